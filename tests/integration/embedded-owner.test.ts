import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimEmbeddedDatabase } from '#server/db/embedded-owner.ts';
import { ROOT, SOURCE_ENTRY, spawnNode } from '../../e2e/support/server.ts';

// Issue 31: the embedded database is owned through a lock the operating system releases when the owner dies, so a
// restart right after kill -9 (the OOM killer, a power loss, systemd's Restart=on-failure) always starts, and a second
// live server is still refused.

interface Started {
  child: ChildProcess;
  output: () => string;
  /** The port it listens on, or null when it exited instead. */
  port: number | null;
  code: number | null;
}

interface Orphaned {
  /** The server's pid: a child of a parent that never reaps it, so killed it stays a zombie (as under a slow supervisor). */
  pid: number;
  port: number;
  /** The parent that never reaps (sleep): killing it lets init reap the zombie. */
  parent: ChildProcess;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts the real server on dataDir and waits until it listens or exits. */
function start(dataDir: string): Promise<Started> {
  const { child, output } = spawnNode(SOURCE_ENTRY, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  return new Promise((resolve) => {
    const check = () => {
      const port = output().match(/RentCheck listening on http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve({ child, output, port: Number(port), code: null });
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', (code) => resolve({ child, output, port: null, code }));
  });
}

/**
 * Starts the real server as the child of a parent that never reaps it (`sh -c 'node ... & exec sleep'`): killed, it
 * stays a zombie whose pid kill(pid, 0) still finds, as measured on the running product.
 */
function startOrphaned(dataDir: string): Promise<Orphaned | { output: string }> {
  const command = `"${process.execPath}" ${SOURCE_ENTRY.join(' ')} & echo "server-pid=$!"; exec sleep 900`;
  const child = spawn('sh', ['-c', command], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const output = () => text;
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  return new Promise((resolve) => {
    const check = () => {
      const port = output().match(/RentCheck listening on http:\/\/localhost:(\d+)/)?.[1];
      const pid = output().match(/server-pid=(\d+)/)?.[1];
      if (port && pid) resolve({ pid: Number(pid), port: Number(port), parent: child });
      if (/cannot start/.test(output())) {
        child.kill('SIGKILL');
        resolve({ output: output() });
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function post(port: number, pathname: string, body: unknown) {
  return fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify(body),
  });
}

describe('one owner of the embedded database, released by the system when it dies', () => {
  it('starts again right after kill -9 of a live server on the same data directory, 20 times, writes in flight', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-kill9-'));
    dirs.push(dataDir);
    const parents: ChildProcess[] = [];
    try {
      let server = await startOrphaned(dataDir);
      const accepted: string[] = [];
      for (let round = 1; round <= 20; round++) {
        if (!('pid' in server)) throw new Error(`round ${round}: ${server.output}`);
        parents.push(server.parent);
        const port = server.port;
        // A database write in flight when the process is killed (a sign-up writes an account).
        const email = `kill9.${round}.${Date.now()}@example.com`;
        const write = post(port, '/api/account/sign-up', { email, password: 'Sunny-Lease42!', fullName: 'Dana Rivera' })
          .then((r) => (r.status === 201 ? accepted.push(email) : undefined))
          .catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, round % 2 === 0 ? 5 : 150));
        process.kill(server.pid, 'SIGKILL');
        // At once, while the killed server is a zombie whose pid kill(pid, 0) still finds.
        const next = await startOrphaned(dataDir);
        expect('pid' in next ? 'listening' : next.output, `round ${round}`).toBe('listening');
        await write;
        server = next;
      }
      if (!('pid' in server)) throw new Error(server.output);
      parents.push(server.parent);
      // The last one answers, its database works and kept what it acknowledged before a kill.
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).status).toBe(200);
      for (const email of accepted)
        expect((await post(server.port, '/api/account/sign-in', { email, password: 'Sunny-Lease42!' })).status, email).toBe(200);
      process.kill(server.pid, 'SIGTERM');
    } finally {
      for (const parent of parents) parent.kill('SIGKILL');
    }
  }, 600_000);

  it("refuses a second live server with the first one's pid, and the first keeps serving", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-two-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    expect(first.port).not.toBeNull();
    const second = await start(dataDir);
    expect(second.port).toBeNull();
    expect(second.code).toBe(1);
    expect(second.output()).toContain(
      `RentCheck cannot start: another server (pid ${first.child.pid}) is using the embedded database in ${dataDir}. Stop it, or give this one its own DATA_DIR and PORT.`,
    );
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health/ready`)).status).toBe(200);
    first.child.kill('SIGTERM');
    await exited(first.child);
    // Stopped: the database is free again, for a script as for a server.
    const claim = await claimEmbeddedDatabase(dataDir);
    expect(claim.owner).toBeNull();
    await claim.release?.();
  }, 120_000);
});
