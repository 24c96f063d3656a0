/** Plain JSON transport to our API; errors carry the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The whole error response body (some carry more than the message, e.g. a blocked state). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export async function apiPost<T>(path: string, body?: unknown, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init.signal ?? null,
  });
  return readResponse<T>(response);
}

export async function apiSend<T>(method: 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readResponse<T>(response);
}

export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(`/api${path}`, { credentials: 'same-origin', signal: init.signal ?? null });
  return readResponse<T>(response);
}

async function readResponse<T>(response: Response): Promise<T> {
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as { error?: { message?: string; code?: string } } | null)?.error;
    throw new ApiError(error?.message ?? `Request failed (${response.status})`, response.status, error?.code ?? 'http_error', data);
  }
  return data as T;
}
