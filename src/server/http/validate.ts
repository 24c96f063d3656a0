import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { cleanInput } from './clean-input.ts';
import { errorResponse } from './errors.ts';

const MAX_JSON_BYTES = 64 * 1024;

/**
 * Parses and validates a JSON body with a domain zod schema; any failure is a 400 with the first message.
 * The parsed value is read with `c.get('body')`.
 */
export function jsonBody<S extends z.ZodType>(schema: S): MiddlewareHandler<{ Variables: { body: z.output<S> } }> {
  return async (c, next) => {
    const result = await readJson(c);
    if (!result.ok) return errorResponse(c, result.status, result.message, result.code);
    const clean = cleanInput(result.value);
    if (!clean.ok) return errorResponse(c, 400, clean.message, 'invalid_input');
    const parsed = schema.safeParse(clean.value);
    if (!parsed.success) return errorResponse(c, 400, issueMessage(parsed.error), 'invalid_input');
    c.set('body', parsed.data);
    await next();
  };
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

type ReadResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string; code: string };

async function readJson(c: Context): Promise<ReadResult> {
  const type = c.req.header('content-type') ?? '';
  if (type && !type.toLowerCase().includes('application/json')) {
    return { ok: false, status: 415, message: 'Send the request body as application/json', code: 'unsupported_media_type' };
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_JSON_BYTES) return { ok: false, status: 413, message: 'Request body is too large', code: 'too_large' };
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, status: 400, message: 'Request body could not be read', code: 'invalid_body' };
  }
  if (text.length > MAX_JSON_BYTES) return { ok: false, status: 413, message: 'Request body is too large', code: 'too_large' };
  if (!text.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'Request body must be valid JSON', code: 'invalid_json' };
  }
}

/**
 * Validates the query string with a domain zod schema (each parameter's last value); a failure is a 400 with
 * the first message. The parsed value is read with `c.get('query')`.
 */
export function queryParams<S extends z.ZodType>(schema: S): MiddlewareHandler<{ Variables: { query: z.output<S> } }> {
  return async (c, next) => {
    const clean = cleanInput(c.req.query());
    if (!clean.ok) return errorResponse(c, 400, clean.message, 'invalid_input');
    const parsed = schema.safeParse(clean.value);
    if (!parsed.success) return errorResponse(c, 400, issueMessage(parsed.error), 'invalid_input');
    c.set('query', parsed.data);
    await next();
  };
}
