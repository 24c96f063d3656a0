import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding the app's package.json, found from this module's own folder: the same whether the server runs
 * from the build (dist/server) or from source (tests, `npm run dev`), and whatever folder it was started from. The
 * build's files (dist/client, the PGlite template, the market data pack) and the shipped data/ are found from it.
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const PACKAGE_ROOT = findPackageRoot(import.meta.dirname);
export const BUILD_DIR = path.join(PACKAGE_ROOT, 'dist');
