import type { ClientRequestOptions, ClientResponse, hc } from 'hono/client';
import type { ClientErrorStatusCode, ServerErrorStatusCode, SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '#server/app.ts';

/** The typed client of /api, `hc<AppType>`: `api.purchases.$get()` is GET /api/purchases, typed by its route. */
export type Api = ReturnType<typeof hc<AppType>>['api'];

/** The API's own error body; every refusal has it, including those of middleware that AppType does not describe. */
interface ErrorBody {
  error: { message: string; code: string };
}

/** A refused call: the server's message and code, and its whole body (typed by the route's refusals where known). */
export class ApiError<Body = unknown> extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The whole error response body (some carry more than the message, e.g. a blocked state); null when not JSON. */
    readonly body: Body | null = null,
  ) {
    super(message);
  }
}

type BodyOf<R, Statuses> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends Statuses
      ? Format extends 'json'
        ? Body
        : null
      : never
    : never;
/** What a call answers when it succeeds: the route's JSON, or null for a body that is not JSON (a 204). */
type SuccessBody<R> = BodyOf<R, SuccessStatusCode>;
/** What a refused call's body may be: a refusal the route declares, or the API's error body. */
type RefusalBody<R> = BodyOf<R, ClientErrorStatusCode | ServerErrorStatusCode> | ErrorBody;

type Settled<R> = { ok: true; data: SuccessBody<R> } | { ok: false; error: ApiError<RefusalBody<R>> };
type Call<R> = (api: Api) => Promise<R>;

/**
 * A client of the API: same origin, with the session cookie. `hono/client` loads with the first call, so the landing
 * page's first JavaScript does without it. Tests pass their app's `request` as `fetch`.
 */
export async function createApi(fetch?: ClientRequestOptions['fetch']): Promise<Api> {
  const { hc } = await import('hono/client');
  return hc<AppType>('/', { ...(fetch ? { fetch } : {}), init: { credentials: 'same-origin' } }).api;
}

let browserApi: Promise<Api> | undefined;

/** The browser's one client (a failed load is tried again on the next call). */
function sharedApi(): Promise<Api> {
  browserApi ??= createApi().catch((error: unknown) => {
    browserApi = undefined;
    throw error;
  });
  return browserApi;
}

/** A response's JSON: null for a 204 or a body that is not JSON. */
async function jsonOf(response: Response | ClientResponse<unknown>): Promise<unknown> {
  return response.status === 204 ? null : await response.json().catch(() => null);
}

/** The ApiError of a refused response: the server's `{ error: { message, code } }`, the status and the whole body. */
function refusal<Body>(status: number, body: Body | null): ApiError<Body> {
  const error = (body as { error?: { message?: string; code?: string } } | null)?.error;
  return new ApiError(error?.message ?? `Request failed (${status})`, status, error?.code ?? 'http_error', body);
}

/**
 * Makes a call and reads its answer: `{ ok: true, data }` with the JSON typed by the route's success status (null for a
 * 204), or `{ ok: false, error }` with an ApiError carrying the server's message and code, the status and the whole
 * body (typed by the route's refusals). A request that gets no answer rejects with fetch's TypeError.
 */
export async function settleApi<R extends ClientResponse<unknown>>(call: Call<R>, api: Promise<Api> = sharedApi()): Promise<Settled<R>> {
  const response = await call(await api);
  const data = await jsonOf(response);
  // The one place where the JSON meets its type: hc types each body by its status, and the status was just checked.
  if (response.ok) return { ok: true, data: data as SuccessBody<R> };
  return { ok: false, error: refusal(response.status, data as RefusalBody<R> | null) };
}

/** The call's success JSON (as settleApi reads it); a refusal throws its ApiError. */
export async function callApi<R extends ClientResponse<unknown>>(call: Call<R>, api?: Promise<Api>): Promise<SuccessBody<R>> {
  const answer = await settleApi(call, api);
  if (!answer.ok) throw answer.error;
  return answer.data;
}

/**
 * better-auth's own endpoints (`/api/auth/*`, mounted with `.on`, so AppType does not describe them): plain fetch,
 * a GET or, with a body, a JSON POST; untyped JSON; refusals as ApiError like every other call.
 */
export async function callAuthEndpoint(path: `/auth/${string}`, body?: unknown): Promise<unknown> {
  const response = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    ...(body !== undefined && { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const data = await jsonOf(response);
  if (!response.ok) throw refusal(response.status, data);
  return data;
}
