import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS, PGLITE_TEMPLATE_DIR } from '../src/server/db/client.ts';

// Part of `npm run build`: runs PGlite's initdb once into dist/pglite-template, so a server's first start copies
// an initialised data directory instead of running initdb itself (ADR 0020). Migrations still run at start-up.
rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
const db = new PGlite(PGLITE_TEMPLATE_DIR, { startParams: PGLITE_START_PARAMS });
await db.query('select 1');
await db.close();
console.log(`PGlite data directory template: ${PGLITE_TEMPLATE_DIR}`);
