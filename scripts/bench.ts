import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, ROOT, SERVER_ENTRY, spawnNode } from '../e2e/support/server.ts';

// npm run bench (ADR 0020): runs the compiled server (npm run build first) and prints, in one run,
// - the analysis API's requests/s and p99 at 50 connections beside a bare node:http server answering the same POSTs
//   with a static body, from the same load generator (autocannon) in the same run;
// - cold start (empty data directory) and restart times to the first analysis answer;
// - resident memory after start-up (1 s after the first answer, once the database answers too) and after the load
//   test (BENCH_SECONDS of warm-up plus measurement, 20 s);
// - cold start and memory with the market data loaded and without it (MARKET_DATA_DIR set to an empty directory);
// for the embedded PGlite default, and for PostgreSQL too when DATABASE_URL is set.
// All traffic goes to 127.0.0.1; every run is bounded in time. On a shared machine compare the ratios and the server
// CPU per request (split into user and system time, ADR 0031), not the absolute numbers: the analysis API and the bare
// server are measured in alternating rounds (BENCH_ROUNDS, default 2, sharing BENCH_SECONDS), so a change in the
// machine's load during the run weighs on both, and the load average over the measurement is printed.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 16);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const WARMUP_SECONDS = 4;
const CONNECTIONS = 50;
const MARKET_DATA_DIR = process.env.MARKET_DATA_DIR ?? path.join(ROOT, 'data');
/** Optional: a HUD file imported at the first start, as HUD_FMR_FILE does for the server. */
const HUD_FILE = process.env.HUD_FMR_FILE || undefined;
const DATABASE_URL = process.env.DATABASE_URL;

if (!existsSync(SERVER_ENTRY)) {
  console.error('No compiled server: run `npm run build` first.');
  process.exit(1);
}

// ZIPs that every data source knows (unknown ZIPs are refused, which would count as errors).
const ZIPS = ['10001', '30301', '60601', '20001', '94103', '77002', '75201', '28202', '90012', '02108'];
const bodies = ZIPS.flatMap((zipcode) =>
  [0, 1, 2, 3].map((bedrooms) =>
    JSON.stringify({ zipcode, currentRent: 1500 + bedrooms * 400, bedrooms, housingType: 'apartment', tierLevel: 'average' }),
  ),
);
const ANALYZE = '/api/functions/analyze-market-data';
const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-bench-empty-'));
const tempDirs: string[] = [emptyDir];
const children = new Set<ChildProcess>();

interface Running {
  child: ChildProcess;
  url: string;
  firstAnswerMs: number;
  /** CPU time (all threads, user + system) the process used until then: less sensitive to a shared machine. */
  firstAnswerCpuMs: number;
  output: () => string;
}

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** User and system CPU time of a process (all threads), in ms. */
function cpuTimes(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 }; // utime, stime in 10 ms clock ticks
}

