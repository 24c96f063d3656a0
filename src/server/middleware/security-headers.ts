import type { MiddlewareHandler } from 'hono';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'usb=()',
  'payment=(self)',
].join(', ');

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/**
 * JSON API responses are never documents the app renders: they get the headers that protect data (no sniffing, no
 * framing, HTTPS only) and a CSP that allows nothing, should one be opened in a tab (OWASP's REST security cheat
 * sheet). The page headers' script, style and permission rules concern documents; on each small API answer they were
 * about 900 bytes and a measurable share of its cost (ADR 0034).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};

const PAGE_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);
const API_HEADER_ENTRIES = Object.entries(API_SECURITY_HEADERS);

/** The security headers for a request path: the API's under /api/, the pages' everywhere else. */
export const securityHeadersFor = (path: string) => (path.startsWith('/api/') ? API_HEADER_ENTRIES : PAGE_HEADER_ENTRIES);

/**
 * Served by Node (@hono/node-server passes the ServerResponse as `c.env.outgoing`), the headers go straight onto
 * the Node response, which merges them into the response Hono writes: this spares every request a Fetch `Headers`
 * copy of the response's headers, measured as the API's largest framework cost (ADR 0020). Elsewhere (app.request
 * in tests) they are set on the Fetch response. Not an async function: on the Node path it hands back `next()`'s promise
 * (one promise less per request, ADR 0031).
 */
export const securityHeaders: MiddlewareHandler = (c, next) => {
  const headers = securityHeadersFor(c.req.path);
  const outgoing = (c.env as { outgoing?: { setHeader?: (name: string, value: string) => unknown } } | undefined)?.outgoing;
  if (typeof outgoing?.setHeader === 'function') {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  return next().then(() => {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });
};
