import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, ROOT, SERVER_ENTRY, spawnNode } from '../e2e/support/server.ts';

// npm run bench (docs/performance.md, "How to measure" and "Budgets"): runs the compiled server (npm run build first) and prints, in one run,
// - the analysis API's requests/s and p99 at 50 connections beside a bare node:http server answering the same POSTs
//   with a static body, from the same load generator in the same run: wrk (Debian's package, installed when missing
//   and this runs as root with apt-get), on one CPU while the server under test has the other, so that the generator
//   is not what limits either server (its CPU use is printed); without wrk, autocannon in this process, which on a
//   2-CPU machine saturates first and narrows the gap between the two servers (docs/performance.md, "How to measure"); and beside them the stack's
//   floor, Hono on @hono/node-server answering the same static body with no middleware (docs/performance.md, "Budgets");
// - cold start (empty data directory) and restart times to the first analysis answer;
// - resident memory after start-up (1 s after the first answer, once the database answers too) and after the load
//   test (BENCH_SECONDS of warm-up plus measurement, 20 s);
// - cold start and memory with the market data loaded and without it (MARKET_DATA_DIR set to an empty directory);
// for the embedded PGlite default, and for PostgreSQL too when DATABASE_URL is set;
// - with DATABASE_URL, requests/s of WEB_CONCURRENCY=2 (two workers on one port) against one process, same run.
// All traffic goes to 127.0.0.1; every run is bounded in time. On a shared machine compare the ratios and the server
// CPU per request (split into user and system time, docs/performance.md, "How to measure"), not the absolute numbers: the analysis API and the bare
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

