import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from '#tests/setup/test-app.ts';

export interface NodeServer {
  port: number;
  close: () => Promise<void>;
}

/** Serves a test app through @hono/node-server on a free port, as production does (real sockets, Node's request). */
export async function serveOverNode(app: TestApp): Promise<NodeServer> {
  const server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
