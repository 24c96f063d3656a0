import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPGlite } from './client.ts';

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
});
