import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CITY_SLUGS } from '#domain/routes.ts';
import { migrateToLatest, openDatabase } from '../src/server/db/client.ts';
import { HudStore } from '../src/server/services/market/hud-store.ts';
import { MarketDataset } from '../src/server/services/market/market-dataset.ts';
import { DEFAULT_MARKET_DATA_DIR } from '../src/server/services/market/shipped-files.ts';
import { MarketService } from '../src/server/services/market/market.service.ts';
import type { CityZipFigures } from '../src/web/content/city-market.ts';
import { getCityPage } from '../src/web/content/cities.ts';

// npm run data:cities (run it after the data in data/ changes): each city page's figures for its main ZIP codes, answered by the market
// service the analysis API uses, from the shipped data alone (no imported release, no HUD API), ADR 0041.
const OUT = path.resolve(import.meta.dirname, '../src/web/content/city-market-figures.generated.ts');

async function cityMarketFigures(): Promise<Record<string, CityZipFigures[]>> {
  const dataset = MarketDataset.load(DEFAULT_MARKET_DATA_DIR);
  if (!dataset) throw new Error(`No market data in ${DEFAULT_MARKET_DATA_DIR}`);
  const handle = openDatabase({});
  try {
    await migrateToLatest(handle.db);
    const store = new HudStore(handle.db);
    await store.load();
    const market = new MarketService(store, dataset, null);
    const out: Record<string, CityZipFigures[]> = {};
    for (const slug of CITY_SLUGS) {
      const city = getCityPage(slug)!;
      out[slug] = [];
      for (const { zip } of city.mainZips) {
        const ask = async (bedrooms: number) => {
          const result = await market.analyze({
            zipcode: zip,
            currentRent: 1000,
            bedrooms,
            housingType: 'apartment',
            tierLevel: 'average',
          });
          if (!result.ok) throw new Error(`${slug}: ${result.message}`);
          return result.value;
        };
        const [one, two] = [await ask(1), await ask(2)];
        const fmr = market.fmrForZip(zip);
        out[slug].push({
          zip,
          level: two.level,
          hud: fmr && {
            fiscalYear: fmr.fiscalYear,
            level: fmr.smallArea ? 'zip' : 'county',
            areaName: fmr.areaName,
            rents: [...fmr.rents],
          },
          census: two.sources.census,
          oneBedroom: { marketRent: one.marketRent, range: one.range },
          twoBedroom: { marketRent: two.marketRent, range: two.range },
        });
      }
    }
    return out;
  } finally {
    await handle.close();
  }
}

{
  const figures = await cityMarketFigures();
  writeFileSync(
    OUT,
    `// Written by scripts/city-market-figures.ts (npm run data:cities) from the shipped data in
// data/, as the analysis API answers each ZIP code (ADR 0041). Do not edit by hand.
import type { CityZipFigures } from './city-market.ts';

export const CITY_MARKET_FIGURES: Readonly<Record<string, readonly CityZipFigures[]>> = ${JSON.stringify(figures, null, 2)};
`,
  );
  execFileSync(path.resolve(import.meta.dirname, '../node_modules/.bin/biome'), ['format', '--write', OUT], { stdio: 'ignore' });
  console.log(`Wrote ${path.relative(process.cwd(), OUT)}: ${Object.values(figures).flat().length} ZIP codes`);
}
