import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * A migrated PGlite data directory (made once by global-setup) that test servers copy, so each starts fast. Named per
 * checkout, so browser tests running at the same time in two git worktrees (with different migrations) do not share it.
 */
export const TEMPLATE_DIR = path.join(os.tmpdir(), `rentcheck-e2e-template-${createHash('sha256').update(ROOT).digest('hex').slice(0, 8)}`);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The compiled server that `npm start` runs. */
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/index.js');
/** The same server from its TypeScript source, through tsx: no build needed. */
export const SOURCE_ENTRY = ['--import', 'tsx', 'src/server/index.ts'];

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Start from the migrated template (default) or from an empty database. */
  fromTemplate?: boolean;
  dataDir?: string;
  /** 'compiled' (default): dist/server/index.js, as `npm start` runs it; 'source': src/server/index.ts through tsx. */
  entry?: 'compiled' | 'source';
  /** The folder the process starts in (default: the repository). */
  cwd?: string;
}

/**
 * Runs `node <args>` from the repository (or `cwd`) with a minimal environment (PATH, HOME and `env`), collecting what
 * it prints.
 */
export function spawnNode(args: string[], env: Record<string, string>, cwd = ROOT): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/**
 * Starts a real server process on a free port with its own data directory: the compiled production server
 * (`dist/server/index.js`, built by `npm run build`) unless `entry` is 'source'.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const compiled = options.entry !== 'source';
  if (compiled && !existsSync(SERVER_ENTRY)) throw new Error('No compiled server: run `npm run build` first (npm test does).');
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'rentcheck-e2e-'));
  if (!options.dataDir && options.fromTemplate !== false && existsSync(TEMPLATE_DIR)) {
    cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  }
  const { child, output } = spawnNode(
    compiled ? [SERVER_ENTRY] : SOURCE_ENTRY,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    options.cwd,
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error(`Server did not start:\n${output()}`);
  return {
    url,
    port,
    pid: child.pid!,
    dataDir,
    logs: output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
