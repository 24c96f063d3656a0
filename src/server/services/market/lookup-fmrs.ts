import type { FmrLookupResponse, FmrRow } from '#domain/market/fmr-lookup.schema.ts';
import type { Deps } from '../../deps.ts';

/** HUD's Fair Market Rents of the ZIP codes asked for, in that order; ZIP codes without data are left out. */
export function lookupFmrs(deps: Pick<Deps, 'hudStore' | 'market'>, zips: readonly string[]): FmrLookupResponse {
  deps.hudStore.refreshInBackground();
  const rows: FmrRow[] = [];
  for (const zip of zips) {
    const fmr = deps.market.fmrForZip(zip);
    if (fmr) rows.push(fmr);
  }
  return { rows };
}
