import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// `npm start`: build once when no build exists, then run the compiled server (plain JavaScript; migrations run at
// start-up). Kept as JavaScript so production needs no TypeScript loader.
if (!existsSync('dist/client/index.html') || !existsSync('dist/server/index.js')) {
  console.log('No build found: building the app (first start only)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/index.js');
