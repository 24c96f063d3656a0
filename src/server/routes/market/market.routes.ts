import { type AnalyzeMarketDataResponse, analyzeMarketDataInputSchema } from '#domain/market/market.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { jsonBody } from '../../http/validate.ts';
import { UnknownZipError } from '../../services/market/market.service.ts';

export const marketRoutes = new Hono<AppEnv>().post('/analyze-market-data', jsonBody(analyzeMarketDataInputSchema), async (c) => {
  try {
    const analysis = await c.var.deps.market.analyze(c.get('body'));
    return c.json<AnalyzeMarketDataResponse>({ success: true, analysis, error: null }, 200);
  } catch (error) {
    if (!(error instanceof UnknownZipError)) throw error;
    return c.json<AnalyzeMarketDataResponse>({ success: false, analysis: null, error: { message: error.message, code: error.code } }, 422);
  }
});
