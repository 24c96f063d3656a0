import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Requests made in-process (tests) have no socket; see SecurityMonitor's UNKNOWN_IP. */
const UNKNOWN_ADDRESS = 'unknown';

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}

/**
 * The client's address, the one every per-IP limit, the security log and better-auth use. With `proxies` (TRUST_PROXY)
 * in front, each proxy appends the address it saw to X-Forwarded-For, so the client is the entry `proxies` places from
 * the right: entries to its left were sent by the client and may be forged. Without a proxy, or when that entry is
 * missing or not an address, the socket's address.
 */
export function clientAddress(c: Context, proxies: number): string {
  if (proxies > 0) {
    const entries = c.req.header('x-forwarded-for')?.split(',') ?? [];
    const entry = entries[entries.length - proxies]?.trim();
    if (entry && isIP(entry)) return entry;
  }
  return socketAddress(c);
}

export function requestInfo(c: Context, proxies: number): RequestInfo {
  return { ip: clientAddress(c, proxies), userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null };
}