function cpuMs(pid: number): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/** Spawns a process and waits for its first successful analysis answer (polling every 10 ms, at most 60 s). */
async function launch(args: string[], env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const { child, output } = spawnNode(args, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env });
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Process exited early:\n${output()}`);
    const response = await fetch(`${url}${ANALYZE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[0],
    }).catch(() => null);
    if (response) {
      const text = await response.text();
      if (!response.ok) throw new Error(`First analysis answered ${response.status}: ${text}`);
      return { child, url, firstAnswerMs: performance.now() - started, firstAnswerCpuMs: cpuMs(child.pid!), output };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No analysis answer within 60 s:\n${output()}`);
}

async function stop(running: Running) {
  const { child } = running;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  children.delete(child);
}

/**
 * Before reading memory: 1 s, then an answer from /api/health, which needs the database. The embedded server answers
 * analyses while PGlite still opens (ADR 0033), so memory is read only once the database is open too.
 */
async function settle(running: Running) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await fetch(`${running.url}/api/health`).then((response) => response.text());
}

function startApp(dataDir: string, env: Record<string, string>) {
  return launch([SERVER_ENTRY], { DATA_DIR: dataDir, ...env });
}

/** Same POSTs, a static body: what node:http alone costs on this machine with this load generator. */
function startBare(body: string) {
  const code = `
    import http from 'node:http';
    const body = Buffer.from(process.env.BENCH_BODY);
    http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        res.end(body);
      });
    }).listen(Number(process.env.PORT), '127.0.0.1');`;
  return launch(['--input-type=module', '-e', code], { BENCH_BODY: body });
}

interface LoadResult {
  rps: number;
  /** The server's CPU time per request (user + system): what each answer costs, whoever else uses the machine. */
  cpuUsPerRequest: number;
  userUsPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  seconds: number;
}

async function load(server: Running, seconds: number): Promise<LoadResult> {
  const { url } = server;
  let i = 0;
  const before = cpuTimes(server.child.pid!);
  const result = await autocannon({
    url: `${url}${ANALYZE}`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodies[0],
    setupClient: (client) => {
      client.on('response', () => {
        i = (i + 1) % bodies.length;
        client.setBody(bodies[i]!);
      });
    },
  });
  const after = cpuTimes(server.child.pid!);
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    cpuUsPerRequest: ((after.user + after.system - before.user - before.system) * 1000) / requests,
    userUsPerRequest: ((after.user - before.user) * 1000) / requests,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
    seconds,
  };
}

/** Rounds of one server's load merged: requests/s and CPU over all of them, the worst p50/p99 of a round. */
function merged(rounds: LoadResult[]): LoadResult {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const weighted = (pick: (r: LoadResult) => number) => rounds.reduce((sum, r) => sum + pick(r) * r.requests, 0) / Math.max(1, requests);
  return {
    rps: requests / seconds,
    cpuUsPerRequest: weighted((r) => r.cpuUsPerRequest),
    userUsPerRequest: weighted((r) => r.userUsPerRequest),
    p50: Math.max(...rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    requests,
    seconds,
  };
}

function print(line = '') {
  console.log(line);
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const startTime = (run: Running) => `${ms(run.firstAnswerMs)} (CPU ${ms(run.firstAnswerCpuMs)})`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

function marketEnv(withMarketData: boolean): Record<string, string> {
  if (!withMarketData) return { MARKET_DATA_DIR: emptyDir };
  return { MARKET_DATA_DIR, ...(HUD_FILE ? { HUD_FMR_FILE: HUD_FILE } : {}) };
}

async function benchDatabase(label: string, dbEnv: Record<string, string>) {
  print(`== ${label} ==`);
  // Cold start with the market data: empty data directory (migrations, data import), then the load test.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-bench-data-'));
  tempDirs.push(dataDir);
  const cold = await startApp(dataDir, { ...dbEnv, ...marketEnv(true) });
  await settle(cold);
  const afterStart = memoryMb(cold.child.pid!);
  print(`cold start to first analysis (empty data dir, market data):  ${startTime(cold)}`);
  print(`resident memory after start-up:                              ${mb(afterStart.rss)} (peak during start-up ${mb(afterStart.peak)})`);

  const sample = await (
    await fetch(`${cold.url}${ANALYZE}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0] })
  ).text();
  const bare = await startBare(sample);
  // Warm-up both, then measure the app and the bare server back to back with the same generator.
  await load(bare, WARMUP_SECONDS);
  await load(cold, WARMUP_SECONDS);
  const appRounds: LoadResult[] = [];
  const bareRounds: LoadResult[] = [];
  const loadBefore = os.loadavg()[0]!;
  const roundSeconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    appRounds.push(await load(cold, roundSeconds));
    bareRounds.push(await load(bare, roundSeconds));
  }
  const loadAfter = os.loadavg()[0]!;
  const app = merged(appRounds);
  const afterLoad = memoryMb(cold.child.pid!);
  const base = merged(bareRounds);
  await stop(bare);
  print(`resident memory after ${`${WARMUP_SECONDS + SECONDS} s of load:`.padEnd(39)}${mb(afterLoad.rss)} (peak ${mb(afterLoad.peak)})`);
  const row = (name: string, r: LoadResult) =>
    `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   server CPU ${r.cpuUsPerRequest.toFixed(0)} us/request`;
  print(`load: ${CONNECTIONS} connections, ${roundSeconds * ROUNDS} s each after ${WARMUP_SECONDS} s warm-up, autocannon, POST ${ANALYZE}`);
  print(row('  analysis API', app));
  print(row('  bare node:http, static body', base));
  const ratio = app.rps / base.rps;
  print(`  ratio analysis/bare: ${ratio.toFixed(2)} (target >= 0.75)   analysis p99: ${app.p99} ms (target < 4 ms)`);
  print(
    `  ${ROUNDS} alternating rounds of ${roundSeconds} s; server user CPU ${app.userUsPerRequest.toFixed(0)} / ${base.userUsPerRequest.toFixed(0)} us/request (analysis / bare); ` +
      `load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
  await stop(cold);

  const restart = await startApp(dataDir, { ...dbEnv, ...marketEnv(true) });
  await settle(restart);
  const restartMemory = memoryMb(restart.child.pid!);
  await stop(restart);
  print(`restart to first analysis (same data dir):                   ${startTime(restart)}`);
  print(`resident memory after restart:                               ${mb(restartMemory.rss)} (peak ${mb(restartMemory.peak)})`);

  const bareDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-bench-data-'));
  tempDirs.push(bareDir);
  const without = await startApp(bareDir, { ...dbEnv, ...marketEnv(false) });
  await settle(without);
  const withoutMemory = memoryMb(without.child.pid!);
  await stop(without);
  print(`cold start without market data (MARKET_DATA_DIR empty):      ${startTime(without)}`);
  print(`resident memory after start-up without market data:          ${mb(withoutMemory.rss)} (peak ${mb(withoutMemory.peak)})`);
  print();
  return {
    cold: cold.firstAnswerMs,
    restart: restart.firstAnswerMs,
    afterStart: afterStart.rss,
    afterLoad: afterLoad.rss,
    ratio,
    p99: app.p99,
  };
}

try {
  print(`RentCheck bench, ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`);
  print(`market data: MARKET_DATA_DIR=${MARKET_DATA_DIR}${HUD_FILE ? `, HUD_FMR_FILE=${HUD_FILE}` : ''}`);
  print();
  const embedded = await benchDatabase('embedded PGlite (default)', {});
  const met = [
    embedded.afterStart < 300,
    embedded.afterLoad < 400,
    embedded.cold < 2000,
    embedded.restart < 1000,
    embedded.ratio >= 0.75,
    embedded.p99 < 4,
  ];
  if (DATABASE_URL) await benchDatabase('PostgreSQL (DATABASE_URL)', { DATABASE_URL });
  else print('PostgreSQL: skipped (set DATABASE_URL to include it)');
  print(
    `embedded targets: RSS < 300 MB after start-up, < 400 MB after load, cold start < 2 s, restart < 1 s, ratio >= 0.75, p99 < 4 ms: ${met.every(Boolean) ? 'all met' : `${met.filter((m) => !m).length} not met`}`,
  );
} finally {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
