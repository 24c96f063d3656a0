import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_ROUTES } from '#domain/routes.ts';
import { ROOT, startServer } from '../e2e/support/server.ts';

// Lighthouse (mobile profile: emulated phone, simulated slow 4G and 4x CPU slowdown) against the built app, with
// Debian's Chromium. Prints the four category scores for every public page (the prerendered routes) or the paths
// given, and fails when any score is below the target (100 unless --min N).
// Usage: npm run build && npm run lighthouse [-- /path ... --min 100]
// Needs the dev dependencies `lighthouse` and `chrome-launcher`; not part of `npm test`.

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
const args = process.argv.slice(2);
const minIndex = args.indexOf('--min');
const min = minIndex >= 0 ? Number(args[minIndex + 1]) : 100;
const paths = args.filter((arg, i) => arg.startsWith('/') && (minIndex < 0 || i !== minIndex + 1));
const pages = paths.length > 0 ? paths : PRERENDERED_ROUTES.map((route) => route.path);

if (!existsSync(path.join(ROOT, 'dist/client/prerender/index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const { default: lighthouse } = await load<{ default: Lighthouse }>('lighthouse');
const chromeLauncher = await load<ChromeLauncher>('chrome-launcher');

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const reportDir = path.join(ROOT, 'test-results/lighthouse');
mkdirSync(reportDir, { recursive: true });

let failed = false;
try {
  for (const page of pages) {
    const audit = () =>
      lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] });
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
    writeFileSync(path.join(reportDir, `${name}.html`), Array.isArray(result.report) ? result.report.join('\n') : result.report);
    const scores = CATEGORIES.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)] as const);
    console.log(`${page}  ${scores.map(([id, score]) => `${id} ${score}`).join('  ')}`);
    // The metrics behind the performance score, and the main-thread time (TBT is noisy on a shared machine).
    const metric = (id: string) => result.lhr.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? '-';
    console.log(
      `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}  main thread ${metric('mainthread-work-breakdown')}  JS ${metric('bootup-time')}`,
    );
    for (const [id, score] of scores) {
      if (score < min) {
        failed = true;
        console.log(`  ${id} is below ${min}`);
      }
    }
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
  }
  console.log(`Reports: ${path.relative(ROOT, reportDir)}/`);
} finally {
  await chrome.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
