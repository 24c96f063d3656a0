import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGemini {
  url: string;
  requests: { path: string; apiKey: string | undefined; body: unknown }[];
  /** `queue`: replies given once each, in order, before `reply` is used again. */
  state: { reply: string; status: number; delayMs: number; queue?: string[] };
  close: () => Promise<void>;
}

/** A local stand-in for the Gemini API's generateContent endpoint, at its network boundary. */
export async function startFakeGemini(): Promise<FakeGemini> {
  const fake: Omit<FakeGemini, 'url' | 'close'> = { requests: [], state: { reply: 'Dear landlord, ...', status: 200, delayMs: 0 } };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const apiKey = (req.headers['x-goog-api-key'] as string | undefined) ?? url.searchParams.get('key') ?? undefined;
      fake.requests.push({ path: url.pathname, apiKey, body: raw ? JSON.parse(raw) : null });
      const respond = () => {
        if (res.destroyed) return;
        if (fake.state.status !== 200) {
          res.writeHead(fake.state.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: fake.state.status, message: 'Internal error', status: 'INTERNAL' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            candidates: [
              {
                content: { role: 'model', parts: [{ text: fake.state.queue?.shift() ?? fake.state.reply }] },
                finishReason: 'STOP',
                index: 0,
              },
            ],
            usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 20, totalTokenCount: 30 },
            modelVersion: 'gemini-2.5-flash',
          }),
        );
      };
      if (fake.state.delayMs) setTimeout(respond, fake.state.delayMs);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
