/** Shared arithmetic for every market source: overpayment never negative, percent to one decimal. */
export function compareRent(currentRent: number, marketRent: number) {
  const overpayment = Math.max(0, Math.round((currentRent - marketRent) * 100) / 100);
  const percentOvermarket = marketRent > 0 ? roundTo1(((currentRent - marketRent) / marketRent) * 100) : 0;
  return { overpayment, percentOvermarket };
}

function roundTo1(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}
