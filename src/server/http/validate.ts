import type { IncomingMessage } from 'node:http';
import type { Context, Env, MiddlewareHandler, TypedResponse } from 'hono';
import type { BlankInput } from 'hono/types';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { cleanInput } from './clean-input.ts';
import { type ApiErrorBody, errorResponse } from './errors.ts';
import { nodeIncoming, requestHeader } from './node-request.ts';

export const MAX_JSON_BYTES = 64 * 1024;
/** The media types Hono's json validator parses itself (its own rule). */
const HONO_JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** What a client sends (`in`, read by hc<AppType>) and what the handler reads with `c.req.valid(...)` (`out`). */
type Validated<Target extends 'json' | 'query', S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};
/** The refusals a validated request can get (their `{ error: { message, code } }` body is typed for clients too). */
type Refused<Status extends 400 | 413 | 415> = TypedResponse<ApiErrorBody, Status, 'json'>;

/**
 * The JSON body checked with a domain zod schema through Hono's validator: the handler reads `c.req.valid('json')`.
 * The rules at the edge come first: a Content-Type other than JSON is a 415, a body over 64 KB a 413. Hono's validator
 * reads and parses a body with a JSON media type (once: the text stays in its body cache); an empty body, which Hono
 * would refuse, stands for `{}`, and a body sent without a JSON media type is read and parsed here. Broken JSON is a
 * 400 "Request body must be valid JSON"; then control characters are stripped (cleanInput) and the first failing
 * rule's message is the 400. Served by Node with a declared Content-Length, the body is read from the Node request
 * itself (readDeclaredBody) and gets exactly these answers without Hono's validator and Fetch body (ADR 0031).
 */
export function jsonBody<S extends z.ZodType>(schema: S): MiddlewareHandler<Env, string, Validated<'json', S>, Refused<400 | 413 | 415>> {
  const validate = validator('json', async (value, c) =>
    (await c.req.text()).length > MAX_JSON_BYTES ? tooLarge(c) : checked(c, schema, value),
  ) as MiddlewareHandler<Env, string, BlankInput, Refused<400 | 413>>;
  /** The body's text, parsed, checked and stored for the handler; or the refusal. */
  const accept = (c: Context, text: string, next: () => Promise<void>) => {
    const body = parseJsonBody(schema, text);
    if (!body.ok) return refuse(c, body);
    c.req.addValidatedData('json', body.data as object);
    return next();
  };
  /** What Hono's validator does not parse: read, parsed and stored here. */
  const parseHere: MiddlewareHandler<Env, string, BlankInput, Refused<400 | 413>> = async (c, next) => {
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      return unreadable(c);
    }
    return accept(c, text, next);
  };
  return async (c, next) => {
    const type = requestHeader(c, 'content-type') ?? '';
    if (!isJsonContentType(type)) return errorResponse(c, 415, 'Send the request body as application/json', 'unsupported_media_type');
    const declared = requestHeader(c, 'content-length');
    if (Number(declared ?? '0') > MAX_JSON_BYTES) return tooLarge(c);
    const incoming = nodeIncoming(c);
    if (incoming && declared !== undefined && incoming.headers['transfer-encoding'] === undefined && !c.req.bodyCache.text) {
      let text: string;
      try {
        text = await readDeclaredBody(incoming);
      } catch {
        return unreadable(c);
      }
      // Anything reading the body later (c.req.text / json) gets it from Hono's body cache.
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
      return accept(c, text, next);
    }
    if (!HONO_JSON_MEDIA_TYPE.test(type.split(';')[0]!.trim())) return parseHere(c, next);
    try {
      // Hono's validator calls `next` for a valid body and otherwise answers the refusal. Errors after `next` never
      // come back here (Hono answers them where they happen), so what is caught is its parse failing.
      return await validate(c, next);
    } catch (error) {
      if (!(error instanceof HTTPException)) throw error;
      // Unreadable, empty or broken: parsed here, from the text Hono read, for the same answers.
      return parseHere(c, next);
    }
  };
}

/** Why a request body was refused: the status and the API's `{ error: { message, code } }`. */
export interface BodyRefusal {
  ok: false;
  status: 400 | 413;
  message: string;
  code: string;
}
export type CheckedBody<T> = { ok: true; data: T } | BodyRefusal;

