import type { FmrRow } from '#domain/market/fmr-lookup.schema.ts';
import type { FmrRecord } from '#domain/market/hud-model.ts';
import type { MarketAnalysis, MarketQuery } from '#domain/market/market.schema.ts';
import { analyzeWithEvidence, type MarketEvidence } from '#domain/market/market-model.ts';
import { regionalEstimate } from '#domain/market/regional-estimate.ts';
import type { HudApi } from '../../adapters/hud-api.ts';
import { ok, type Result, refuse } from '../result.ts';
import type { HudStore } from './hud-store.ts';
import type { MarketDataset, ZipFacts } from './market-dataset.ts';
import type { FmrAreaRow } from './market-data-parts.ts';

const LIVE_CACHE_MS = 12 * 60 * 60 * 1000;
const LIVE_CACHE_MAX = 5000;
/** ZIP codes whose local evidence is kept (about 1 KB each); the oldest entry goes first. */
const LOCAL_CACHE_MAX = 10_000;

/** What the server's own data says about a ZIP, as of one version of the imported HUD table. */
interface LocalEntry {
  storeVersion: number;
  facts: ZipFacts | null;
  evidence: MarketEvidence | null;
}

/** A ZIP code that no source and no ZIP list knows: the renter is told, not given an invented market. */
const unknownZipMessage = (zipcode: string) => `We don't have rent data for ZIP ${zipcode}. Check the ZIP code.`;

/** 'Bethel town' -> 'Bethel'; 'Fulton County' stays. */
const townLabel = (name: string) => name.replace(/\s+(town|city)$/, '');

function areaLabel(row: FmrAreaRow, exact: boolean): string {
  if (!exact) return row.areaName;
  return `${row.townName ? townLabel(row.townName) : row.countyName}, ${row.state}`;
}

/**
 * Sources in order (ADR 0008): an imported HUD release (npm run data:hud / HUD_FMR_FILE), the shipped HUD ZIP-level
 * Small Area FMRs, the shipped county/town FMR of the ZIP's county, HUD's live API (HUD_API_TOKEN), then the regional
 * estimate (ADR 0003) for a ZIP the lists know; an unknown ZIP is refused.
 */
export class MarketService {
  private readonly liveCache = new Map<string, { at: number; record: FmrRecord | null; error: string | null }>();
  private readonly localCache = new Map<string, LocalEntry>();

  constructor(
    private readonly store: HudStore,
    private readonly dataset: MarketDataset | null,
    private readonly hudApi: HudApi | null,
  ) {}

  /** The analysis from the server's own data (imported or shipped HUD FMRs) without waiting, or null. */
  private analyzeLocally(query: MarketQuery, now = Date.now()): MarketAnalysis | null {
    this.store.refreshInBackground(now);
    const { evidence } = this.local(query.zipcode);
    return evidence && analyzeWithEvidence(query, evidence);
  }

  /** The analysis, or the refusal of a ZIP code no source and no list knows (returned, never thrown: issue 31). */
  async analyze(query: MarketQuery, now = Date.now()): Promise<Result<MarketAnalysis, 'unknown_zip'>> {
    const local = this.analyzeLocally(query, now);
    if (local) return ok(local);
    const { facts } = this.local(query.zipcode);

    const place = facts?.city && facts.state ? { city: facts.city, state: facts.state } : null;
    let reason = facts
      ? `HUD publishes no Fair Market Rent for ZIP ${query.zipcode}${place ? ` (${place.city}, ${place.state})` : ''}`
      : 'HUD Fair Market Rent data has not been loaded on this server';
    if (this.hudApi) {
      const live = await this.lookupLive(query.zipcode, now);
      if (live.record) return ok(analyzeWithEvidence(query, this.evidenceFromRecord(live.record, facts)));
      reason = live.error ?? reason;
    }
    if (this.dataset && !facts) return refuse('unknown_zip', unknownZipMessage(query.zipcode));
    return ok(regionalEstimate(query, reason, place));
  }

