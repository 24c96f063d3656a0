import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * One process at a time owns the embedded database in a DATA_DIR (ADR 0080): the server, or an operator script
 * (backup, restore, testimonials). Ownership is a listening local socket whose name comes from the directory's real
 * path, bound by the owner: binding is atomic (a second bind fails with EADDRINUSE), and the operating system
 * releases it when the owner's process ends, however it ends (kill -9, the OOM killer, a crash), before the process
 * is even reaped. A second process connects to it and is told the owner's pid. No pid file is compared with
 * kill(pid, 0): a dead owner that is still a zombie, or whose pid was reused, looked alive to that.
 *
 * On Linux the socket is in the abstract namespace (no file at all); on Windows it is a named pipe (also released by
 * the system); elsewhere it is a socket file in the temporary directory, where a file left by a dead owner refuses
 * connections and is replaced.
 */

/** The socket that stands for the embedded database in dataDir. */
function ownerAddress(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0rentcheck-embedded-db-${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\rentcheck-embedded-db-${id}`;
  return path.join(os.tmpdir(), `rentcheck-db-${id}.sock`);
}

/** What the owner answers to every connection: its pid. */
interface OwnerInfo {
  pid: number;
}

/**
 * The owner's answer, or null when none came: nobody listens (a socket file left by a dead owner), or the owner is
 * dying (killed, its socket not yet closed by the system) or too busy to answer.
 */
function askOwner(address: string): Promise<OwnerInfo | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => resolve(null));
    socket.on('close', () => {
      try {
        const { pid } = JSON.parse(answer) as OwnerInfo;
        resolve(Number.isInteger(pid) ? { pid } : null);
      } catch {
        resolve(null);
      }
    });
  });
}

function listen(address: string): Promise<net.Server | NodeJS.ErrnoException> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end(JSON.stringify({ pid: process.pid } satisfies OwnerInfo));
    });
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    server.listen({ path: address, exclusive: true }, () => {
      // Held as long as the process lives, without keeping it alive.
      server.unref();
      resolve(server);
    });
  });
}

export type EmbeddedClaim = { owner: null; release: () => Promise<void> } | { owner: OwnerInfo; release?: undefined };

/**
 * Claims the embedded database in dataDir for this process. `owner: null` with `release` once it is this process's
 * (held until release or the end of the process); otherwise the process that holds it, and nothing is claimed.
 */
export async function claimEmbeddedDatabase(dataDir: string): Promise<EmbeddedClaim> {
  const address = ownerAddress(dataDir);
  const fileSocket = process.platform !== 'linux' && process.platform !== 'win32';
  // A pid file written by an older version means nothing now.
  rmSync(path.join(dataDir, 'server.pid'), { force: true });
  // Only the bind decides; the owner's answer only names it. A bind refused by an owner that does not answer (killed
  // a moment ago: the system closes its socket as the process ends) is tried again for up to 5 seconds.
  for (let attempt = 0; attempt < 50; attempt++) {
    const bound = await listen(address);
    if (bound instanceof net.Server) {
      return { owner: null, release: () => new Promise<void>((resolve) => bound.close(() => resolve())) };
    }
    if (bound.code !== 'EADDRINUSE') throw bound;
    const owner = await askOwner(address);
    if (owner) return { owner };
    // A socket file left by a dead owner (not on Linux or Windows, where nothing is left) refuses connections: replace it.
    if (fileSocket) rmSync(address, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { owner: { pid: 0 } };
}
