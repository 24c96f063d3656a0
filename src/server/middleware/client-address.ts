import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from '../http/request-info.ts';

/**
 * The header better-auth reads the client's address from (`advanced.ipAddress.ipAddressHeaders`). Only this
 * middleware writes it: a copy sent by a client is removed first, so better-auth's session rows record the same
 * address as our rate limits (clientAddress), never a forged X-Forwarded-For entry.
 */
export const AUTH_ADDRESS_HEADER = 'x-rentcheck-client-address';

export const clientAddressForAuth: MiddlewareHandler<AppEnv> = (c, next) => {
  // Pages and assets never reach better-auth; writing a header makes @hono/node-server build the request's whole
  // header list, so only API requests pay for it.
  if (!c.req.path.startsWith('/api/')) return next();
  const headers = c.req.raw.headers;
  headers.delete(AUTH_ADDRESS_HEADER);
  const address = clientAddress(c, c.var.deps.config.TRUST_PROXY);
  if (address !== 'unknown') headers.set(AUTH_ADDRESS_HEADER, address);
  return next();
};
