import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimEmbeddedDatabase } from './embedded-owner.ts';

/**
 * Backups (ADR 0054): `npm run db:backup -- FILE` and `npm run db:restore -- FILE`. The embedded database (PGlite in
 * DATA_DIR/pglite) is saved whole with PGlite's dumpDataDir (a gzipped tar of its data directory) while no server
 * holds it, and restored with loadDataDir into an empty directory. PostgreSQL (DATABASE_URL) uses pg_dump's custom
 * format and pg_restore, from PostgreSQL's client tools.
 */
export class BackupError extends Error {}

export interface BackupTarget {
  /** DATABASE_URL, or undefined for the embedded database in dataDir. */
  url: string | undefined;
  dataDir: string;
}

/** Claims the embedded database for the backup or restore (a server cannot start meanwhile); the release. */
async function claimOrRefuse(dataDir: string): Promise<() => Promise<void>> {
  const claim = await claimEmbeddedDatabase(dataDir);
  if (claim.owner)
    throw new BackupError(
      `The server (pid ${claim.owner.pid}) is using the embedded database in ${dataDir}. Stop it first (systemctl stop rentcheck), then run this again.`,
    );
  return claim.release;
}

const pgliteDir = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** Runs a PostgreSQL client tool; a missing tool becomes a message saying what to install. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: install PostgreSQL's client tools, the same major version as the server or newer (Debian/Ubuntu: apt install postgresql-client).`,
            )
          : error,
      );
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

/** Writes a backup of the database to `file`; returns a one-line summary. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<string> {
  const output = path.resolve(file);
  mkdirSync(path.dirname(output), { recursive: true });
  if (target.url) {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--file', output, '--dbname', target.url]);
    return `Backed up the PostgreSQL database to ${output} (pg_dump custom format; restore with npm run db:restore -- ${file}).`;
  }
  const dir = pgliteDir(target.dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}: nothing to back up.`);
  const release = await claimOrRefuse(target.dataDir);
  try {
    const pg = new PGlite(dir);
    try {
      // dumpDataDir does not wait for PGlite to open (0.5.16: the process ends with the dump never settled).
      await pg.waitReady;
      const dump = await pg.dumpDataDir('gzip');
      writeFileSync(output, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
  } finally {
    await release();
  }
  return `Backed up the embedded database in ${dir} to ${output} (PGlite data directory, gzipped tar; restore with npm run db:restore -- ${file}).`;
}

/**
 * Restores `file` into the database. The embedded database is restored into DATA_DIR/pglite; one already there is
 * moved aside to pglite.before-restore-<time>, never deleted. PostgreSQL's objects are replaced (pg_restore --clean).
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<string> {
  const input = path.resolve(file);
  if (!existsSync(input)) throw new BackupError(`No backup file at ${input}.`);
  if (target.url) {
    await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', target.url, input]);
    return `Restored ${input} into the PostgreSQL database.`;
  }
  const release = await claimOrRefuse(target.dataDir);
  const dir = pgliteDir(target.dataDir);
  let keptAside = '';
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAside);
    }
    mkdirSync(dir, { recursive: true });
    const pg = new PGlite(dir, { loadDataDir: new Blob([readFileSync(input)]) });
    try {
      await pg.query('select 1');
    } finally {
      await pg.close();
    }
  } finally {
    await release();
  }
  return `Restored ${input} into the embedded database in ${dir}${keptAside ? ` (the previous one is kept in ${keptAside})` : ''}.`;
}
