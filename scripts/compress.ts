import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Last build step before the bundle report: writes `<file>.gz` (level 9) beside every compressible file of
// dist/client, so the server reads them instead of compressing at start-up (docs/performance.md, "Start-up and memory").
const root = 'dist/client';
/** Text formats worth compressing (the server's serveStatic sends a `.gz` of these when the browser accepts gzip). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Smaller files are sent as they are. */
const GZIP_MIN_BYTES = 512;
let count = 0;
function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (COMPRESSIBLE.has(path.extname(name))) {
      const body = readFileSync(full);
      if (body.length <= GZIP_MIN_BYTES) continue;
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`Gzipped ${count} files in ${root}`);
