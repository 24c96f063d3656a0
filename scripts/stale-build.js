import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` is made from: a change to any of these after the build was made calls for a new one. */
const BUILD_INPUTS = ['src', 'data', 'public', 'scripts', 'index.html', 'package-lock.json', 'vite.config.ts', 'vite.server.config.ts'];

/** The newest modification time under a file or folder (a folder's own time changes when an entry is added or removed). */
function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stats.mtimeMs);
}

/**
 * Why the checkout in `root` needs a build before `npm start`: 'missing' (none yet), 'changed' (a source, data file or
 * lock file is newer than the compiled server: after a git pull, say), or null when the build is current. A production
 * install holds the build without `src/` (docs/operations.md) and is never rebuilt: its copied files' times say nothing.
 */
export function staleBuildReason(root) {
  const server = statSync(path.join(root, 'dist/server/index.js'), { throwIfNoEntry: false });
  if (!server || !statSync(path.join(root, 'dist/client/index.html'), { throwIfNoEntry: false })) return 'missing';
  if (!statSync(path.join(root, 'src'), { throwIfNoEntry: false })) return null;
  return BUILD_INPUTS.some((input) => newestChange(path.join(root, input)) > server.mtimeMs) ? 'changed' : null;
}
