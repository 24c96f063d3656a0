import { spawnSync } from 'node:child_process';
import { staleBuildReason } from './stale-build.js';

// `npm start`: build when there is no build yet or the sources changed since it was made (a git pull), then run the
// compiled server (plain JavaScript; migrations run at start-up). Kept as JavaScript so production needs no TypeScript
// loader.
const reason = staleBuildReason('.');
if (reason) {
  console.log(
    reason === 'missing' ? 'No build found: building the app...' : 'The sources changed since the last build: building the app...',
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/index.js');
