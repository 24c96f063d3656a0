import { analyzeMarketDataInputSchema } from '#domain/market/market.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { jsonBody } from '../../http/validate.ts';
import { analyzeMarketData } from '../../services/market/analyze-market-data.ts';

/** POST /api/functions/analyze-market-data: 200 with the analysis, 422 for a ZIP code nobody knows. */
export const marketRoutes = new Hono<AppEnv>().post('/analyze-market-data', jsonBody(analyzeMarketDataInputSchema), async (c) => {
  const result = await analyzeMarketData(c.get('deps'), c.req.valid('json'));
  return result.success ? c.json(result, 200) : c.json(result, 422);
});
