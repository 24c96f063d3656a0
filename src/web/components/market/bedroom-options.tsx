import { BEDROOM_LABELS } from '#domain/market/lease-form.ts';
import { BEDROOM_OPTIONS } from '#domain/market/market-options.ts';

/** The bedroom counts of #domain/market/market-options.ts as <option>s: Studio, 1 to 4, 5+. */
export function BedroomOptions() {
  return BEDROOM_OPTIONS.map((n) => (
    <option key={n} value={String(n)}>
      {BEDROOM_LABELS[String(n)]}
    </option>
  ));
}
