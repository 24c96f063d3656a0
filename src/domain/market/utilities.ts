import { formatUsd } from '../shared/money.ts';

/**
 * Whether the renter's rent includes utilities (ADR 0065): asked on the letter form and on the results, optional,
 * "not sure" until answered. HUD's FMR and the Census median are gross rents (utilities included); our average is an
 * asking rent with utilities left out by an assumption of ours (x 0.90, ADR 0002), not a sourced utility figure. No
 * sourced local utility figure ships (the Census file is B25064, gross rent only), so the comparison is never adjusted
 * by a figure: it is said what each figure includes, and a rent that includes utilities is caveated.
 */
export const UTILITIES_ANSWERS = ['unsure', 'excluded', 'included'] as const;
export type UtilitiesAnswer = (typeof UTILITIES_ANSWERS)[number];

export const UTILITIES_CHOICES: readonly { value: UtilitiesAnswer; label: string }[] = [
  { value: 'unsure', label: 'Not sure' },
  { value: 'excluded', label: 'No, I pay utilities separately' },
  { value: 'included', label: 'Yes, some or all are included' },
];

export const UTILITIES_QUESTION = 'Does your rent include utilities?';

/** What each figure includes, wherever the comparison is shown. */
export const UTILITIES_BASIS =
  "HUD's fair market rent and the Census median include utilities; our average leaves them out (we take utilities as about a tenth of gross rent, an assumption, not a published figure), like a listing's asking rent.";

/** What the renter's answer means for the comparison with our average, on the page. */
export function utilitiesNote(answer: UtilitiesAnswer): string {
  if (answer === 'excluded') return 'Your rent does not include utilities either, so it compares like with like with our average.';
  if (answer === 'included') {
    return 'Your rent includes utilities and our average does not, so part of the difference is what the utilities cost. Your letter says so; compare with care.';
  }
  return 'If your rent includes utilities, part of the difference from our average is what they cost. Tell us below so your letter says which.';
}

/** What the letter says of the renter's rent and utilities, after the market figures; null when not answered. */
export function utilitiesSentence(answer: UtilitiesAnswer, currentRent: number, estimateName: string): string | null {
  const rent = formatUsd(currentRent);
  if (answer === 'excluded') {
    return `My rent of ${rent} does not include utilities, and ${estimateName} leaves them out too.`;
  }
  if (answer === 'included') {
    return `My rent of ${rent} includes utilities, which ${estimateName} leaves out.`;
  }
  return null;
}
