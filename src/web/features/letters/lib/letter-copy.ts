import type { LetterForm } from '#domain/letters/letter-form.ts';
import type { NegotiationTiming } from '#domain/letters/timing.ts';
import { suggestedReductionRange } from '#domain/letters/timing.ts';
import { formatUsd } from '#domain/shared/sanitize.ts';
import { longDay } from '../../../lib/format-day.ts';

/** How the renter answered 'Include competitive offers?' once they said Yes. */
export type CompetitiveOffersMode = 'manual' | 'research';

/** "conversational", "professional and friendly". */
export function describeTones(tones: readonly string[]): string {
  return tones.length === 0 ? 'conversational' : tones.join(' and ');
}

/** Title and description of the success toast ('Letter Generated!' then 'Letter Regenerated!', naming the tone). */
export function generatedToast(tones: readonly string[], regenerated: boolean): { title: string; description: string } {
  const tone = describeTones(tones);
  const blend = tones.length > 1 ? `a blend of ${tone} tones` : `a ${tone} tone`;
  return regenerated
    ? { title: 'Letter Regenerated!', description: `Your letter now has ${blend}.` }
    : { title: 'Letter Generated!', description: `Your letter is ready, written in ${blend}.` };
}

function rentNumber(currentRent: string): number | null {
  const digits = currentRent.replace(/[^\d.]/g, '');
  const value = Number(digits);
  return digits && Number.isFinite(value) && value > 0 ? value : null;
}

/** The confirmation shown when the renter asks to keep the same rent. */
export function keepSameConfirmation(currentRent: string): string {
  const rent = rentNumber(currentRent);
  return rent !== null
    ? `Your letter will ask to keep your rent at ${formatUsd(rent)} a month when you renew, with no increase.`
    : 'Your letter will ask to keep your current rent unchanged when you renew, with no increase.';
}

/** "5 to 15% of $1,850 is $93 to $278 a month."; null until a rent is entered. */
export function reductionRangeHint(currentRent: string): string | null {
  const rent = rentNumber(currentRent);
  const range = rent !== null ? suggestedReductionRange(rent) : null;
  return range && rent !== null ? `5 to 15% of ${formatUsd(rent)} is ${formatUsd(range.low)} to ${formatUsd(range.high)} a month.` : null;
}

/** Where the renter stands against the lease end, in one sentence. */
export function timingHeadline(timing: NegotiationTiming): string {
  const end = longDay(timing.leaseEnd);
  const days = timing.daysUntilEnd === 1 ? '1 day' : `${timing.daysUntilEnd} days`;
  switch (timing.status) {
    case 'early':
      return `Your negotiation window opens on ${longDay(timing.windowOpens)}, 4 months before your lease ends on ${end}.`;
    case 'in-window':
      return `You are in the negotiation window: your lease ends on ${end}, ${days} from now. This is the right time to send your letter.`;
    case 'late':
      return `Your lease ends on ${end}, only ${days} from now. Send your letter right away: many leases ask for 30 days' notice.`;
    case 'expired':
      return `Your lease end date, ${end}, has passed. You can still ask: here is a short catch-up plan.`;
  }
}

/**
 * The form exactly as the letter should use it. Competitive-offer details count only when the renter said Yes
 * and chose to describe the offers; with 'Let AI do the research' nothing is researched, so no details are sent
 * to the builder and the letter only says the renter has been looking at other rentals.
 */
export function letterInput(form: LetterForm, competitiveMode: CompetitiveOffersMode): LetterForm {
  const keepDetails = form.includeCompetitiveOffers && competitiveMode === 'manual';
  return {
    ...form,
    competitiveOffersDetails: keepDetails ? form.competitiveOffersDetails : '',
    desiredReduction: form.negotiateToKeepSame ? '' : form.desiredReduction,
  };
}
