import { longDate } from '#domain/letters/format.ts';
import type { NegotiationStrategy } from '#domain/negotiation/strategy.ts';
import { formatUsd } from '#domain/shared/sanitize.ts';

export interface StrategyCopy {
  /** What we suggest, from the numbers. */
  suggestion: string;
  /** The one-click switch to the suggested stance, when the form asks for something else. */
  switchTo: { label: string; keepSame: boolean } | null;
  /** What the letter will ask for with the renter's current choices. */
  letterAsk: string;
  /** The landlord's cost of losing this tenant against the yearly cost of the ask. */
  turnover: string;
  /** When to send and the reply-by date. */
  timing: string;
}

const pct = (p: number) => (p > 0 ? ` (${p}%)` : '');

function suggestion(s: NegotiationStrategy): string {
  const m = s.market;
  if (s.recommended === 'counter' && s.proposal) {
    return `Your landlord proposes ${formatUsd(s.proposal.proposedRent)}, ${formatUsd(s.proposal.increase)}${pct(s.proposal.percent)} more: we suggest countering with ${formatUsd(s.ask.targetRent)}.`;
  }
  if (!m) return 'Enter your zipcode, rent and bedrooms for a suggestion based on market figures.';
  if (s.recommended === 'keep') {
    return m.gap < 0
      ? `You pay ${formatUsd(-m.gap)} below the market average: we suggest asking to keep your rent.`
      : `Your rent is within ${formatUsd(m.gap)} of the market average: we suggest asking to keep your rent.`;
  }
  return `You pay ${formatUsd(m.gap)} above the market average: we suggest asking for a reduction.`;
}

function letterAsk(s: NegotiationStrategy): string {
  if (s.stance === 'keep')
    return `Your letter will ask to keep your rent at ${formatUsd(s.currentRent)} for a ${s.termMonths}-month renewal.`;
  if (s.stance === 'counter' && s.proposal) {
    return s.ask.targetRent === s.currentRent
      ? `Your letter will ask to renew at ${formatUsd(s.currentRent)} instead of ${formatUsd(s.proposal.proposedRent)}, for ${s.termMonths} months.`
      : `Your letter will propose ${formatUsd(s.ask.targetRent)} instead of ${formatUsd(s.proposal.proposedRent)}, an increase of ${formatUsd(-s.ask.monthlyChange)}${pct(s.ask.percent)}, for ${s.termMonths} months.`;
  }
  const floor =
    s.ask.flooredAtRange && s.market ? ` That is the low end of the range for similar homes (${formatUsd(s.market.range.low)}).` : '';
  return `Your letter will ask for ${formatUsd(s.ask.targetRent)} a month, ${formatUsd(s.ask.monthlyChange)}${pct(s.ask.percent)} less, for ${s.termMonths} months.${floor}`;
}

function timing(s: NegotiationStrategy): string {
  const t = s.timing;
  const replyBy = `Your letter asks for a reply by ${longDate(t.replyBy)}.`;
  switch (t.advice) {
    case 'wait':
      return `Send it on ${longDate(t.sendOn)}, 90 days before your lease ends, before renewal notices usually go out (60 to 90 days ahead). ${replyBy}`;
    case 'send-now':
      return `Send it this week: your lease ends in ${t.daysLeft} days, inside the usual 60 to 90 day notice window. ${replyBy}`;
    case 'urgent':
      return `Send it today: your lease ends in ${t.daysLeft} days, and renewal notices usually go out 60 to 90 days ahead. ${replyBy}`;
    case 'expired':
      return `Your lease end date has passed: send it today. ${replyBy}`;
    case 'unknown':
      return `Add your lease end date for the best day to send it. ${replyBy}`;
  }
}

export function strategyCopy(s: NegotiationStrategy, form: { negotiateToKeepSame: boolean }): StrategyCopy {
  let switchTo: StrategyCopy['switchTo'] = null;
  if (s.recommended === 'keep' && !form.negotiateToKeepSame && s.proposal === null)
    switchTo = { label: 'Ask to keep my rent', keepSame: true };
  if (s.recommended === 'reduce' && form.negotiateToKeepSame) switchTo = { label: 'Ask for a reduction instead', keepSame: false };
  const turnover =
    s.turnover.askYearly > 0
      ? `Losing you would cost your landlord about ${formatUsd(s.turnover.low)} to ${formatUsd(s.turnover.high)} (1 to 3 months of rent in vacancy and turnover); your ask costs them ${formatUsd(s.turnover.askYearly)} a year.`
      : `Losing you would cost your landlord about ${formatUsd(s.turnover.low)} to ${formatUsd(s.turnover.high)} (1 to 3 months of rent in vacancy and turnover); renewing at your current rent costs them nothing.`;
  return { suggestion: suggestion(s), switchTo, letterAsk: letterAsk(s), turnover, timing: timing(s) };
}