const refusal = (status: 400 | 413, message: string, code: string): BodyRefusal => ({ ok: false, status, message, code });
const TOO_LARGE = refusal(413, 'Request body is too large', 'too_large');
const INVALID_JSON = refusal(400, 'Request body must be valid JSON', 'invalid_json');
/** A body that could not be read whole (the client went away mid-body, a broken stream). */
export const UNREADABLE_BODY = refusal(400, 'Request body could not be read', 'invalid_body');

const refuse = (c: Context, body: BodyRefusal) => errorResponse(c, body.status, body.message, body.code);
const tooLarge = (c: Context) => refuse(c, TOO_LARGE);
const unreadable = (c: Context) => refuse(c, UNREADABLE_BODY);

/** A Content-Type the API reads as JSON: none, or one naming application/json (anything else is a 415). */
export function isJsonContentType(type: string): boolean {
  return !type || type.toLowerCase().includes('application/json');
}

/**
 * A JSON body's text checked as every API body is: over 64 KB a 413; an empty body stands for `{}`; broken JSON a
 * 400 "Request body must be valid JSON"; then cleanInput and the domain schema (checkBody).
 */
export function parseJsonBody<S extends z.ZodType>(schema: S, text: string): CheckedBody<z.output<S>> {
  if (text.length > MAX_JSON_BYTES) return TOO_LARGE;
  let value: unknown = {};
  try {
    if (text.trim()) value = JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
  return checkBody(schema, value);
}

/**
 * UTF-8 with a leading byte-order mark dropped and malformed bytes as U+FFFD, as the Fetch API's `Request.text()`
 * decodes (Node's Buffer decoder gives the same text without TextDecoder's per-call cost, measured at 1.6 us).
 */
function decodeUtf8(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The whole body of a Node request with a declared Content-Length (at most 64 KB, checked before): Node's HTTP parser
 * delivers exactly that many bytes, so nothing needs counting. A small body usually comes in the packet that carried
 * the headers: the parser hands it over right after the request event, before any promise continuation, so after one
 * await it is complete and is taken from the stream's buffer without waiting for its events (ADR 0031). Otherwise it
 * is read as it streams in. Rejects when the client goes away before the end.
 */
export async function readDeclaredBody(incoming: IncomingMessage): Promise<string> {
  if (incoming.readableEnded || incoming.readableDidRead) throw new Error('Request body already read');
  if (!incoming.complete) await undefined;
  const body = incoming.complete && !incoming.destroyed && !incoming.readableFlowing ? buffered(incoming) : await streamed(incoming);
  return decodeUtf8(body);
}

/** Everything the stream holds (all of the body once the request is complete). */
function buffered(incoming: IncomingMessage): Buffer {
  const chunks: Buffer[] = [];
  for (let chunk: Buffer | null = incoming.read(); chunk !== null; chunk = incoming.read()) chunks.push(chunk);
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

function streamed(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    incoming.once('error', reject);
    incoming.once('close', () => {
      if (!incoming.readableEnded) reject(new Error('Client went away before the request body ended'));
    });
  });
}

/**
 * The query string checked with a domain zod schema through Hono's validator (each parameter's first value, as
 * `c.req.query()` gives it); the handler reads `c.req.valid('query')`. A failure is a 400 with the first message.
 */
export function queryParams<S extends z.ZodType>(schema: S): MiddlewareHandler<Env, string, Validated<'query', S>, Refused<400>> {
  return validator('query', (value, c) =>
    checked(
      c,
      schema,
      Object.fromEntries(Object.entries(value).map(([name, values]) => [name, Array.isArray(values) ? values[0] : values])),
    ),
  ) as MiddlewareHandler<Env, string, Validated<'query', S>, Refused<400>>;
}

/** The cleaned value parsed by the schema, or the 400 naming the first problem. */
function checkBody<S extends z.ZodType>(schema: S, value: unknown): CheckedBody<z.output<S>> {
  const clean = cleanInput(value);
  if (!clean.ok) return refusal(400, clean.message, 'invalid_input');
  const parsed = schema.safeParse(clean.value);
  if (!parsed.success) return refusal(400, issueMessage(parsed.error), 'invalid_input');
  return { ok: true, data: parsed.data as z.output<S> };
}

/** checkBody for Hono's validator: the value, or the refusal as a response. */
function checked<S extends z.ZodType>(c: Context, schema: S, value: unknown) {
  const body = checkBody(schema, value);
  return body.ok ? body.data : refuse(c, body);
}

/** The first issue's own message, or a generic one naming the field when zod's default would be cryptic. */
function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : describeIssue(issue);
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request body';
  const field = issue.path.join('.');
  return field ? `${field} is missing or invalid` : 'Request body must be a JSON object';
}
