import type { NegotiationTiming } from '#domain/letters/timing.ts';
import { suggestedReductionRange } from '#domain/letters/timing.ts';
import { formatUsd, parseAmount } from '#domain/shared/money.ts';
import { longDay } from '../../../lib/format-day.ts';

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
  const value = parseAmount(currentRent);
  return value !== null && value > 0 ? value : null;
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

/** Where the renter stands against the lease end, and the plan's send and reply-by dates, in one or two sentences. */
export function timingHeadline(timing: NegotiationTiming): string {
  const end = longDay(timing.leaseEnd);
  const days = timing.daysUntilEnd === 1 ? '1 day' : `${timing.daysUntilEnd} days`;
  const replyBy = `It asks for a reply by ${longDay(timing.replyBy)}.`;
  switch (timing.status) {
    case 'early':
      return `Your lease ends on ${end}. Send your letter on ${longDay(timing.sendOn)}, 90 days before, before renewal notices usually go out. ${replyBy}`;
    case 'in-window':
      return `Your lease ends on ${end}, ${days} from now: send your letter now, on ${longDay(timing.sendOn)}. ${replyBy}`;
    case 'late':
      return `Your lease ends on ${end}, only ${days} from now. Send your letter today, ${longDay(timing.sendOn)}: many leases ask for 30 days' notice. ${replyBy}`;
    case 'expired':
      return `Your lease end date, ${end}, has passed. You can still ask: send your letter today, ${longDay(timing.sendOn)}. ${replyBy}`;
  }
}
