import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Operator commands (npm run data:hud, testimonials, db:backup, db:restore): the build's compiled copy in dist/server
// with NODE_ENV=production or where tsx is not installed (a production install, `npm ci --omit=dev` after
// `npm run build`, needs no TypeScript loader); otherwise from source through tsx, so development always runs the
// current code. Kept as JavaScript.
const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
let tsx = process.env.NODE_ENV !== 'production';
try {
  if (tsx) import.meta.resolve('tsx');
} catch {
  tsx = false;
}
const argv = tsx
  ? ['--import', 'tsx', path.join(root, 'scripts', `${name}.ts`), ...args]
  : [path.join(root, 'dist/server', `${name}.js`), ...args];
const run = spawnSync(process.execPath, argv, { stdio: 'inherit' });
process.exit(run.status ?? 1);
