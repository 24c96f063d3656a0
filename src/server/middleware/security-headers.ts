import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What both kinds of response send: HTTPS only, no framing, no sniffing; none of secure-headers' other defaults. */
const COMMON = {
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
  xContentTypeOptions: true,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** Pages and files: the document rules (scripts and frames from Stripe only, no powerful features but payment). */
const pageHeaders = secureHeaders({
  ...COMMON,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
    usb: [],
    payment: ['self'],
  },
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
});

/**
 * JSON API responses are never documents the app renders: they get the headers that protect data (no sniffing, no
 * framing, HTTPS only) and a CSP that allows nothing, should one be opened in a tab (OWASP's REST security cheat
 * sheet); the pages' script, style and permission rules concern documents only.
 */
const apiHeaders = secureHeaders({
  ...COMMON,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
});

/** The security headers for every response (hono/secure-headers): the API's under /api/, the pages' elsewhere. */
export const securityHeaders: MiddlewareHandler = (c, next) => (c.req.path.startsWith('/api/') ? apiHeaders : pageHeaders)(c, next);
