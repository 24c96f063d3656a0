import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Requests made in-process (tests) have no socket; see SecurityMonitor's UNKNOWN_IP. */
const UNKNOWN_ADDRESS = 'unknown';

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

/**
 * The client's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For hop (set only behind a proxy
 * that overwrites the header, or clients could choose their own address and dodge per-IP limits).
 */
function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}

export function requestInfo(c: Context, trustProxy: boolean): RequestInfo {
  return { ip: clientIp(c, trustProxy), userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null };
}
