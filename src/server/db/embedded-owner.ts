import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pidFileOf = (dataDir: string) => path.resolve(dataDir, 'server.pid');

/** The process id of a running server that holds the embedded database in dataDir (server.pid), or null. */
export function embeddedDatabaseOwner(dataDir: string): number | null {
  const pidFile = pidFileOf(dataDir);
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
  if (!(pid > 0) || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Claims the embedded database in dataDir for this process (server.pid, removed at exit), so that a second server and
 * the operator scripts (backup, restore, testimonials) leave it alone. When a running server holds it already, nothing
 * is written and that server's pid is returned; null once the database is this process's.
 */
export function claimEmbeddedDatabase(dataDir: string): number | null {
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner !== null) return owner;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFileOf(dataDir), String(process.pid));
  process.on('exit', () => rmSync(pidFileOf(dataDir), { force: true }));
  return null;
}