  /** The FMRs HUD publishes for a ZIP (imported release, shipped SAFMR, then its county), or null. */
  fmrForZip(zip: string): FmrRow | null {
    const { evidence } = this.local(zip);
    if (!evidence) return null;
    return {
      zip,
      fiscalYear: evidence.fmr.fiscalYear,
      rents: evidence.fmr.rents,
      areaName: evidence.fmr.areaName,
      smallArea: evidence.fmr.level === 'zip',
    };
  }

  /**
   * The ZIP's facts and local evidence, worked out once per ZIP and imported HUD table: the shipped data never changes
   * while the server runs, and a new import changes the store's version. Frozen, as every answer shares them. Kept
   * because it measured as paying (docs/performance.md, "Request path"): the look-up itself is array reads, but a fresh evidence object per
   * request also misses the domain's per-evidence text (describeEvidence) and leaves garbage for the GC.
   */
  private local(zip: string): LocalEntry {
    const storeVersion = this.store.version;
    const cached = this.localCache.get(zip);
    if (cached && cached.storeVersion === storeVersion) return cached;
    const facts = this.dataset?.lookup(zip) ?? null;
    const entry: LocalEntry = {
      storeVersion,
      facts: facts && freezeFacts(facts),
      evidence: freezeEvidence(this.localEvidence(zip, facts)),
    };
    if (this.localCache.size >= LOCAL_CACHE_MAX) this.localCache.delete(this.localCache.keys().next().value!);
    this.localCache.set(zip, entry);
    return entry;
  }

  private localEvidence(zip: string, facts: ZipFacts | null): MarketEvidence | null {
    const imported = this.store.lookup(zip);
    if (imported) return this.evidenceFromRecord(imported, facts);
    if (!facts) return null;
    const base = this.commonEvidence(facts);
    if (facts.safmr) {
      return {
        ...base,
        fmr: { rents: facts.safmr, fiscalYear: facts.safmrYear, level: 'zip', areaName: facts.area?.areaName ?? null, label: `ZIP ${zip}` },
      };
    }
    if (facts.area) {
      return {
        ...base,
        fmr: {
          rents: facts.area.rents,
          fiscalYear: facts.areaYear,
          level: 'county',
          areaName: facts.area.areaName,
          label: areaLabel(facts.area, facts.areaExact),
        },
      };
    }
    return null;
  }

  private evidenceFromRecord(record: FmrRecord, facts: ZipFacts | null): MarketEvidence {
    const areaName = record.areaName ?? facts?.area?.areaName ?? null;
    return {
      ...this.commonEvidence(facts),
      fmr: {
        rents: record.rents,
        fiscalYear: record.fiscalYear,
        level: record.smallArea ? 'zip' : 'county',
        areaName,
        label: record.smallArea ? `ZIP ${record.zip}` : (areaName ?? `the HUD area of ZIP ${record.zip}`),
      },
    };
  }

  private commonEvidence(facts: ZipFacts | null): Omit<MarketEvidence, 'fmr'> {
    if (!facts) return { census: null, trend: null, place: null };
    const trend =
      facts.area && facts.trendArea
        ? {
            areaName: areaLabel(facts.area, facts.areaExact),
            fromYear: facts.trendYear,
            toYear: facts.areaYear,
            fromRents: facts.trendArea.rents,
            toRents: facts.area.rents,
          }
        : null;
    return {
      census: facts.census,
      trend,
      place: facts.city && facts.state ? { city: facts.city, state: facts.state } : null,
    };
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

function freezeFacts(facts: ZipFacts): ZipFacts {
  if (facts.safmr) Object.freeze(facts.safmr);
  if (facts.census) Object.freeze(facts.census);
  return Object.freeze(facts);
}

function freezeEvidence(evidence: MarketEvidence | null): MarketEvidence | null {
  if (!evidence) return null;
  for (const part of [evidence.fmr, evidence.census, evidence.trend, evidence.place]) if (part) Object.freeze(part);
  return Object.freeze(evidence);
}
