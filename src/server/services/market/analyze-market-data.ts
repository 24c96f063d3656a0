import type { AnalyzeMarketDataResponse, MarketQuery } from '#domain/market/market.schema.ts';
import type { Deps } from '../../deps.ts';
import { analysesTotal } from '../../observability/metrics.ts';
import { UnknownZipError } from './market.service.ts';

/** analyze-market-data: the analysis, or a refusal for a ZIP code that no source and no ZIP list knows. */
export async function analyzeMarketData(deps: Pick<Deps, 'market'>, query: MarketQuery): Promise<AnalyzeMarketDataResponse> {
  try {
    const analysis = await deps.market.analyze(query);
    analysesTotal.inc({ level: analysis.level });
    return { success: true, analysis, error: null };
  } catch (error) {
    if (!(error instanceof UnknownZipError)) throw error;
    analysesTotal.inc({ level: 'unknown_zip' });
    return { success: false, analysis: null, error: { message: error.message, code: error.code } };
  }
}
