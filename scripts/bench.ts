import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';

// npm run bench: start the production server with the full HUD table, then measure in one run
// analyze-market-data against /api/health at 50 connections. Targets: ratio >= 0.7, p99 < 10 ms.
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-bench-'));
const server = await startServer({ dataDir, env: { LOG_LEVEL: 'error' } });

const ZIPS = ['10001', '30301', '60601', '20001', '94103', '77002', '75201', '28202', '99999', '90012'];
const bodies = ZIPS.flatMap((zipcode) =>
  [0, 1, 2, 3].map((bedrooms) => JSON.stringify({ zipcode, currentRent: 1500 + bedrooms * 400, bedrooms, housingType: 'apartment', tierLevel: 'average' })),
);

async function run(title: string, options: autocannon.Options) {
  // Warm-up, then the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${non2xx}`,
  );
  return result;
}

try {
  const common = { url: server.url, connections: 50, pipelining: 1 };
  const health = await run('GET /api/health', { ...common, url: `${server.url}/api/health` });
  let i = 0;
  const analyze = await run('POST analyze-market-data', {
    ...common,
    url: `${server.url}/api/functions/analyze-market-data`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.on('response', () => {
        i = (i + 1) % bodies.length;
        client.setBody(bodies[i]!);
      });
    },
    body: bodies[0],
  });
  const ratio = analyze.requests.average / health.requests.average;
  const p99 = analyze.latency.p99;
  console.log(`\nthroughput ratio analyze/health: ${ratio.toFixed(2)} (target >= 0.70)   analyze p99: ${p99} ms (target < 10 ms)`);
  console.log(ratio >= 0.7 && p99 < 10 ? 'Targets met.' : 'Targets NOT met.');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
