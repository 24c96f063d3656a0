import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { fiscalYearFromName, HudFormatError, type ParsedHudFile, parseCompactJson, parseCsv, parseSafmrTable } from './hud-parse.ts';

export interface HudImportResult {
  source: string;
  fiscalYear: number;
  rows: number;
  skipped: number;
}

/** Reads a HUD file or URL (compact JSON, official SAFMR CSV or XLSX workbook) into records. */
export async function readHudSource(source: string, fiscalYearOverride?: number): Promise<ParsedHudFile> {
  const isUrl = /^https?:\/\//i.test(source);
  const name = isUrl ? new URL(source).pathname : source;
  const fiscalYear = fiscalYearOverride ?? fiscalYearFromName(path.basename(name));
  if (!fiscalYear) throw new HudFormatError(`Cannot tell the fiscal year from "${path.basename(name)}"; pass --year YYYY`);
  let bytes: Buffer;
  if (isUrl) {
    const response = await fetch(source);
    if (!response.ok) throw new HudFormatError(`Download failed: HTTP ${response.status}`);
    bytes = Buffer.from(await response.arrayBuffer());
  } else {
    bytes = await readFile(source);
  }
  const ext = path.extname(name).toLowerCase();
  if (ext === '.xlsx') {
    const { readSheet } = await import('read-excel-file/node');
    const rows = (await readSheet(bytes)) as unknown[][];
    return parseSafmrTable(rows, fiscalYear);
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (ext === '.json' || text.trimStart().startsWith('{')) return parseCompactJson(text, fiscalYear);
  return parseSafmrTable(parseCsv(text), fiscalYear);
}

const BATCH = 2000;

/** Replaces the HUD table with the file's records in one transaction; running servers pick it up. */
export async function importHudRecords(db: Kysely<Database>, parsed: ParsedHudFile, source: string): Promise<HudImportResult> {
  if (parsed.records.length === 0) throw new HudFormatError('The file holds no usable ZIP rows');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('hud_fmr').execute();
    for (let i = 0; i < parsed.records.length; i += BATCH) {
      const batch = parsed.records.slice(i, i + BATCH).map((r) => ({
        zip: r.zip,
        fiscal_year: r.fiscalYear,
        rent_0: r.rents[0],
        rent_1: r.rents[1],
        rent_2: r.rents[2],
        rent_3: r.rents[3],
        rent_4: r.rents[4],
        area_code: r.areaCode,
        area_name: r.areaName,
        small_area: r.smallArea,
      }));
      await trx
        .insertInto('hud_fmr')
        .values(batch)
        .onConflict((oc) => oc.column('zip').doNothing())
        .execute();
    }
    await trx
      .insertInto('hud_import')
      .values({ source: path.basename(source), fiscal_year: parsed.fiscalYear, rows: parsed.records.length })
      .execute();
  });
  return { source, fiscalYear: parsed.fiscalYear, rows: parsed.records.length, skipped: parsed.skipped };
}

export async function importHudSource(db: Kysely<Database>, source: string, fiscalYear?: number): Promise<HudImportResult> {
  return importHudRecords(db, await readHudSource(source, fiscalYear), source);
}
