import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from '#tests/setup/test-app.ts';

export interface NodeServer {
  port: number;
  close: () => Promise<void>;
}

/** Serves a test app on a free port with real sockets, as src/server/index.ts does (@hono/node-server). */
export async function serveOverNode(app: TestApp): Promise<NodeServer> {
  const server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
