import type { AppType } from '#server/app.ts';
import { type ClientResponse, hc } from 'hono/client';
import type { TestApp } from '#tests/setup/test-app.ts';

export const ORIGIN = 'http://localhost:8080';
export const STRONG_PASSWORD = 'Sunny-Lease42!';
const VISITOR_IP = '203.0.113.10';

/** Cookie jar of one browser: keeps the cookies a response sets and sends them back. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = /max-age=0\b/i.test(header) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get size() {
    return this.cookies.size;
  }
}

export interface Client {
  jar: CookieJar;
  /** The headers this browser sends with a same-origin request: its address, its cookies and the site's origin. */
  headers: () => Record<string, string>;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
}

/**
 * A browser-like client of an in-process app (or of anything with its `request`): same-origin requests with its own
 * cookies (and, with TRUST_PROXY, its own address).
 */
export function client(app: Pick<TestApp, 'request'>, ip = VISITOR_IP): Client {
  const jar = new CookieJar();
  const base = (headers: Record<string, string> = {}) => ({
    'x-forwarded-for': ip,
    ...(jar.size ? { cookie: jar.header() } : {}),
    ...headers,
  });
  return {
    jar,
    headers: () => base({ origin: ORIGIN }),
    async get(path, headers) {
      const response = await app.request(path, { headers: base(headers) });
      jar.store(response);
      return response;
    },
    async send(method, path, body, headers) {
      const response = await app.request(path, {
        method,
        headers: base({ 'content-type': 'application/json', origin: ORIGIN, ...headers }),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      jar.store(response);
      return response;
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'renter'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function signUp(c: Client, email: string, fullName = 'Dana Rivera', password = STRONG_PASSWORD) {
  const response = await c.send('POST', '/api/account/sign-up', { email, password, fullName });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { user: { id: string; email: string; fullName: string } };
}

export async function signIn(c: Client, email: string, password = STRONG_PASSWORD) {
  return c.send('POST', '/api/account/sign-in', { email, password });
}

/**
 * The app's typed client: `hc<AppType>` (what hono/testing's `testClient` builds) over `app.request`, sending what
 * `browser` sends (its address, its cookies, the site's origin) and keeping the cookies each response sets in its jar,
 * as a browser does. Requests are typed by the routes' schemas and each response's JSON by its status, so a test reads
 * `await bodyAt(response, 200)` without a cast. Without `browser`: a visitor with no cookies.
 */
export function typedClient(app: Pick<TestApp, 'app'>, browser?: Client) {
  return hc<AppType>('http://localhost', {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await app.app.request(input, init);
      browser?.jar.store(response);
      return response;
    },
    headers: () => browser?.headers() ?? { 'x-forwarded-for': VISITOR_IP, origin: ORIGIN },
  });
}

/** What a typed response's JSON is when its status is S, as the route declares it. */
type AnswerAt<R, S extends number> = R extends ClientResponse<infer T, infer U, 'json'> ? (U extends S ? T : never) : never;

/**
 * The JSON of a typed client's response, typed by the status the test expects (the route's answer for that status);
 * any other status fails the test with the body it got. A status the route does not declare does not compile.
 */
export async function bodyAt<R extends ClientResponse<unknown, number>, S extends R['status']>(
  response: R,
  status: S,
): Promise<AnswerAt<R, S>> {
  if (response.status !== status) throw new Error(`expected status ${status}, got ${response.status}: ${await response.text()}`);
  // The one cast: hono types json() per response; the status check above narrows the union to the one asked for.
  return (await response.json()) as AnswerAt<R, S>;
}
