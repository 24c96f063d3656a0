import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rowsDueForUpdate } from '../src/domain/rent-rules/check.ts';
import { DEFAULT_MARKET_DATA_DIR, MANIFEST_FILE, type MarketDataManifest } from '../src/server/services/market/shipped-files.ts';
import { currencyWarnings, dataCurrency } from '../src/server/services/rent-rules/data-currency.ts';
import { loadRentRules, RENT_RULES_FILE } from '../src/server/services/rent-rules/load-rent-rules.ts';

// npm run rules:check [YYYY-MM-DD]: which rent rules need next period's figure (data/rent-rules/README.md says how to
// add it). Lists the rules with no row for part of the next 90 days (the server logs and reports the same, ADR 0073),
// the latest rows whose period has ended or ends within 60 days, and whether the shipped HUD year is the one in force.
// Exits 1 only when the file is invalid.
const WITHIN_DAYS = 60;
const argument = process.argv[2];
const isDate = argument !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(argument);
if (argument !== undefined && !isDate) console.warn(`Ignoring "${argument}": give a date as YYYY-MM-DD.`);
const today = isDate ? argument : new Date().toISOString().slice(0, 10);

let rules: ReturnType<typeof loadRentRules>;
try {
  rules = loadRentRules();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** The HUD fiscal years of the shipped market data ("FY2026" → 2026), from its manifest. */
function shippedHudYears(): number[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(DEFAULT_MARKET_DATA_DIR, MANIFEST_FILE), 'utf8')) as MarketDataManifest;
    return manifest.files
      .filter((file) => file.kind === 'safmr' || file.kind === 'fmr-current')
      .map((file) => Number(file.year.replace(/^FY/, '')));
  } catch {
    return [];
  }
}

console.log(`${RENT_RULES_FILE}: ${rules.rows.length} rows, checked ${rules.checked}.`);
const currency = dataCurrency(rules.rows, shippedHudYears(), today);
const gaps = currency.rentRules.withoutNextPeriod;
if (gaps.length === 0) {
  console.log(`Every rule has a row for each of the next ${currency.rentRules.horizonDays} days from ${today}.`);
} else {
  console.log(`Rules with no row for part of the next ${currency.rentRules.horizonDays} days from ${today} (add the next period's row):`);
  for (const gap of gaps) console.log(`  ${gap.family.padEnd(34)} from ${gap.from}  ${gap.name}  ${gap.officialUrl}`);
}

const due = rowsDueForUpdate(rules.rows, today, WITHIN_DAYS);
if (due.length === 0) {
  console.log(`No rule's latest period ends by ${today} + ${WITHIN_DAYS} days.`);
} else {
  console.log(`Latest period ended or ending within ${WITHIN_DAYS} days of ${today} (add the next period's row):`);
  for (const row of due) {
    const state = row.period.end! < today ? 'ended' : 'ends';
    console.log(`  ${row.id.padEnd(34)} ${state} ${row.period.end}  ${row.name}`);
    console.log(`  ${''.padEnd(34)} next figure: ${row.nextFigure ?? 'see the source'} ${row.officialUrl}`);
  }
}
const dueIds = new Set(due.map((row) => row.id));
const history = rules.rows.filter((row) => row.period.end !== null && row.period.end < today && !dueIds.has(row.id));
if (history.length > 0)
  console.log(`Ended, with the next period loaded (kept for increases that took effect then): ${history.length} rows.`);
for (const warning of currencyWarnings(currency)) if (warning.startsWith('HUD')) console.log(warning);
if (currency.hud.current) console.log(`HUD data: FY${currency.hud.shippedYear} shipped, the year in force on ${today}.`);
