import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ApiErrorBody {
  error: { message: string; code: string };
}

/** The API's one error shape; the status is kept in the response's type, so hc<AppType> sees each error status. */
export function errorResponse<S extends ContentfulStatusCode>(c: Context, status: S, message: string, code: string) {
  return c.json<ApiErrorBody, S>({ error: { message, code } }, status);
}
