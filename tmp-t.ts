import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite('/tmp/ops2-bk/data/pglite');
await pg.query('select 1');
console.log('q');
try {
  const d = await pg.dumpDataDir('gzip');
  console.log('d', d.size);
} catch (e) {
  console.log('err', e);
}
await pg.close();
console.log('closed');
