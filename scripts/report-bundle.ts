import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Reports the landing page's initial JavaScript (entry + landing route chunk + their static imports), gzipped, and
// fails the build above the budget. The target is 110 KB (ADR 0020); the budget follows what is reached, so a
// regression fails the build.
const LIMIT_KB = 141;
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
collect('src/web/app/routes/landing.tsx', keys);
let total = 0;
for (const key of keys) {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) continue;
  total += gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
}
const kb = total / 1024;
console.log(`Landing page initial JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${LIMIT_KB} KB)`);
if (kb > LIMIT_KB) {
  console.error(`Over budget by ${(kb - LIMIT_KB).toFixed(1)} KB`);
  process.exit(1);
}
