import type { FmrRecord, FmrRents } from '#domain/market/hud-model.ts';
import { CsvError, parse } from 'csv-parse/sync';
import { isZip } from '#domain/shared/zip.ts';
import { moneyAmount } from '#domain/shared/money.ts';

/** Parsers for HUD's published layouts: the compact JSON, the official SAFMR CSV and workbook rows. */
export interface ParsedHudFile {
  fiscalYear: number;
  records: FmrRecord[];
  skipped: number;
}

export class HudFormatError extends Error {}

function toRents(values: unknown[]): FmrRents | null {
  const rents = values.map((v) => (typeof v === 'number' ? v : moneyAmount(String(v ?? ''))));
  if (rents.length !== 5 || rents.some((r) => !Number.isFinite(r) || r <= 0 || r > 100_000)) return null;
  return rents.map((r) => Math.round(r)) as unknown as FmrRents;
}

export function fiscalYearFromName(name: string): number | null {
  const m = /fy[_-]?(\d{4}|\d{2})(?!\d)/i.exec(name);
  if (!m) return null;
  const n = Number(m[1]);
  return n < 100 ? 2000 + n : n;
}

/** `{"ZIP": [0BR..4BR]}` as in fy2026-safmr-by-zip.json. */
export function parseCompactJson(text: string, fiscalYear: number): ParsedHudFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HudFormatError('The JSON file could not be parsed');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new HudFormatError('Expected a JSON object keyed by ZIP code');
  const records: FmrRecord[] = [];
  let skipped = 0;
  for (const [zip, value] of Object.entries(data as Record<string, unknown>)) {
    const rents = Array.isArray(value) ? toRents(value) : null;
    if (!isZip(zip) || !rents) {
      skipped++;
      continue;
    }
    records.push({ zip, fiscalYear, rents, areaCode: null, areaName: null, smallArea: true });
  }
  return { fiscalYear, records, skipped };
}

/**
 * RFC 4180 CSV (quoted fields such as "$1,010", quotes doubled inside them, line breaks inside quotes) read by
 * csv-parse; a leading byte-order mark is dropped, rows may differ in length and rows with only blank fields are left out.
 * A file that is not CSV fails with a HudFormatError carrying csv-parse's message (which names the line).
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_records_with_empty_values: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw new HudFormatError(`The CSV file could not be read: ${error.message}`);
    throw error;
  }
}

const normalise = (h: string) =>
  h
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

/**
 * HUD's SAFMR table (CSV or the workbook's first sheet): "ZIP Code", "HUD Area Code",
 * "HUD Fair Market Rent Area Name" / "HUD Metro Fair Market Rent Area Name", "SAFMR 0BR" ... "SAFMR 4BR";
 * the 90%/110% payment-standard columns are ignored.
 */
export function parseSafmrTable(rows: unknown[][], fiscalYear: number): ParsedHudFile {
  const header = (rows[0] ?? []).map((h) => normalise(String(h ?? '')));
  const col = (test: (h: string) => boolean) => header.findIndex(test);
  const zipCol = col((h) => h === 'zip code' || h === 'zip' || h === 'zipcode');
  const areaCodeCol = col((h) => h === 'hud area code');
  const areaNameCol = col((h) => h.startsWith('hud') && h.includes('area name'));
  const rentCols = [0, 1, 2, 3, 4].map((br) => col((h) => h === `safmr ${br}br` || h === `erap fmr ${br}br`));
  if (zipCol < 0 || rentCols.some((c) => c < 0)) {
    throw new HudFormatError('Not a HUD SAFMR layout: expected "ZIP Code" and "SAFMR 0BR" to "SAFMR 4BR" columns');
  }
  const records: FmrRecord[] = [];
  let skipped = 0;
  for (const row of rows.slice(1)) {
    const zip = String(row[zipCol] ?? '')
      .trim()
      .padStart(5, '0');
    const rents = toRents(rentCols.map((c) => row[c]));
    if (!isZip(zip) || !rents) {
      skipped++;
      continue;
    }
    records.push({
      zip,
      fiscalYear,
      rents,
      areaCode: areaCodeCol >= 0 ? String(row[areaCodeCol] ?? '').trim() || null : null,
      areaName: areaNameCol >= 0 ? String(row[areaNameCol] ?? '').trim() || null : null,
      smallArea: true,
    });
  }
  return { fiscalYear, records, skipped };
}
