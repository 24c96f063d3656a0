import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_DIR, ROOT, startServer } from './server.ts';

/** Checks the build exists and prepares a migrated database once, copied by every test server. */
export default async function setup() {
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('Browser tests need a build: run `npm run build` first (npm test does).');
  }
  if (!existsSync('/usr/bin/chromium')) throw new Error("Chromium is missing: install Debian's chromium (.ci/run does).");
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const server = await startServer({ dataDir: TEMPLATE_DIR });
  await server.stop();
  return () => rmSync(TEMPLATE_DIR, { recursive: true, force: true });
}
