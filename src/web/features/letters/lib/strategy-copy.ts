import { longDate } from '#domain/letters/format.ts';
import type { NegotiationStrategy, Stance } from '#domain/negotiation/strategy.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { limitWords } from '#domain/rent-rules/check.ts';

export interface StrategyCopy {
  /** What the letter will ask for: the renter's own choice, shown first. */
  letterAsk: string;
  /** Where the rent stands, in figures (against the average, or the landlord's proposal); null without figures. */
  position: string | null;
  /**
   * Our suggestion when the letter asks for something else, shown as a suggestion only (with `switchTo`); null when
   * the letter already follows it.
   */
  suggestion: string | null;
  /** The one-click switch to the suggested stance. */
  switchTo: { label: string; keepSame: boolean } | null;
  /** The plan's first request when the increase is above a cap (ADR 0046); null otherwise. */
  capCorrection: string | null;
  /** The landlord's cost of losing this tenant against the cost of the ask over the same term. */
  turnover: string;
  /** When to send and the reply-by date: the plan's one set of dates, as in the timing card and the letter. */
  timing: string;
}

const pct = (p: number) => (p > 0 ? ` (${p}%)` : '');

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

function position(s: NegotiationStrategy): string | null {
  if (s.proposal) {
    return `Your landlord proposes ${formatUsd(s.proposal.proposedRent)}, ${formatUsd(s.proposal.increase)}${pct(s.proposal.percent)} more than you pay.`;
  }
  const m = s.market;
  if (!m) return null;
  const average = `our market average of ${formatUsd(m.average)}`;
  if (m.gap < 0) return `You pay ${formatUsd(-m.gap)} less than ${average}.`;
  if (m.gap === 0) return `You pay exactly ${average}.`;
  return `You pay ${formatUsd(m.gap)} more than ${average}.`;
}

const SUGGESTIONS: Partial<Record<Stance, { text: string; label: string; keepSame: boolean }>> = {
  keep: {
    text: 'Our suggestion: ask to keep your rent instead. At or below the average, a renewal at your current rent is the realistic ask.',
    label: 'Ask to keep my rent',
    keepSame: true,
  },
  reduce: {
    text: 'Our suggestion: ask for a reduction instead. You pay more than the average, so the figures back a lower rent.',
    label: 'Ask for a reduction instead',
    keepSame: false,
  },
};

function timing(s: NegotiationStrategy): string {
  const t = s.timing;
  const send = longDate(t.sendOn);
  const replyBy = `Your letter asks for a reply by ${longDate(t.replyBy)}.`;
  switch (t.advice) {
    case 'wait':
      return `Send it on ${send}, 90 days before your lease ends, before renewal notices usually go out (60 to 90 days ahead). ${replyBy}`;
    case 'send-now':
      return `Send it on ${send}, today: your lease ends in ${t.daysLeft} days, inside the usual 60 to 90 day notice window. ${replyBy}`;
    case 'urgent':
      return `Send it on ${send}, today: your lease ends in ${t.daysLeft} days, and renewal notices usually go out 60 to 90 days ahead. ${replyBy}`;
    case 'expired':
      return `Your lease end date has passed: send it on ${send}, today. ${replyBy}`;
    case 'unknown':
      return `Send it on ${send}, today, or add your lease end date for the best day to send it. ${replyBy}`;
  }
}

function turnover(s: NegotiationStrategy): string {
  const losing = `Losing you would cost your landlord about ${formatUsd(s.turnover.low)} to ${formatUsd(s.turnover.high)} (1 to 3 months of rent in vacancy and turnover)`;
  if (s.turnover.askOverTerm <= 0) return `${losing}; renewing at your current rent costs them nothing.`;
  return s.stance === 'counter'
    ? `${losing}; your figure is ${formatUsd(s.turnover.askOverTerm)} less than theirs over the ${s.termMonths}-month lease.`
    : `${losing}; your ask costs them ${formatUsd(s.turnover.askOverTerm)} over the ${s.termMonths}-month lease.`;
}

/**
 * The strategy card's sentences. The letter's own ask comes first; a suggestion the renter has not taken follows as a
 * suggestion only, never in place of what the letter says.
 */
export function strategyCopy(s: NegotiationStrategy): StrategyCopy {
  const suggested = s.recommended !== s.stance && s.proposal === null ? SUGGESTIONS[s.recommended] : undefined;
  return {
    letterAsk: letterAsk(s),
    capCorrection: s.capCorrection
      ? `First, your letter asks your landlord to correct the increase to ${formatUsd(s.capCorrection.allowedRent)}, the ${Number(s.capCorrection.limitPercent.toFixed(3))}% ${s.capCorrection.place} allows ${limitWords(s.capCorrection, 'renter')} under ${s.capCorrection.law}.`
      : null,
    position: position(s),
    suggestion: suggested?.text ?? null,
    switchTo: suggested ? { label: suggested.label, keepSame: suggested.keepSame } : null,
    turnover: turnover(s),
    timing: timing(s),
  };
}
