import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm run smoke`: start the built server (dist/, from `npm run build`) with the Node running this script, on a free
// port and a fresh embedded database, and check that it answers as a renter's first visit needs: the health check,
// the landing page and one free analysis; then stop it with SIGTERM and expect a clean exit. `.ci/run` runs it on
// Node 24 after the README's test command (which runs on the machine's Node), so both supported majors start.
// Plain JavaScript, so any Node runs it without a TypeScript loader.

const TIMEOUT_MS = 90_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(base, child) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${base}/api/health/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready within ${TIMEOUT_MS / 1000} s`);
}

function expect(condition, what) {
  if (!condition) throw new Error(what);
}

const dataDir = mkdtempSync(join(tmpdir(), 'rentcheck-smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['dist/server/index.js'], {
  env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

let failure = null;
try {
  await waitForReady(base, child);
  const landing = await fetch(`${base}/`);
  expect(landing.status === 200, `GET / answered ${landing.status}`);
  expect((await landing.text()).includes('Stop Overpaying Rent'), 'the landing page lacks its headline');
  const analysis = await fetch(`${base}/api/functions/analyze-market-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ zipcode: '97201', currentRent: 1800, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' }),
  });
  expect(analysis.status === 200, `the analysis answered ${analysis.status}`);
  const body = await analysis.json();
  expect(body.success === true && body.analysis.marketRent > 0, `the analysis answered ${JSON.stringify(body)}`);
  console.log(`smoke: Node ${process.version}: ready, / 200, analysis 97201 marketRent $${body.analysis.marketRent}`);
} catch (error) {
  failure = error;
} finally {
  child.kill('SIGTERM');
}
const { code, signal } = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (failure) {
  console.error(`smoke: Node ${process.version}: ${failure.message}`);
  process.exit(1);
}
if (code !== 0) {
  console.error(`smoke: Node ${process.version}: the server exited with ${code ?? signal} after SIGTERM`);
  process.exit(1);
}
console.log(`smoke: Node ${process.version}: stopped cleanly`);
