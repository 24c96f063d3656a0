import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { HUD_FILE, HUD_TEMPLATE_DIR, ROOT, startServer } from './server.ts';

/** Checks the build exists and prepares a database with HUD data once, copied by every test server. */
export default async function setup() {
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('Browser tests need a build: run `npm run build` first (npm test does).');
  }
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing: install Debian\'s chromium (.ci/run does).');
  rmSync(HUD_TEMPLATE_DIR, { recursive: true, force: true });
  const server = await startServer({ dataDir: HUD_TEMPLATE_DIR, env: { HUD_FMR_FILE: HUD_FILE } });
  await server.stop();
  return () => rmSync(HUD_TEMPLATE_DIR, { recursive: true, force: true });
}
