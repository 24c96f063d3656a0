import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, openPGlite } from './client.ts';
import { migrations } from './migrations/index.ts';

describe('openPGlite with a data directory template', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-pglite-template-'));
  const template = path.join(root, 'template');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('seeds an empty directory with a copy of the template, then reopens the copy as it was left', async () => {
    const seed = openPGlite(template, path.join(root, 'no-template'));
    await seed.exec("create table marker (note text); insert into marker values ('from template')");
    await seed.close();

    const fresh = path.join(root, 'fresh');
    const copy = openPGlite(fresh, template);
    expect((await copy.query<{ note: string }>('select note from marker')).rows).toEqual([{ note: 'from template' }]);
    await copy.exec("update marker set note = 'changed in the copy'");
    await copy.close();
    expect(readFileSync(path.join(fresh, 'PG_VERSION'), 'utf8')).toBe(readFileSync(path.join(template, 'PG_VERSION'), 'utf8'));

    const reopened = openPGlite(fresh, template);
    expect((await reopened.query<{ note: string }>('select note from marker')).rows).toEqual([{ note: 'changed in the copy' }]);
    await reopened.close();

    const original = openPGlite(template);
    expect((await original.query<{ note: string }>('select note from marker')).rows).toEqual([{ note: 'from template' }]);
    await original.close();
  }, 60_000);

  it('copies beside the directory and renames, removing what a copy stopped midway left', async () => {
    const dir = path.join(root, 'renamed');
    const leftover = path.join(root, 'renamed.partial-99999');
    mkdirSync(leftover);
    writeFileSync(path.join(leftover, 'PG_VERSION'), 'half');
    const copy = openPGlite(dir, template);
    expect(existsSync(leftover)).toBe(false);
    expect(readdirSync(root).filter((name) => name.startsWith('renamed.partial-'))).toEqual([]);
    expect((await copy.query<{ note: string }>('select note from marker')).rows).toEqual([{ note: 'from template' }]);
    await copy.close();
  }, 60_000);
});

describe('migrateToLatest', () => {
  it('applies every migration to an empty database, and after that only reads which ones are applied', async () => {
    const handle = openDatabase({});
    try {
      await migrateToLatest(handle.db);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      // Kysely's Migrator would create its lock table again; the check of a current schema does not touch it.
      await sql`drop table kysely_migration_lock`.execute(handle.db);
      await migrateToLatest(handle.db);
      const lock = await sql<{ present: boolean }>`select to_regclass('kysely_migration_lock') is not null as present`.execute(handle.db);
      expect(lock.rows[0]?.present).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('applies the missing migrations to a database an older version migrated', async () => {
    const handle = openDatabase({});
    try {
      const names = Object.keys(migrations).sort();
      const older = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
      expect((await older.migrateTo(names[0]!)).error).toBeUndefined();
      await migrateToLatest(handle.db);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
      expect(applied.rows.map((row) => row.name)).toEqual(names);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
