import type { Context, Env, MiddlewareHandler, TypedResponse } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { cleanInput } from './clean-input.ts';
import { type ApiErrorBody, errorResponse } from './errors.ts';

const MAX_JSON_BYTES = 64 * 1024;

/** What a client sends (`in`, read by hc<AppType>) and what the handler reads with `c.req.valid(...)` (`out`). */
type Validated<Target extends 'json' | 'query', S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};
/** The refusals a validated request can get (their `{ error: { message, code } }` body is typed for clients too). */
type Refused<Status extends 400 | 413 | 415> = TypedResponse<ApiErrorBody, Status, 'json'>;

/**
 * The JSON body checked with a domain zod schema: the handler reads `c.req.valid('json')`. The rules at the edge come
 * first: a Content-Type other than JSON is a 415 (a body over 64 KB was refused with a 413 by requestBodyLimit
 * before). An empty body stands for `{}`; broken JSON is a 400 "Request body must be valid JSON"; then control
 * characters are stripped (cleanInput) and the first failing rule's message is the 400.
 */
export function jsonBody<S extends z.ZodType>(schema: S): MiddlewareHandler<Env, string, Validated<'json', S>, Refused<400 | 413 | 415>> {
  return async (c, next) => {
    if (!isJsonContentType(c.req.header('content-type') ?? '')) {
      return errorResponse(c, 415, 'Send the request body as application/json', 'unsupported_media_type');
    }
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      return refuse(c, UNREADABLE_BODY);
    }
    const body = parseJsonBody(schema, text);
    if (!body.ok) return refuse(c, body);
    c.req.addValidatedData('json', body.data as object);
    await next();
  };
}

/** Why a request body was refused: the status and the API's `{ error: { message, code } }`. */
interface BodyRefusal {
  ok: false;
  status: 400 | 413;
  message: string;
  code: string;
}
type CheckedBody<T> = { ok: true; data: T } | BodyRefusal;

const refusal = (status: 400 | 413, message: string, code: string): BodyRefusal => ({ ok: false, status, message, code });
const TOO_LARGE = refusal(413, 'Request body is too large', 'too_large');
const INVALID_JSON = refusal(400, 'Request body must be valid JSON', 'invalid_json');
/** A body that could not be read whole (the client went away mid-body, a broken stream). */
const UNREADABLE_BODY = refusal(400, 'Request body could not be read', 'invalid_body');

const refuse = (c: Context, body: BodyRefusal) => errorResponse(c, body.status, body.message, body.code);

/** A Content-Type the API reads as JSON: none, or one naming application/json (anything else is a 415). */
function isJsonContentType(type: string): boolean {
  return !type || type.toLowerCase().includes('application/json');
}

/**
 * A JSON body's text checked as every API body is: over 64 KB a 413; an empty body stands for `{}`; broken JSON a
 * 400 "Request body must be valid JSON"; then cleanInput and the domain schema (checkBody).
 */
function parseJsonBody<S extends z.ZodType>(schema: S, text: string): CheckedBody<z.output<S>> {
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
