import { isAPIError } from 'better-auth/api';

export interface AuthErrorInfo {
  status: number;
  code: string;
  message: string;
}

/** better-auth's APIError as status, code and message; null for anything else (a real failure). */
export function authErrorInfo(error: unknown): AuthErrorInfo | null {
  if (!isAPIError(error)) return null;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  return { status: error.statusCode, code: body.code ?? String(error.status), message: body.message ?? error.message };
}

/** Copies better-auth's Set-Cookie headers onto our response. */
export function forwardCookies(from: Headers, to: (value: string) => void): void {
  for (const cookie of from.getSetCookie()) to(cookie);
}
