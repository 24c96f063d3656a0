import { rmSync } from 'node:fs';
import { Kysely } from 'kysely';
import { migrateToLatest, migrationNames, openPGlite, PGLITE_TEMPLATE_DIR, writePGliteState } from '../src/server/db/client.ts';
import { PGliteDialect } from '../src/server/db/pglite-dialect.ts';
import type { Database } from '../src/server/db/types.ts';

// Part of `npm run build`: runs PGlite's initdb and every migration once into dist/pglite-template, so a server's
// first start copies a ready database instead of running initdb and the migrations itself (docs/performance.md, "Start-up and memory"). The server
// still runs migrateToLatest at start-up, which then finds nothing to do.
rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
const db = new Kysely<Database>({ dialect: new PGliteDialect(openPGlite(PGLITE_TEMPLATE_DIR)) });
await migrateToLatest(db);
await db.destroy();
// A first start finds this template's migrations and no HUD import, so it answers the analysis while PGlite opens.
writePGliteState(PGLITE_TEMPLATE_DIR, { migrations: migrationNames(), hudImported: false });
console.log(`PGlite data directory template (migrated): ${PGLITE_TEMPLATE_DIR}`);
