import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { areaRowOf } from './market-data-csv.ts';
import type { DatasetParts, FmrAreaRow } from './market-data-parts.ts';

// The second load format: the resolved arrays packed into one file by `npm run build`, mapped back by the server in
// a few milliseconds (docs/performance.md, "Start-up and memory").

type TypedArray = Uint8Array | Uint16Array | Int16Array | Int32Array;
const ARRAY_TYPES = { Uint8Array, Uint16Array, Int16Array, Int32Array } as const;
const ARRAY_FIELDS = [
  'safmrRents',
  'safmrIndex',
  'areaIndex',
  'trendIndex',
  'areaExact',
  'acsRent',
  'acsTopCoded',
  'placeIndex',
] as const satisfies readonly (keyof DatasetParts)[];
/** Bumped whenever the packed layout or the way rows are resolved changes, so an older pack is not used. */
const PACK_FORMAT = 'rentcheck-market-data-pack-1';

/** Strings of a pack: fields joined by a tab, rows by a newline (JSON.parse of one string is far cheaper than of rows). */
function joinRows(rows: string[][]): string {
  for (const row of rows)
    for (const field of row) if (/[\t\n]/.test(field)) throw new Error(`Cannot pack a field holding a tab or newline: ${field}`);
  return rows.map((row) => row.join('\t')).join('\n');
}
const splitRows = (text: string): string[][] => (text ? text.split('\n').map((row) => row.split('\t')) : []);
const areaFields = (row: FmrAreaRow): string[] => [
  row.fips,
  row.state,
  row.countyName,
  row.townName ?? '',
  row.areaCode,
  row.areaName,
  String(row.population),
  ...row.rents.map(String),
];
const areaFromFields = (f: string[]): FmrAreaRow => areaRowOf(f, 6);

interface PackHeader extends Pick<DatasetParts, 'manifest' | 'safmrYear' | 'areaYear' | 'trendYear' | 'censusYears'> {
  key: string;
  areas: string;
  trendAreas: string;
  places: string;
  arrays: { field: (typeof ARRAY_FIELDS)[number]; type: keyof typeof ARRAY_TYPES; offset: number; length: number }[];
}

/**
 * The key a packed file is valid for: the pack format and the manifest's exact text, which lists every file's
 * SHA-256 (data:build writes both), so a pack made from other data is never used.
 */
export function packKey(manifestText: string): string {
  return createHash('sha256').update(PACK_FORMAT).update('\0').update(manifestText).digest('hex');
}

/**
 * Writes a dataset's parts as one packed file: a header (length, then JSON with the key, the years, the area rows and
 * places) and the typed arrays' bytes, each 8-byte aligned.
 */
export function writePack(parts: DatasetParts, manifestText: string, packedFile: string): void {
  const align = (n: number) => Math.ceil(n / 8) * 8;
  let offset = 0;
  const arrays = ARRAY_FIELDS.map((field) => {
    const array: TypedArray = parts[field];
    const entry = { field, type: array.constructor.name as keyof typeof ARRAY_TYPES, offset, length: array.length };
    offset = align(offset + array.byteLength);
    return entry;
  });
  const { manifest, safmrYear, areaYear, trendYear, censusYears, areas, trendAreas, places } = parts;
  const header = Buffer.from(
    JSON.stringify({
      key: packKey(manifestText),
      manifest,
      safmrYear,
      areaYear,
      trendYear,
      censusYears,
      areas: joinRows(areas.map(areaFields)),
      trendAreas: joinRows(trendAreas.map(areaFields)),
      places: joinRows(places.map((place) => [place])),
      arrays,
    } satisfies PackHeader),
  );
  const start = align(4 + header.length);
  const out = Buffer.alloc(start + offset);
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  for (const entry of arrays) {
    const array: TypedArray = parts[entry.field];
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, start + entry.offset);
  }
  mkdirSync(path.dirname(packedFile), { recursive: true });
  writeFileSync(packedFile, out);
}

/** The parts of a packed file, or null when it was packed from other data (another key) or by another format. */
export function readPack(bytes: Buffer, key: string): DatasetParts | null {
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as PackHeader;
  if (header.key !== key) return null;
  const start = Math.ceil((4 + headerLength) / 8) * 8;
  // One aligned copy of the arrays' bytes (readFileSync's buffer need not start 8-byte aligned); views share it.
  const body = new Uint8Array(bytes.length - start);
  body.set(bytes.subarray(start));
  const arrays = Object.fromEntries(
    header.arrays.map(({ field, type, offset, length }) => [field, new ARRAY_TYPES[type](body.buffer, offset, length)]),
  ) as Pick<DatasetParts, (typeof ARRAY_FIELDS)[number]>;
  return {
    manifest: header.manifest,
    safmrYear: header.safmrYear,
    areaYear: header.areaYear,
    trendYear: header.trendYear,
    censusYears: header.censusYears,
    areas: splitRows(header.areas).map(areaFromFields),
    trendAreas: splitRows(header.trendAreas).map(areaFromFields),
    places: splitRows(header.places).map((fields) => fields[0]!),
    ...arrays,
  };
}
