import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRERENDERED_ROUTES } from '#domain/routes.ts';
import { ROOT, startServer } from '../e2e/support/server.ts';

// Lighthouse (mobile profile: emulated phone, simulated slow 4G and 4x CPU slowdown) against the built app, with
// Debian's Chromium. Prints the four category scores for every public page (the prerendered routes) or the paths
// given, and fails when any score is below the target (100 unless --min N).
// Usage: npm run build && npm run lighthouse [-- /path ... --min 100 --runs 3]
// --runs N measures each page N times and judges the median of each score, as Lighthouse's authors advise for its run
// to run variance (docs/performance.md, "How to measure"); every run's scores are printed. A run below the target lists its long main-thread tasks
// after the first contentful paint (the source of Total Blocking Time).
// The app's server and this process run at the lowest CPU priority, so on a small machine they take no CPU from the
// browser being measured.
// Needs the dev dependencies `lighthouse` and `chrome-launcher`; not part of `npm test`.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}
interface LighthouseResult {
  lhr: {
    finalDisplayedUrl: string;
    /** Set when Lighthouse could not measure the page (e.g. NO_NAVSTART: the trace missed the navigation). */
    runtimeError?: { code: string; message: string };
    categories: Record<string, { title: string; score: number | null }>;
    audits: Record<
      string,
      {
        title: string;
        score: number | null;
        displayValue?: string;
        scoreDisplayMode: string;
        details?: { items?: { url?: string; wastedBytes?: number }[] };
      }
    >;
  };
  artifacts?: { Trace?: { traceEvents: TraceEvent[] } };
  report: string | string[];
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

async function load<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch {
    console.error(`The "${name}" package is not installed. Add it with: npm install --save-dev lighthouse chrome-launcher`);
    process.exit(2);
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse counts, after the first contentful paint, what a task recorded at more than 12.5 ms exceeds 50 ms at 4x. */
const LONG_TASK_MS = 12.5;
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const min = option('--min', 100);
const runs = Math.max(1, option('--runs', 1));
const optionValues = new Set(['--min', '--runs'].map((name) => args.indexOf(name) + 1).filter((i) => i > 0));
const paths = args.filter((arg, i) => arg.startsWith('/') && !optionValues.has(i));
const pages = paths.length > 0 ? paths : PRERENDERED_ROUTES.map((route) => route.path);

if (!existsSync(path.join(ROOT, 'dist/client/prerender/index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const { default: lighthouse } = await load<{ default: Lighthouse }>('lighthouse');
const chromeLauncher = await load<ChromeLauncher>('chrome-launcher');

const server = await startServer();
for (const pid of [process.pid, server.pid]) {
  try {
    os.setPriority(pid, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not permitted here: measured at normal priority.
  }
}
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const reportDir = path.join(ROOT, 'test-results/lighthouse');
mkdirSync(reportDir, { recursive: true });

/** The page's main-thread tasks after its first contentful paint recorded at LONG_TASK_MS or more, with what ran in them. */
function longTasks(events: TraceEvent[]): string[] {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return [];
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.dur !== undefined;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts > navigation.ts);
  if (!paint) return [];
  const parts = new Set(['FunctionCall', 'v8.evaluateModule', 'v8.compileModule', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame']);
  parts.add('MinorGC').add('MajorGC').add('Layout').add('UpdateLayoutTree').add('Paint').add('ParseHTML').add('EventDispatch');
  const inside = events.filter((e) => onMain(e) && parts.has(e.name));
  return events
    .filter((e) => onMain(e) && e.name === 'RunTask' && e.ts > paint.ts && e.dur! / 1000 >= LONG_TASK_MS)
    .map((task) => {
      const time = new Map<string, number>();
      for (const e of inside) {
        if (e.ts < task.ts || e.ts >= task.ts + task.dur!) continue;
        const what = e.args?.data?.url?.replace(server.url, '') ?? '';
        const key = what ? `${e.name} ${what}` : e.name;
        time.set(key, (time.get(key) ?? 0) + e.dur! / 1000);
      }
      const top = [...time]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
        .join(', ');
      return `    task at ${((task.ts - navigation.ts) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(1)} ms  ${top}`;
    });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

let failed = false;
try {
  for (const page of pages) {
    const audit = () =>
      lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const scoresByRun: Record<(typeof CATEGORIES)[number], number>[] = [];
    for (let run = 1; run <= runs; run++) {
      let result = await audit();
      // A run Lighthouse itself could not measure (its trace missed the navigation) is not a score: measured once more.
      if (result?.lhr.runtimeError) {
        console.log(`${page}  Lighthouse could not measure it (${result.lhr.runtimeError.code}); measuring again`);
        result = await audit();
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) {
        failed = true;
        console.log(`${page}  not measured: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        continue;
      }
      const name = page === '/' ? 'landing' : page.slice(1).replace(/\W+/g, '-');
      writeFileSync(
        path.join(reportDir, `${name}${runs > 1 ? `-${run}` : ''}.html`),
        Array.isArray(result.report) ? result.report.join('\n') : result.report,
      );
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)])) as Record<
        (typeof CATEGORIES)[number],
        number
      >;
      scoresByRun.push(scores);
      const label = runs > 1 ? `${page} (run ${run})` : page;
      console.log(`${label}  ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join('  ')}`);
      // The metrics behind the performance score, and the main-thread time (TBT is noisy on a shared machine).
      const metric = (id: string) => result.lhr.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? '-';
      console.log(
        `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}  main thread ${metric('mainthread-work-breakdown')}  JS ${metric('bootup-time')}`,
      );
      if (CATEGORIES.every((id) => scores[id] >= min)) continue;
      // What costs points, so a low score comes with its reasons.
      const misses = Object.values(result.lhr.audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
        )
        .map((audit) => `  - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      if (misses.length > 0) console.log(misses.join('\n'));
      // Which scripts Lighthouse counts as unused, so the next code split has a target.
      const unused = result.lhr.audits['unused-javascript']?.details?.items ?? [];
      for (const item of unused) {
        console.log(`    unused JavaScript: ${item.url?.replace(server.url, '')} ${((item.wastedBytes ?? 0) / 1024).toFixed(1)} KiB`);
      }
      if (scores.performance < min) console.log(longTasks(result.artifacts?.Trace?.traceEvents ?? []).join('\n'));
    }
    if (scoresByRun.length === 0) continue;
    const judged = Object.fromEntries(CATEGORIES.map((id) => [id, median(scoresByRun.map((scores) => scores[id]))]));
    if (runs > 1) console.log(`${page}  median of ${scoresByRun.length}: ${CATEGORIES.map((id) => `${id} ${judged[id]}`).join('  ')}`);
    for (const id of CATEGORIES) {
      if (judged[id]! < min) {
        failed = true;
        console.log(`  ${id} is below ${min}`);
      }
    }
  }
  console.log(`Reports: ${path.relative(ROOT, reportDir)}/`);
} finally {
  await chrome.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
