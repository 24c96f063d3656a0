import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeHudApi {
  url: string;
  requests: { path: string; authorization: string | undefined }[];
  /** How the fake answers: a ZIP->county crosswalk and county FMR documents, or a forced failure. */
  state: {
    crosswalk: Record<string, { geoid: string; res_ratio: number }[]>;
    fmr: Record<string, unknown>;
    failWith?: number;
    delayMs?: number;
  };
  close: () => Promise<void>;
}

/** A local stand-in for HUD USER's API at its network boundary (same paths and JSON shapes). */
export async function startFakeHudApi(token: string): Promise<FakeHudApi> {
  const fake: Omit<FakeHudApi, 'url' | 'close'> = { requests: [], state: { crosswalk: {}, fmr: {} } };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    fake.requests.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      const reply = () => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (fake.state.delayMs) setTimeout(reply, fake.state.delayMs);
      else reply();
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: 'Unauthorized' });
    if (fake.state.failWith) return send(fake.state.failWith, { error: 'failure' });
    if (url.pathname === '/usps' && url.searchParams.get('type') === '2') {
      const zip = url.searchParams.get('query') ?? '';
      return send(200, {
        data: { year: '2026', quarter: '1', input: zip, crosswalk_type: 'zip-county', results: fake.state.crosswalk[zip] ?? [] },
      });
    }
    const fmr = /^\/fmr\/data\/(\d{10})$/.exec(url.pathname);
    if (fmr) {
      const doc = fake.state.fmr[fmr[1]!];
      return doc ? send(200, doc) : send(404, { error: 'Not found' });
    }
    return send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
