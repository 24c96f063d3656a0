import { loadConfig } from '../src/server/config.ts';
import { MarketDataset } from '../src/server/services/market/market-dataset.ts';
import { MARKET_DATA_PACK } from '../src/server/services/market/shipped-files.ts';

// Part of `npm run build`: resolves the shipped market data (MARKET_DATA_DIR, data/ by default) once and writes its
// arrays to dist/market-data.pack, which the server loads in milliseconds instead of parsing the CSV files and
// resolving every ZIP's area at each start (docs/performance.md, "Start-up and memory"). The pack records the manifest it was made from; a server
// whose data differs ignores it and reads the CSV files.
const dir = loadConfig().MARKET_DATA_DIR;
if (MarketDataset.pack(dir, MARKET_DATA_PACK)) console.log(`Market data packed: ${dir} -> ${MARKET_DATA_PACK}`);
else console.log(`No market data in ${dir}: nothing packed`);
