import { tierParts } from '#domain/market/lease-form.ts';
import { TIER_LEVELS } from '#domain/market/market-options.ts';

/** The property tiers of #domain/market/market-options.ts as <option>s, by name: Economical, Average, Luxury, Exclusive. */
export function TierOptions() {
  return TIER_LEVELS.map((tier) => (
    <option key={tier} value={tier}>
      {tierParts(tier).name}
    </option>
  ));
}
