import { type FakeGemini, startFakeGemini } from '../../tests/fakes/gemini-api.ts';
import { type RunningServer, startServer } from './server.ts';

export interface ServerWithGemini {
  gemini: FakeGemini;
  server: RunningServer;
  stop: () => Promise<void>;
}

/** The fake Gemini API (a local HTTP server) and a RentCheck server whose GEMINI_API_URL points at it. */
export async function startServerWithFakeGemini(): Promise<ServerWithGemini> {
  const gemini = await startFakeGemini();
  const server = await startServer({ env: { GEMINI_API_KEY: 'e2e-gemini-key', GEMINI_API_URL: gemini.url } });
  return {
    gemini,
    server,
    stop: async () => {
      await server.stop();
      await gemini.close();
    },
  };
}
