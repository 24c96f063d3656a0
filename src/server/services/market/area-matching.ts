import { type DatasetParts, type FmrAreaRow, NO_ROW, ZIP_SPACE } from './market-data-parts.ts';

const NEW_ENGLAND_STATE_FIPS = new Set(['09', '23', '25', '33', '44', '50']);
/** USPS "states" of military post offices abroad: their ZIPs have no county. */
const ARMED_FORCES = new Set(['AA', 'AE', 'AP']);

/** 'Bethel town' -> 'bethel', 'Barnstable Town city' -> 'barnstable town', 'St. Albans' -> 'st albans'. */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+(town|city|plantation|gore|grant|location|purchase)$/, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Each ZIP's FMR area: the Census primary county of its ZCTA, or, for a ZIP that is no ZCTA (PO boxes), the
 * county most ZCTAs of the same USPS city and state lie in, else of its 3-digit ZIP prefix in that state. In New England HUD publishes towns: the town whose
 * name is the ZIP's USPS city, else the HUD area holding most of the county's population. Connecticut's FY2026
 * rows use planning regions, so its 2020 counties reach them through the town codes of the older file.
 */
export function resolveAreas(parts: DatasetParts, countyOfZip: Int32Array): void {
  // For ZIPs that are no ZCTA: the county most ZCTAs of the same USPS city lie in, else of the same 3-digit
  // ZIP prefix (the postal sectional centre) in the same state.
  const cityTally = new Map<string, Map<number, number>>();
  const prefixTally = new Map<string, Map<number, number>>();
  const count = (tallies: Map<string, Map<number, number>>, key: string, county: number) => {
    const tally = tallies.get(key) ?? new Map<number, number>();
    tally.set(county, (tally.get(county) ?? 0) + 1);
    tallies.set(key, tally);
  };
  const mostCommon = (tallies: Map<string, Map<number, number>>, key: string) => {
    const tally = tallies.get(key);
    return tally ? [...tally].sort((a, b) => b[1] - a[1])[0]![0] : undefined;
  };
  const stateTally = new Map<string, Map<number, number>>();
  const state = (place: number) => parts.places[place]!.split('|')[1]!;
  for (let zip = 0; zip < ZIP_SPACE; zip++) {
    const county = countyOfZip[zip]!;
    const place = parts.placeIndex[zip]!;
    if (county === NO_ROW || place < 0) continue;
    if (ARMED_FORCES.has(state(place))) continue;
    count(cityTally, String(place), county);
    count(prefixTally, `${Math.floor(zip / 100)}|${state(place)}`, county);
    count(stateTally, state(place), county);
  }
  // A state or territory with one county (DC) answers for all its ZIPs.
  const onlyCounty = (key: string) => {
    const tally = stateTally.get(key);
    return tally?.size === 1 ? [...tally.keys()][0] : undefined;
  };

  const current = new AreaResolver(parts.areas, parts.trendAreas);
  const older = new AreaResolver(parts.trendAreas, parts.trendAreas);
  for (let n = 0; n < ZIP_SPACE; n++) {
    const place = parts.placeIndex[n]!;
    const countyNumber =
      countyOfZip[n] !== NO_ROW
        ? countyOfZip[n]!
        : place >= 0
          ? (mostCommon(cityTally, String(place)) ??
            mostCommon(prefixTally, `${Math.floor(n / 100)}|${state(place)}`) ??
            onlyCounty(state(place)))
          : undefined;
    if (countyNumber === undefined) continue;
    const county = String(countyNumber).padStart(5, '0');
    const city = place >= 0 ? parts.places[place]!.split('|')[0]! : null;
    const [area, exact] = current.resolve(county, city);
    parts.areaIndex[n] = area;
    parts.areaExact[n] = exact ? 1 : 0;
    parts.trendIndex[n] = older.resolve(county, city)[0];
  }
}

/** Finds the FMR row of a county, or of the right New England town in it. */
class AreaResolver {
  private readonly byFips = new Map<string, number>();
  /** County FIPS -> row indexes of its towns. */
  private readonly townsByCounty = new Map<string, number[]>();
  /** State FIPS + town code -> row index (town codes survive Connecticut's move to planning regions). */
  private readonly byTownCode = new Map<string, number>();
  /** Town rows of the other (older) table, to find the towns of a county that no longer exists. */
  private readonly olderTownsByCounty = new Map<string, string[]>();

  constructor(
    private readonly rows: FmrAreaRow[],
    older: FmrAreaRow[],
  ) {
    rows.forEach((row, i) => {
      this.byFips.set(row.fips, i);
      if (row.fips.endsWith('99999')) return;
      const county = row.fips.slice(0, 5);
      const towns = this.townsByCounty.get(county);
      if (towns) towns.push(i);
      else this.townsByCounty.set(county, [i]);
      this.byTownCode.set(row.fips.slice(0, 2) + row.fips.slice(5), i);
    });
    for (const row of older) {
      if (row.fips.endsWith('99999')) continue;
      const county = row.fips.slice(0, 5);
      const code = row.fips.slice(0, 2) + row.fips.slice(5);
      const towns = this.olderTownsByCounty.get(county);
      if (towns) towns.push(code);
      else this.olderTownsByCounty.set(county, [code]);
    }
  }

  /** The row index and whether it is the ZIP's own county or town (not a stand-in for its county's main area). */
  resolve(county: string, city: string | null): [number, boolean] {
    const whole = this.byFips.get(`${county}99999`) ?? this.byFips.get(`${county.slice(0, 2)}99999999`);
    if (whole !== undefined) return [whole, true];
    if (!NEW_ENGLAND_STATE_FIPS.has(county.slice(0, 2))) return [NO_ROW, false];
    let towns = this.townsByCounty.get(county);
    if (!towns) {
      towns = (this.olderTownsByCounty.get(county) ?? [])
        .map((code) => this.byTownCode.get(code))
        .filter((i): i is number => i !== undefined);
    }
    if (towns.length === 0) return [NO_ROW, false];
    if (city) {
      const key = placeKey(city);
      const match = towns.find((i) => placeKey(this.rows[i]!.townName ?? '') === key);
      if (match !== undefined) return [match, true];
    }
    const population = new Map<string, number>();
    for (const i of towns) {
      const row = this.rows[i]!;
      population.set(row.areaCode, (population.get(row.areaCode) ?? 0) + row.population);
    }
    const largestArea = [...population].sort((a, b) => b[1] - a[1])[0]![0];
    const representative = towns
      .filter((i) => this.rows[i]!.areaCode === largestArea)
      .sort((a, b) => this.rows[b]!.population - this.rows[a]!.population)[0]!;
    return [representative, false];
  }
}
