import { isAPIError } from 'better-auth/api';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from '../http/request-info.ts';
import { AUTH_ADDRESS_HEADER } from './address-header.ts';

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
 * The request's headers for better-auth (`auth.api.*` calls and its handler): with a Host header (better-auth resolves
 * the origin from it when APP_ORIGIN is unset; requests built in tests may lack one) and the client's address.
 */
export function authHeaders(c: Context<AppEnv>): Headers {
  const request = c.req.raw;
  const headers = new Headers(request.headers);
  if (!headers.has('host')) headers.set('host', new URL(request.url).host);
  headers.delete(AUTH_ADDRESS_HEADER);
  const address = clientAddress(c, c.get('deps').config.TRUST_PROXY);
  if (address !== 'unknown') headers.set(AUTH_ADDRESS_HEADER, address);
  return headers;
}
