import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// `npm start`: build the client once when no build exists, then run the server (migrations run at start-up).
if (!existsSync('dist/client/index.html')) {
  console.log('No build found: building the app (first start only)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../src/server/index.ts');
