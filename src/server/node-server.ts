import { createServer, type Server } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { Deps } from './deps.ts';
import { analysisNodeRoute } from './routes/market/analysis.node-route.ts';

/**
 * The HTTP server in production and in tests that serve over Node: the free analysis is answered by its Node route
 * (ADR 0034), every other request by the app through @hono/node-server. `hostname` stands in for a missing Host
 * header, as @hono/node-server's `serve` does.
 */
export function createNodeServer(app: { fetch: (request: Request, env: HttpBindings) => unknown }, deps: Deps, hostname?: string): Server {
  const viaApp = getRequestListener(app.fetch as (request: Request, env: unknown) => unknown, { hostname });
  const analysis = analysisNodeRoute(deps, hostname);
  return createServer((req, res) => {
    if (!analysis(req, res)) void viaApp(req, res);
  });
}
