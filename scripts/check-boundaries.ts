import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Imports flow one way: domain imports nothing of ours (and no I/O or UI libraries); web and server never
// import each other, except type-only imports.
const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const rules: { area: string; forbidden: RegExp; allowTypes: boolean }[] = [
  { area: 'src/domain', forbidden: /^(#server|#web|node:|react|hono|kysely|pg$|better-auth|stripe|nodemailer)|\/(server|web)\//, allowTypes: false },
  { area: 'src/web', forbidden: /^#server|\/server\//, allowTypes: true },
  { area: 'src/server', forbidden: /^#web|\/web\//, allowTypes: false },
];

const violations: string[] = [];
for (const rule of rules) {
  for (const file of files(rule.area)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const [, , typeOnly, source] = match;
      if (source && rule.forbidden.test(source) && !(rule.allowTypes && typeOnly)) {
        violations.push(`${file}: imports ${source}`);
      }
    }
  }
}

if (violations.length > 0) {
  console.error(`Import boundary violations:\n${violations.join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries OK');
