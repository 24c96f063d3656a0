import type { AnalyzeMarketDataResponse, MarketQuery } from '#domain/market/market.schema.ts';
import type { Deps } from '../../deps.ts';
import { analysesTotal } from '../../observability/metrics.ts';

/** analyze-market-data: the analysis, or a refusal for a ZIP code that no source and no ZIP list knows. */
export async function analyzeMarketData(deps: Pick<Deps, 'market'>, query: MarketQuery): Promise<AnalyzeMarketDataResponse> {
  const result = await deps.market.analyze(query);
  if (!result.ok) {
    analysesTotal.inc({ level: 'unknown_zip' });
    return { success: false, analysis: null, error: { message: result.message, code: result.code } };
  }
  analysesTotal.inc({ level: result.value.level });
  return { success: true, analysis: result.value, error: null };
}
