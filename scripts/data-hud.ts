import { loadConfig } from '../src/server/config.ts';
import { migrateToLatest, openDatabase } from '../src/server/db/client.ts';
import { importHudSource } from '../src/server/services/market/hud-import.ts';

// npm run data:hud -- <file|url> [--year YYYY]
const args = process.argv.slice(2);
const yearIndex = args.indexOf('--year');
const year = yearIndex >= 0 ? Number(args[yearIndex + 1]) : undefined;
const source = args.find((a, i) => !a.startsWith('--') && (yearIndex < 0 || i !== yearIndex + 1)) ?? process.env.HUD_FMR_FILE;

if (!source || (year !== undefined && !(year >= 2000 && year <= 2100))) {
  console.error('Usage: npm run data:hud -- <file.json|file.csv|file.xlsx|https://...> [--year YYYY]');
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(handle.db);
  const started = Date.now();
  const result = await importHudSource(handle.db, source, year);
  console.log(
    `Imported ${result.rows.toLocaleString('en-US')} ZIP codes of HUD FY${result.fiscalYear} data from ${source}` +
      `${result.skipped ? ` (${result.skipped} malformed rows skipped)` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s into ${handle.kind}.`,
  );
} catch (error) {
  console.error(`HUD import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
