import { loadConfig } from '../src/server/config.ts';
import { MarketDataset } from '../src/server/services/market/market-dataset.ts';

// npm run data:coverage: how the shipped data answers every ZIP code of the shipped USPS list.
const dir = loadConfig().MARKET_DATA_DIR;
const dataset = MarketDataset.load(dir);
if (!dataset) {
  console.error(`No market data in ${dir}: run npm run data:build first.`);
  process.exit(1);
}
const counts = { zip: 0, county: 0, regional: 0, unknown: 0 };
const regionalByState = new Map<string, number>();
let total = 0;
for (const zip of dataset.uspsZips()) {
  total++;
  const facts = dataset.lookup(zip);
  if (!facts) counts.unknown++;
  else if (facts.safmr) counts.zip++;
  else if (facts.area) counts.county++;
  else {
    counts.regional++;
    regionalByState.set(facts.state ?? '?', (regionalByState.get(facts.state ?? '?') ?? 0) + 1);
  }
}
const usps = dataset.manifest.files.find((f) => f.kind === 'usps-zips')!;
const pct = (n: number) => `${((n / total) * 100).toFixed(1)}%`.padStart(6);
const row = (label: string, n: number) => `${label.padEnd(44)}${n.toLocaleString('en-US').padStart(7)} ${pct(n)}`;
console.log(`Coverage of the ${total.toLocaleString('en-US')} ZIP codes in ${usps.file}`);
console.log(row(`ZIP level (HUD FY${dataset.safmrYear} Small Area FMR)`, counts.zip));
console.log(row(`County level (HUD FY${dataset.areaYear} county/town FMR)`, counts.county));
console.log(row('Regional estimate (no HUD area)', counts.regional));
console.log(row('Unknown', counts.unknown));
const states = [...regionalByState].sort((a, b) => b[1] - a[1]).map(([state, n]) => `${state} ${n}`);
console.log(`Regional by state: ${states.join(', ')}`);
