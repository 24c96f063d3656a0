import { isAPIError } from 'better-auth/api';

export interface AuthErrorInfo {
  status: number;
  code: string;
  message: string;
}

/** better-auth's 4xx APIError as status, code and message; null for anything else (a real failure: rethrow it). */
export function authErrorInfo(error: unknown): AuthErrorInfo | null {
  if (!isAPIError(error) || error.statusCode >= 500) return null;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  return { status: error.statusCode, code: body.code ?? String(error.status), message: body.message ?? error.message };
}

/**
 * The request's headers for `auth.api.*` calls, with a Host header (better-auth resolves the origin from it
 * when APP_ORIGIN is unset; requests built in tests may lack one).
 */
export function authHeaders(request: Request): Headers {
  const headers = new Headers(request.headers);
  if (!headers.has('host')) headers.set('host', new URL(request.url).host);
  return headers;
}
