import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RENT_RULES_FILE } from './load-rent-rules.ts';

/**
 * California ZIP codes' CPI regions and cities, from TenantProtections.org's open data (zipcodes.json, MIT license,
 * copied unchanged into data/rent-rules/tenantprotections/, ADR 0071): the region picks the AB 1482 figure, and the
 * cities name every local ordinance a ZIP that crosses city limits may fall under ("If your home is in West Hollywood").
 */
const CALIFORNIA_ZIPS_FILE = path.join(path.dirname(RENT_RULES_FILE), 'tenantprotections', 'zipcodes.json');

/** The data set's area names, as the rules table's `cpiRegion` ids. */
const REGION_IDS: Record<string, string> = {
  'Los_Angeles-Long_Beach-Anaheim': 'los-angeles',
  'Oakland-Hayward-San_Francisco': 'san-francisco',
  'San_Diego-Carlsbad': 'san-diego',
  'Riverside-San_Bernardino-Ontario': 'riverside',
  Rest_Of_California: 'rest-of-california',
};

export interface CaliforniaZipPlace {
  /** The rules table's CPI region id, or null when the data set's area is not one it knows. */
  region: string | null;
  cities: string[];
}

let byZip: Map<string, CaliforniaZipPlace> | null = null;

function load(): Map<string, CaliforniaZipPlace> {
  const json = JSON.parse(readFileSync(CALIFORNIA_ZIPS_FILE, 'utf8')) as Record<string, { area: string; city: string | string[] }>;
  const map = new Map<string, CaliforniaZipPlace>();
  for (const [zip, entry] of Object.entries(json)) {
    map.set(zip, { region: REGION_IDS[entry.area] ?? null, cities: Array.isArray(entry.city) ? entry.city : [entry.city] });
  }
  return map;
}

/** The ZIP's CPI region and cities, or null for a ZIP the data set does not list (the check then applies the 10% ceiling). */
export function californiaZipPlace(zip: string): CaliforniaZipPlace | null {
  byZip ??= load();
  return byZip.get(zip) ?? null;
}
