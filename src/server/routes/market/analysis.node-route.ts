import type { IncomingMessage, ServerResponse } from 'node:http';
import { analyzeMarketDataInputSchema } from '#domain/market/market.schema.ts';
import type { Deps } from '../../deps.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { isJsonContentType, MAX_JSON_BYTES, parseJsonBody, readDeclaredBody, UNREADABLE_BODY } from '../../http/validate.ts';
import { appOrigin, isCrossSite } from '../../middleware/same-origin.ts';
import { securityHeadersFor } from '../../middleware/security-headers.ts';
import { analyzeMarketData, analyzeMarketDataLocally } from '../../services/market/analyze-market-data.ts';

const ANALYSIS_PATH = '/api/functions/analyze-market-data';

/** Host headers that @hono/node-server takes as they are (its own rule); others are left to the app. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;
const HOST_ORIGINS_MAX = 64;
const SECURITY_HEADER_LIST = securityHeadersFor(ANALYSIS_PATH).flat();

/**
 * POST /api/functions/analyze-market-data answered from Node's request and response, without the Fetch objects and
 * middleware chain of the app (ADR 0034): the free analysis is the one endpoint every visitor calls, and Hono's
 * per-request work alone cost more than the API's speed target. It takes only requests the app's chain would pass
 * untouched: HTTP/1.x, this exact path (no query), a declared Content-Length of at most 64 KB, a JSON or absent
 * Content-Type, and not cross-site by the same rule as the sameOrigin middleware. Anything else is left to the app
 * (the function returns false), which gives every refusal. The body goes through the same reader and checks as
 * `jsonBody` (readDeclaredBody, parseJsonBody), the answer through the same service, with the same security headers,
 * status codes and error bodies; tests/integration/analysis-node-route.test.ts compares both paths request by request.
 * A middleware added to app.ts for every API request must be applied here too, or such requests left to the app.
 */
export function analysisNodeRoute(deps: Pick<Deps, 'market' | 'logger' | 'config'>, defaultHostname?: string) {
  const configured = deps.config.APP_ORIGIN ? appOrigin(deps.config.APP_ORIGIN, '') : undefined;
  const hostOrigins = new Map<string, string>();
  /** The origin the app would compute from the request's URL (appOrigin), or undefined to let the app decide. */
  const requestOrigin = (req: IncomingMessage): string | undefined => {
    const host = req.headers.host || defaultHostname;
    if (!host || !PLAIN_HOST.test(host)) return undefined;
    const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    const key = `${scheme}://${host}`;
    let origin = hostOrigins.get(key);
    if (origin === undefined) {
      origin = appOrigin(undefined, `${key}/`);
      if (hostOrigins.size >= HOST_ORIGINS_MAX) hostOrigins.clear();
      hostOrigins.set(key, origin);
    }
    return origin;
  };

  const fail = (res: ServerResponse, error: unknown) => {
    deps.logger.error({ err: error, path: ANALYSIS_PATH }, 'Unhandled error');
    if (!res.headersSent) send(res, 500, errorJson('Something went wrong on our side. Please try again.', 'internal_error'));
  };
  const respond = (res: ServerResponse, text: string) => {
    const body = parseJsonBody(analyzeMarketDataInputSchema, text);
    if (!body.ok) return send(res, body.status, errorJson(body.message, body.code));
    // The shipped or imported HUD data answers at once; the live HUD API, the regional estimate and the unknown-ZIP
    // refusal go through the service's full path.
    const local = analyzeMarketDataLocally(deps, body.data);
    if (local) return send(res, 200, JSON.stringify(local));
    analyzeMarketData(deps, body.data).then(
      (result) => send(res, result.success ? 200 : 422, JSON.stringify(result)),
      (error: unknown) => fail(res, error),
    );
  };
  const answer = (req: IncomingMessage, res: ServerResponse) =>
    readDeclaredBody(req).then(
      (text) => {
        try {
          respond(res, text);
        } catch (error) {
          fail(res, error);
        }
      },
      () => send(res, UNREADABLE_BODY.status, errorJson(UNREADABLE_BODY.message, UNREADABLE_BODY.code)),
    );

  /** Answers the request and returns true, or returns false for the app to answer it. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || req.url !== ANALYSIS_PATH || req.httpVersionMajor !== 1) return false;
    const { headers } = req;
    const length = headers['content-length'];
    if (length === undefined || headers['transfer-encoding'] !== undefined || Number(length) > MAX_JSON_BYTES) return false;
    if (!isJsonContentType(headers['content-type'] ?? '')) return false;
    const fetchSite = headers['sec-fetch-site'];
    if (isCrossSite(headers.origin, typeof fetchSite === 'string' ? fetchSite : undefined, () => configured ?? requestOrigin(req))) {
      return false;
    }
    void answer(req, res);
    return true;
  };
}

const errorJson = (message: string, code: string) => JSON.stringify({ error: { message, code } } satisfies ApiErrorBody);

function send(res: ServerResponse, status: number, json: string) {
  const headers = SECURITY_HEADER_LIST.slice();
  headers.push('Content-Type', 'application/json', 'Content-Length', String(Buffer.byteLength(json)));
  res.writeHead(status, headers);
  res.end(json);
}
