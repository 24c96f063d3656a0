import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from '../../scripts/stale-build.js';

// `npm start` builds when there is no build, or when a source changed after it (a git pull): never runs stale code.
describe('staleBuildReason (npm start)', () => {
  let root: string;
  const write = (file: string, at: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    utimesSync(full, at, at);
    utimesSync(path.dirname(full), at, at);
  };
  const BUILT = 2_000_000_000;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-stale-'));
    write('src/server/index.ts', BUILT - 100);
    write('data/manifest.json', BUILT - 100);
    write('package-lock.json', BUILT - 100);
    write('dist/client/index.html', BUILT);
    write('dist/server/index.js', BUILT);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is current when every source is older than the compiled server', () => {
    expect(staleBuildReason(root)).toBeNull();
  });

  it('asks for a build when there is none, or only half of one', () => {
    unlinkSync(path.join(root, 'dist/client/index.html'));
    expect(staleBuildReason(root)).toBe('missing');
    rmSync(path.join(root, 'dist'), { recursive: true });
    expect(staleBuildReason(root)).toBe('missing');
  });

  it('asks for a build when a source, a data file or the lock file changed after it', () => {
    write('src/server/routes/new.routes.ts', BUILT + 10);
    expect(staleBuildReason(root)).toBe('changed');
    rmSync(path.join(root, 'src/server/routes'), { recursive: true });
    utimesSync(path.join(root, 'src/server'), BUILT - 100, BUILT - 100);
    expect(staleBuildReason(root)).toBeNull();
    write('data/manifest.json', BUILT + 10);
    expect(staleBuildReason(root)).toBe('changed');
    write('data/manifest.json', BUILT - 100);
    write('package-lock.json', BUILT + 10);
    expect(staleBuildReason(root)).toBe('changed');
  });

  it('never rebuilds a production install (the build without src/), whatever its copied files say', () => {
    rmSync(path.join(root, 'src'), { recursive: true });
    write('data/manifest.json', BUILT + 10);
    write('scripts/run.js', BUILT + 10);
    expect(staleBuildReason(root)).toBeNull();
  });

  it('asks for a build when a file was deleted after it (its folder changed)', () => {
    utimesSync(path.join(root, 'src/server'), BUILT + 10, BUILT + 10);
    expect(staleBuildReason(root)).toBe('changed');
  });
});