/** wrk if it is there (or can be installed: root with apt-get), else null and autocannon is used. */
function findWrk(): string | null {
  const which = () => spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim() || null;
  const found = which();
  if (found || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get') || process.env.BENCH_NO_INSTALL) return found;
  console.log("wrk is missing: installing Debian's wrk package for the load test...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env });
  return which();
}
const WRK = findWrk();
const CPUS = os.cpus().length;
/** With two CPUs or more, the generator runs on CPU 0 and the server under test on CPU 1. */
const PIN = CPUS >= 2 && spawnSync('sh', ['-c', 'command -v taskset'], { encoding: 'utf8' }).status === 0;
const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-bench-empty-'));
const tempDirs: string[] = [emptyDir];
/** The same bodies as autocannon sends, one after the other on each connection. */
const wrkScript = path.join(emptyDir, 'bodies.lua');
writeFileSync(
  wrkScript,
  [
    'wrk.method = "POST"',
    'wrk.headers["Content-Type"] = "application/json"',
    `local bodies = { ${bodies.map((body) => `[==[${body}]==]`).join(', ')} }`,
    'local i = 0',
    'request = function() i = i % #bodies + 1; return wrk.format(nil, nil, nil, bodies[i]) end',
    '',
  ].join('\n'),
);
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

/** The pids a process started (the cluster's workers under WEB_CONCURRENCY), from /proc. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU time of a process and its children (a cluster's primary and its workers), in ms. */
function treeCpuTimes(pid: number): { user: number; system: number } {
  let user = 0;
  let system = 0;
  for (const each of [pid, ...childPids(pid)]) {
    try {
      const times = cpuTimes(each);
      user += times.user;
      system += times.system;
    } catch {
      // A worker that has just exited.
    }
  }
  return { user, system };
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
 * analyses while PGlite still opens (docs/performance.md, "Start-up and memory"), so memory is read only once the database is open too.
 */
async function settle(running: Running) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await fetch(`${running.url}/api/health`).then((response) => response.text());
}

function startApp(dataDir: string, env: Record<string, string>) {
  return launch([SERVER_ENTRY], { DATA_DIR: dataDir, ...env });
}

/** During the load test the server under test has CPU 1 to itself (the generator has CPU 0). */
function pinServer(running: Running) {
  pin(running.child.pid!, 1);
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

/**
 * The stack's floor: Hono on @hono/node-server (the project's own copies) with one route that reads the body and answers
 * the same static body, no middleware. What the analysis API costs beyond this is ours; what this costs beyond the bare
 * server is the framework's, which every API route pays (docs/performance.md, "Request path").
 */
function startHonoFloor(body: string) {
  const code = `
    import { serve } from '@hono/node-server';
    import { Hono } from 'hono';
    const body = process.env.BENCH_BODY;
    const app = new Hono().post('${ANALYZE}', async (c) => {
      await c.req.text();
      return c.body(body, 200, { 'content-type': 'application/json' });
    });
    serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });`;
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
  /** The load generator's CPU time over the run as a share of one CPU (wrk only): near 1, it limited the result. */
  generatorCpuShare?: number;
}

/** Pins a process to one CPU (taskset), so the generator and the server under test never share one. */
function pin(pid: number, cpu: number) {
  if (PIN) spawnSync('taskset', ['-pc', String(cpu), String(pid)], { stdio: 'ignore' });
}

/** wrk's text report: requests/s, latency percentiles (ms), non-2xx answers and socket errors. */
function parseWrk(text: string) {
  const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? Number.NaN);
  const percentile = (p: string) => {
    const match = text.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    return match ? ms(match[1]!, match[2]!) : Number.NaN;
  };
  const socketErrors = text.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    requests: Number(text.match(/(\d+) requests in/)?.[1] ?? 0),
    p50: percentile('50'),
    p99: percentile('99'),
    errors:
      Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

async function loadWithWrk(server: Running, seconds: number): Promise<LoadResult> {
  const before = treeCpuTimes(server.child.pid!);
  const generator = spawn(WRK!, ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', wrkScript, `${server.url}${ANALYZE}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  pin(generator.pid!, 0);
  let text = '';
  generator.stdout.on('data', (chunk) => {
    text += chunk;
  });
  let generatorCpu = { user: 0, system: 0 };
  const sampler = setInterval(() => {
    try {
      generatorCpu = cpuTimes(generator.pid!);
    } catch {
      // It has just exited: the last sample stands.
    }
  }, 200);
  await new Promise((resolve) => generator.once('exit', resolve));
  clearInterval(sampler);
  const after = treeCpuTimes(server.child.pid!);
  const result = parseWrk(text);
  const requests = Math.max(1, result.requests);
  return {
    rps: result.requests / seconds,
    cpuUsPerRequest: ((after.user + after.system - before.user - before.system) * 1000) / requests,
    userUsPerRequest: ((after.user - before.user) * 1000) / requests,
    p50: Math.round(result.p50 * 100) / 100,
    p99: Math.round(result.p99 * 100) / 100,
    errors: result.errors,
    requests: result.requests,
    seconds,
    generatorCpuShare: (generatorCpu.user + generatorCpu.system) / (seconds * 1000),
  };
}

async function load(server: Running, seconds: number): Promise<LoadResult> {
  if (WRK) return loadWithWrk(server, seconds);
  const { url } = server;
  let i = 0;
  const before = treeCpuTimes(server.child.pid!);
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
  const after = treeCpuTimes(server.child.pid!);
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
    generatorCpuShare: rounds.some((r) => r.generatorCpuShare !== undefined)
      ? Math.max(...rounds.map((r) => r.generatorCpuShare ?? 0))
      : undefined,
  };
}

const row = (name: string, r: LoadResult) =>
  `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}   server CPU ${r.cpuUsPerRequest.toFixed(0)} us/request` +
  (r.generatorCpuShare === undefined ? '' : `   generator CPU ${(r.generatorCpuShare * 100).toFixed(0)}%`);

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
  const floor = await startHonoFloor(sample);
  pinServer(cold);
  pinServer(bare);
  pinServer(floor);
  // Warm-up all three, then measure them back to back with the same generator.
  await load(bare, WARMUP_SECONDS);
  await load(floor, WARMUP_SECONDS);
  await load(cold, WARMUP_SECONDS);
  const appRounds: LoadResult[] = [];
  const bareRounds: LoadResult[] = [];
  const floorRounds: LoadResult[] = [];
  const loadBefore = os.loadavg()[0]!;
  const roundSeconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    appRounds.push(await load(cold, roundSeconds));
    bareRounds.push(await load(bare, roundSeconds));
    floorRounds.push(await load(floor, roundSeconds));
  }
  const loadAfter = os.loadavg()[0]!;
  const app = merged(appRounds);
  const afterLoad = memoryMb(cold.child.pid!);
  const base = merged(bareRounds);
  const framework = merged(floorRounds);
  await stop(bare);
  await stop(floor);
  print(`resident memory after ${`${WARMUP_SECONDS + SECONDS} s of load:`.padEnd(39)}${mb(afterLoad.rss)} (peak ${mb(afterLoad.peak)})`);
  const generator = WRK
    ? `wrk, 1 thread${PIN ? ' on CPU 0, server under test on CPU 1' : ''}`
    : 'autocannon in the bench process (wrk not found: on 2 CPUs autocannon saturates before the servers and narrows their gap)';
  print(
    `load: ${CONNECTIONS} connections, ${roundSeconds * ROUNDS} s each after ${WARMUP_SECONDS} s warm-up, ${generator}, POST ${ANALYZE}`,
  );
  print(row('  analysis API', app));
  print(row('  bare node:http, static body', base));
  print(row('  Hono floor, static body', framework));
  const ratio = app.rps / base.rps;
  print(`  ratio analysis/bare: ${ratio.toFixed(2)} (target >= 0.35)   analysis p99: ${app.p99} ms (target < 15 ms)`);
  print(`  ratio Hono floor/bare: ${(framework.rps / base.rps).toFixed(2)}   analysis/Hono floor: ${(app.rps / framework.rps).toFixed(2)}`);
  print(
    `  ${ROUNDS} alternating rounds of ${roundSeconds} s; server user CPU ${app.userUsPerRequest.toFixed(0)} / ${base.userUsPerRequest.toFixed(0)} / ${framework.userUsPerRequest.toFixed(0)} us/request (analysis / bare / Hono floor); ` +
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

/**
 * WEB_CONCURRENCY=2 (two workers sharing the port, docs/performance.md, "Budgets") against one process, both on PostgreSQL, loaded in
 * alternating rounds by the same generator. Neither is pinned to a CPU: the workers need every CPU, so on a 2-CPU
 * machine the generator competes with them, and the gain shown is less than on a machine with CPUs to spare.
 */
async function benchCluster(dbEnv: Record<string, string>) {
  print('== WEB_CONCURRENCY=2 against one process, PostgreSQL (DATABASE_URL) ==');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-bench-data-'));
  tempDirs.push(dataDir);
  const one = await startApp(dataDir, { ...dbEnv, ...marketEnv(true) });
  const two = await startApp(dataDir, { ...dbEnv, ...marketEnv(true), WEB_CONCURRENCY: '2' });
  await settle(one);
  await settle(two);
  print(`workers under WEB_CONCURRENCY=2: ${childPids(two.child.pid!).length} (primary ${two.child.pid})`);
  await load(one, WARMUP_SECONDS);
  await load(two, WARMUP_SECONDS);
  const oneRounds: LoadResult[] = [];
  const twoRounds: LoadResult[] = [];
  const roundSeconds = Math.max(1, Math.round(SECONDS / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    oneRounds.push(await load(one, roundSeconds));
    twoRounds.push(await load(two, roundSeconds));
  }
  const single = merged(oneRounds);
  const cluster = merged(twoRounds);
  print(
    `load: ${CONNECTIONS} connections, ${roundSeconds * ROUNDS} s each after ${WARMUP_SECONDS} s warm-up, ${WRK ? 'wrk, 1 thread' : 'autocannon'}, POST ${ANALYZE}, no CPU pinning`,
  );
  print(row('  one process', single));
  print(row('  WEB_CONCURRENCY=2', cluster));
  print(
    `  requests/s WEB_CONCURRENCY=2 / one process: ${(cluster.rps / single.rps).toFixed(2)} on ${os.cpus().length} CPUs shared with the generator`,
  );
  await stop(one);
  await stop(two);
  print();
}

try {
  print(`RentCheck bench, ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`);
  print(`market data: MARKET_DATA_DIR=${MARKET_DATA_DIR}${HUD_FILE ? `, HUD_FMR_FILE=${HUD_FILE}` : ''}`);
  print();
  const embedded = await benchDatabase('embedded PGlite (default)', {});
  const met = [
    embedded.afterStart < 300,
    embedded.afterLoad < 300,
    embedded.cold < 2000,
    embedded.restart < 1000,
    embedded.ratio >= 0.35,
    embedded.p99 < 15,
  ];
  if (DATABASE_URL) {
    await benchDatabase('PostgreSQL (DATABASE_URL)', { DATABASE_URL });
    await benchCluster({ DATABASE_URL });
  } else print('PostgreSQL and WEB_CONCURRENCY=2: skipped (set DATABASE_URL to include them)');
  print(
    `embedded targets (docs/performance.md, "Budgets"): RSS < 300 MB after start-up and after load, cold start < 2 s, restart < 1 s, ratio >= 0.35, p99 < 15 ms: ${met.every(Boolean) ? 'all met' : `${met.filter((m) => !m).length} not met`}`,
  );
} finally {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
