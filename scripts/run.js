import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Operator commands (npm run data:hud, testimonials, db:backup, db:restore): from source through tsx where it is
// installed (a development checkout: always the current code), else the build's compiled copy in dist/server (a
// production install, `npm ci --omit=dev` after `npm run build`, has no TypeScript loader). Kept as JavaScript.
const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
let tsx = true;
try {
  import.meta.resolve('tsx');
} catch {
  tsx = false;
}
const argv = tsx
  ? ['--import', 'tsx', path.join(root, 'scripts', `${name}.ts`), ...args]
  : [path.join(root, 'dist/server', `${name}.js`), ...args];
const run = spawnSync(process.execPath, argv, { stdio: 'inherit' });
process.exit(run.status ?? 1);
