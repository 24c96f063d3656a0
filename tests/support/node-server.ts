import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createNodeServer } from '#server/node-server.ts';
import type { TestApp } from '#tests/setup/test-app.ts';

export interface NodeServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * How a test app is served over Node: `production` as src/server/index.ts does (createNodeServer, with the analysis
 * API's Node route, ADR 0034); `app` with every request through the app (@hono/node-server alone).
 */
export type NodeServing = 'production' | 'app';

/** Serves a test app on a free port with real sockets and Node's request. */
export async function serveOverNode(app: TestApp, serving: NodeServing = 'production'): Promise<NodeServer> {
  const server =
    serving === 'production'
      ? createNodeServer(app.app, app.deps, '127.0.0.1')
      : serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
  if (serving === 'production') server.listen(0, '127.0.0.1');
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
