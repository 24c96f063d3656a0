import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRentcast {
  url: string;
  requests: { path: string; query: Record<string, string>; apiKey: string | undefined }[];
  /**
   * How the fake answers: the documents for each endpoint, a forced status, a delay, or a redirect of every request to
   * `redirectTo` (another origin, or a path of its own).
   */
  state: { estimate: unknown; market: unknown; status: number; delayMs: number; redirectTo?: string };
  close: () => Promise<void>;
}

/** A local stand-in for RentCast's API at its network boundary: same paths, header and JSON shapes. */
export async function startFakeRentcast(apiKey: string): Promise<FakeRentcast> {
  const fake: Omit<FakeRentcast, 'url' | 'close'> = { requests: [], state: { estimate: null, market: null, status: 200, delayMs: 0 } };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = req.headers['x-api-key'] as string | undefined;
    fake.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), apiKey: key });
    const send = (status: number, body: unknown) => {
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (fake.state.delayMs) setTimeout(reply, fake.state.delayMs);
      else reply();
    };
    if (fake.state.redirectTo && !url.pathname.startsWith('/moved')) {
      res.writeHead(302, { location: fake.state.redirectTo });
      return res.end();
    }
    if (url.pathname.startsWith('/moved')) url.pathname = url.pathname.replace('/moved', '');
    if (key !== apiKey) return send(401, { status: 401, error: 'auth/api-key-invalid', message: 'Invalid API key' });
    if (fake.state.status !== 200) return send(fake.state.status, { status: fake.state.status, error: 'failure', message: 'Failure' });
    if (url.pathname === '/v1/avm/rent/long-term' && fake.state.estimate) return send(200, fake.state.estimate);
    if (url.pathname === '/v1/markets' && fake.state.market) return send(200, fake.state.market);
    return send(404, { status: 404, error: 'not-found', message: 'No data found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
