import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOURCE_ENTRY, spawnNode } from '../../e2e/support/server.ts';

/**
 * Runs the real server entry point (in a throwaway data directory, on a free port) until it prints that it listens,
 * then stops it, or until it exits on its own; returns its exit code and everything it printed.
 */
export function runServerUntilListening(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-server-'));
  const { child, output } = spawnNode(SOURCE_ENTRY, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
  const stopWhenListening = () => {
    if (output().includes('RentCheck listening')) child.kill('SIGTERM');
  };
  child.stdout?.on('data', stopWhenListening);
  child.stderr?.on('data', stopWhenListening);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output: output() });
    });
  });
}
