import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Reports the landing page's initial JavaScript (entry, the app's start-up chunk it loads after the first paint, the
// landing route chunk, and their static imports), gzipped, file by file, and fails the build above the budget: 110 KB (docs/performance.md, "First JavaScript").
const LIMIT_KB = 110;
const root = 'dist/client';
const manifest = JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean }
>;

function collect(key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep, seen);
}

const keys = new Set<string>();
collect('index.html', keys);
collect('src/web/app/start.ts', keys);
collect('src/web/app/routes/landing.tsx', keys);
let total = 0;
const rows: string[] = [];
for (const key of keys) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  const bytes = gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
  total += bytes;
  rows.push(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
console.log(rows.join('\n'));
const kb = total / 1024;
console.log(`Landing page initial JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${LIMIT_KB} KB)`);
if (kb > LIMIT_KB) {
  console.error(`Over budget by ${(kb - LIMIT_KB).toFixed(1)} KB`);
  process.exit(1);
}
