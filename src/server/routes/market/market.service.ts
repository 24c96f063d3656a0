import { hudAnalysis, type FmrRecord } from '#domain/market/hud-model.ts';
import type { MarketAnalysis, MarketQuery } from '#domain/market/market.schema.ts';
import { regionalEstimate } from '#domain/market/regional-estimate.ts';
import type { HudApiClient } from '../../services/hud/hud-api.ts';
import type { HudStore } from '../../services/hud/hud-store.ts';

const LIVE_CACHE_MS = 12 * 60 * 60 * 1000;
const LIVE_CACHE_MAX = 5000;

/** Sources in order: the imported HUD table, HUD's live API (when configured), the regional estimate. */
export class MarketService {
  private readonly liveCache = new Map<string, { at: number; record: FmrRecord | null; error: string | null }>();

  constructor(
    private readonly store: HudStore,
    private readonly hudApi: HudApiClient | null,
  ) {}

  async analyze(query: MarketQuery, now = Date.now()): Promise<MarketAnalysis> {
    void this.store.refreshIfStale(now).catch(() => undefined);
    const local = this.store.lookup(query.zipcode);
    if (local) return hudAnalysis(query, local);

    if (this.hudApi) {
      const live = await this.lookupLive(query.zipcode, now);
      if (live.record) return hudAnalysis(query, live.record);
      return regionalEstimate(query, live.error ?? `HUD has no Fair Market Rent for ZIP ${query.zipcode}`);
    }
    const reason =
      this.store.size === 0
        ? 'HUD Fair Market Rent data has not been loaded on this server'
        : `HUD publishes no ZIP-level Fair Market Rent for ${query.zipcode}`;
    return regionalEstimate(query, reason);
  }

  private async lookupLive(zip: string, now: number) {
    const cached = this.liveCache.get(zip);
    if (cached && now - cached.at < LIVE_CACHE_MS) return cached;
    let entry: { at: number; record: FmrRecord | null; error: string | null };
    try {
      entry = { at: now, record: await this.hudApi!.lookupZip(zip), error: null };
    } catch (error) {
      // Failures are not cached, so the next request tries HUD again.
      return { at: now, record: null, error: error instanceof Error ? error.message : 'HUD API failed' };
    }
    if (this.liveCache.size >= LIVE_CACHE_MAX) this.liveCache.delete(this.liveCache.keys().next().value!);
    this.liveCache.set(zip, entry);
    return entry;
  }
}
