import { constants, cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import { migrations } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL in one WebAssembly instance whose memory never shrinks. PostgreSQL's default 128 MB of
 * shared buffers are all touched at start-up, so they are resident from the first second; our tables are a few
 * megabytes, so 16 MB of buffers hold them with room to spare (ADR 0020: about 300 MB -> 180 MB resident).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * An initialised and migrated PGlite data directory made by `npm run build` (scripts/pglite-template.ts). A first
 * start copies it instead of running initdb in the server process, which takes seconds and leaves a second
 * WebAssembly instance's memory behind, and finds the migrations applied (ADR 0020).
 */
export const PGLITE_TEMPLATE_DIR = path.resolve('dist/pglite-template');

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Opens PGlite on `dir`, seeding an empty directory from the build's template when there is one. */
export function openPGlite(dir: string | undefined, templateDir = PGLITE_TEMPLATE_DIR): PGlite {
  if (!dir) return new PGlite({ startParams: PGLITE_START_PARAMS });
  if (isEmptyDir(dir) && existsSync(path.join(templateDir, 'PG_VERSION'))) {
    // A copy-on-write clone where the file system supports it, a plain copy elsewhere.
    cpSync(templateDir, dir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  }
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir, { startParams: PGLITE_START_PARAMS });
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite directory; when absent (tests) PGlite lives in memory. */
  dataDir?: string | undefined;
  maxConnections?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const { url, maxConnections = 10 } = options;
    // pg loads with the first query, so the embedded default never loads it (ADR 0033: start-up time).
    const pool = async () => new (await import('pg')).default.Pool({ connectionString: url, max: maxConnections });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const client = openPGlite(options.dataDir ? path.resolve(options.dataDir, 'pglite') : undefined);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Whether every migration is recorded as applied, read with two small queries. Kysely's Migrator checks this too,
 * but only after introspecting the catalog and taking its lock, which costs a start on PGlite about 100 ms (ADR 0033).
 */
async function migrationsCurrent(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  const expected = Object.keys(migrations);
  return names.size === expected.length && expected.every((name) => names.has(name));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await migrationsCurrent(db)) return;
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
