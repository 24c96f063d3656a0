import { constants, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import { migrations } from './migrations/index.ts';
import { BUILD_DIR } from '../package-root.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** What the last server to open this PGlite directory found (see `PGliteState`); null when unknown or PostgreSQL. */
  knownState: PGliteState | null;
  /** Records `state` in the PGlite directory for the next start (a no-op on PostgreSQL or in memory). */
  recordState(state: PGliteState): void;
  close(): Promise<void>;
}

/**
 * Written in a PGlite directory by the server once the database is open (and by `npm run build` in the template):
 * the migrations applied and whether HUD data was imported. When the next start finds the migrations it ships and no
 * import, it can answer requests that need no database while PGlite opens (docs/performance.md, "Start-up and memory"). Any other process opening the
 * directory (npm run data:hud, testimonials) removes the file through `openDatabase`, so it is never stale.
 */
export interface PGliteState {
  migrations: string[];
  hudImported: boolean;
}
export const PGLITE_STATE_FILE = 'rentcheck-state.json';

/** The migrations this build applies, in order. */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

export function writePGliteState(dir: string, state: PGliteState): void {
  writeFileSync(path.join(dir, PGLITE_STATE_FILE), JSON.stringify(state));
}

/** Reads and removes the state file of a PGlite directory. */
function takePGliteState(dir: string): PGliteState | null {
  const file = path.join(dir, PGLITE_STATE_FILE);
  if (!existsSync(file)) return null;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as Partial<PGliteState>;
    return Array.isArray(state.migrations) && typeof state.hudImported === 'boolean'
      ? { migrations: state.migrations.map(String), hudImported: state.hudImported }
      : null;
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * PGlite runs PostgreSQL in one WebAssembly instance whose memory never shrinks. PostgreSQL's default 128 MB of
 * shared buffers are all touched at start-up, so they are resident from the first second; our tables are a few
 * megabytes, so 16 MB of buffers hold them with room to spare (about 300 MB -> 180 MB resident; docs/performance.md, "Start-up and memory").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * An initialised and migrated PGlite data directory made by `npm run build` (scripts/pglite-template.ts). A first
 * start copies it instead of running initdb in the server process, which takes seconds and leaves a second
 * WebAssembly instance's memory behind, and finds the migrations applied (docs/performance.md, "Start-up and memory").
 */
export const PGLITE_TEMPLATE_DIR = path.join(BUILD_DIR, 'pglite-template');

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Opens PGlite on `dir`, seeding an empty directory from the build's template when there is one. */
export function openPGlite(dir: string | undefined, templateDir = PGLITE_TEMPLATE_DIR): PGlite {
  if (!dir) return new PGlite({ startParams: PGLITE_START_PARAMS });
  if (isEmptyDir(dir) && existsSync(path.join(templateDir, 'PG_VERSION'))) {
    // A copy-on-write clone where the file system supports it, a plain copy elsewhere. Copied beside the directory
    // and renamed into place, so a process stopped mid-copy leaves no half-copied database behind (docs/performance.md, "Start-up and memory").
    const parent = path.dirname(dir);
    const prefix = `${path.basename(dir)}.partial-`;
    if (existsSync(parent)) {
      for (const name of readdirSync(parent))
        if (name.startsWith(prefix)) rmSync(path.join(parent, name), { recursive: true, force: true });
    }
    const partial = path.join(parent, `${prefix}${process.pid}`);
    cpSync(templateDir, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
    renameSync(partial, dir);
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
    // pg loads with the first query, so the embedded default never loads it (docs/performance.md, "Start-up and memory").
    const pool = async () => new (await import('pg')).default.Pool({ connectionString: url, max: maxConnections });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', knownState: null, recordState: () => undefined, close: () => db.destroy() };
  }
  const dir = options.dataDir ? path.resolve(options.dataDir, 'pglite') : undefined;
  const client = openPGlite(dir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    knownState: dir ? takePGliteState(dir) : null,
    recordState: (state) => {
      if (dir) writePGliteState(dir, state);
    },
    close: () => db.destroy(),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Whether every migration is recorded as applied, read with two small queries. Kysely's Migrator checks this too,
 * but only after introspecting the catalog and taking its lock, which costs a start on PGlite about 100 ms (docs/performance.md, "Start-up and memory").
 */
async function migrationsCurrent(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  const expected = migrationNames();
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
