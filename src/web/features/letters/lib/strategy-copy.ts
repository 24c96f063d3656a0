import { longDate } from '#domain/shared/dates.ts';
import type { NegotiationStrategy, StrategyWarning, Suggestion } from '#domain/strategy/strategy.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { limitWords } from '#domain/rent-rules/check.ts';

export interface StrategyCopy {
  /** What the letter will ask for: the renter's own choice (stance, amount, term), shown first. */
  letterAsk: string;
  /** When the amount is ours (the renter left it blank): where it comes from and how to change it; null otherwise. */
  askSource: string | null;
  /** Where the rent stands, in figures (against the average, or the landlord's proposal); null without figures. */
  position: string | null;
  /**
   * Our suggestion when the letter asks for something else, shown as a suggestion only (with `take`); null when the
   * letter already follows it.
   */
  suggestion: string | null;
  /** The one-click switch to the suggestion: its button label and the answers it sets. */
  take: { label: string; answers: Suggestion['answers'] } | null;
  /** What the renter should know before sending, one sentence each. */
  warnings: string[];
  /** What a reply may give if the landlord says no: the renter's flexibility, and nothing beyond it. */
  flexibility: string;
  /** The plan's first request when the increase is above a cap (ADR 0046); null otherwise. */
  capCorrection: string | null;
  /** The landlord's cost of losing this tenant against the cost of the ask over the same term. */
  turnover: string;
  /** When to send and the reply-by date: the plan's one set of dates, as in the timing card and the letter. */
  timing: string;
}

const pct = (p: number) => (p > 0 ? ` (${p}%)` : '');
const lease = (months: number) => `${String(months).startsWith('8') || months === 18 ? 'an' : 'a'} ${months}-month lease`;

function letterAsk(s: NegotiationStrategy): string {
  const term = lease(s.termMonths);
  const early = s.signEarly ? ` It offers to sign the renewal early; the term stays ${s.termMonths} months.` : '';
  const p = s.proposal;
  if (s.stance === 'keep')
    return `Your letter will ask to keep your rent at ${formatUsd(s.currentRent)} a month on ${term}${p ? `, instead of the ${formatUsd(p.proposedRent)} your landlord proposed` : ''}.${early}`;
  if (s.stance === 'counter') {
    if (!p) return "Enter your landlord's proposed new rent: your letter counters it.";
    return s.ask.targetRent === s.currentRent
      ? `Your letter will answer your landlord's ${formatUsd(p.proposedRent)} by asking to renew at ${formatUsd(s.currentRent)} on ${term}.${early}`
      : `Your letter will answer your landlord's ${formatUsd(p.proposedRent)} with ${formatUsd(s.ask.targetRent)} a month, an increase of ${formatUsd(-s.ask.monthlyChange)}${pct(s.ask.percent)}, on ${term}.${early}`;
  }
  return `Your letter will ask for ${formatUsd(s.ask.targetRent)} a month, ${formatUsd(s.ask.monthlyChange)}${pct(s.ask.percent)} less than you pay, on ${term}${p ? `, and answer your landlord's proposed ${formatUsd(p.proposedRent)}` : ''}.${early}`;
}

function askSource(s: NegotiationStrategy): string | null {
  if (s.ask.source !== 'suggested' || s.stance === 'keep' || (s.stance === 'counter' && !s.proposal)) return null;
  if (s.stance === 'counter')
    return 'You left your counter-offer blank, so this is our suggestion: half the increase, no higher than the market average, or your current rent when you already pay the average or more. Type your own figure to change it.';
  const why =
    s.ask.atAverage && s.market
      ? `the market average of ${formatUsd(s.market.average)}, rounded up to $5: asking for less would ask below the figure your letter cites`
      : s.ask.flooredAtRange && s.market
        ? `the low end of the range for similar homes (${formatUsd(s.market.range.low)})`
        : 'a 5 to 15% reduction, following the gap to the market average';
  return `You left the reduction blank, so this is our suggestion: ${why}. Type your own amount to change it.`;
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

function suggestionText(s: NegotiationStrategy, g: Suggestion): { text: string; label: string } {
  const rent = formatUsd(g.targetRent);
  if (g.because === 'below-range' && s.market)
    return {
      text: `Our suggestion: ask for ${rent} instead. Your figure is below ${formatUsd(s.market.range.low)}, the low end of the range for similar homes, which a landlord may not take seriously.`,
      label: `Ask for ${rent} instead`,
    };
  if (g.because === 'below-average' && s.market)
    return {
      text: `Our suggestion: ask for ${rent} instead, which does not go below the market average of ${formatUsd(s.market.average)} your letter cites.`,
      label: `Ask for ${rent} instead`,
    };
  if (g.stance === 'keep')
    return {
      text: 'Our suggestion: ask to keep your rent instead. At or below the average, a renewal at your current rent is the realistic ask.',
      label: 'Ask to keep my rent',
    };
  if (g.stance === 'counter' && s.proposal)
    return {
      text:
        g.targetRent === s.currentRent
          ? `Our suggestion: counter your landlord's ${formatUsd(s.proposal.proposedRent)} by asking to renew at ${rent}; you already pay the market average or more.`
          : `Our suggestion: counter your landlord's ${formatUsd(s.proposal.proposedRent)} with ${rent}, half the increase and no higher than the market average.`,
      label: 'Counter the increase instead',
    };
  return {
    text: `Our suggestion: ask for a reduction to ${rent} instead. You pay more than the average, so the figures back a lower rent.`,
    label: 'Ask for a reduction instead',
  };
}

const BECAUSE_WORDS = {
  repairs: 'the repairs still outstanding',
  comparables: 'the lower listings you found',
  increases: 'the increases you have already absorbed',
  tenure: 'how long you have lived there',
} as const;

function warningText(s: NegotiationStrategy, w: StrategyWarning): string {
  const ask = formatUsd(s.ask.targetRent);
  switch (w.kind) {
    case 'below-average':
      return w.because.length > 0
        ? `Your ask of ${ask} is ${formatUsd(w.average - s.ask.targetRent)} below the market average of ${formatUsd(w.average)} your letter cites; the letter says why: ${w.because.map((b) => BECAUSE_WORDS[b]).join(', ')}.`
        : `Your ask of ${ask} is ${formatUsd(w.average - s.ask.targetRent)} below the market average of ${formatUsd(w.average)} your letter cites, and the letter has no reason to give for that. Add the repairs, listings or past increases behind it, or take our suggestion.`;
    case 'below-range':
      return `Your ask of ${ask} is below ${formatUsd(w.low)}, the low end of the range for similar homes.`;
    case 'far-below-market': {
      const step = w.fallbackRent - s.currentRent;
      return `You pay ${formatUsd(w.gap)} a month less than the market average of ${formatUsd(w.average)}. Keeping this rent asks your landlord to forgo about ${formatUsd(w.forgoneOverTerm)} against the market over the ${s.termMonths}-month lease, so they may refuse or propose a large increase. A realistic fallback if they will not keep it: offer ${formatUsd(w.fallbackRent)} a month${step > 0 ? ` (${formatUsd(step)}, ${Math.round((step / s.currentRent) * 100)}% more)` : ''}, still ${formatUsd(w.average - w.fallbackRent)} below the average.`;
    }
    case 'hardship':
      return 'You chose financial hardship as your main reason. Your letter says a rent that fits your budget would let you stay long term; it does not say your finances have changed, because some landlords read that as a risk of late payment. Add your circumstances under "Anything else" only if you want your landlord to know.';
    case 'above-cap':
      return `Your counter-offer of ${formatUsd(w.counterRent)} is above the ${formatUsd(w.allowedRent)} the cap allows, so your letter asks for ${formatUsd(w.allowedRent)}.`;
  }
}

function flexibility(s: NegotiationStrategy): string {
  const ask = formatUsd(s.ask.targetRent);
  if (s.flexibility === 'lease-extension')
    return `If your landlord says no, your reply can offer ${lease(s.longerTermMonths)} at ${ask}, never a higher rent.`;
  if (s.flexibility === 'improvements')
    return `If your landlord says no, your reply can offer to set aside non-urgent improvement requests, at ${ask} on ${lease(s.termMonths)}.`;
  return `If your landlord says no, your reply holds to ${ask} on ${lease(s.termMonths)}: you chose no extra flexibility.`;
}

function timing(s: NegotiationStrategy): string {
  const t = s.timing;
  const send = longDate(t.sendOn);
  const replyBy = `Your letter asks for a reply by ${longDate(t.replyBy)}.`;
  switch (t.advice) {
    case 'wait':
      return `Send it on ${send}, 90 days before your lease ends, before renewal notices usually go out (60 to 90 days ahead). ${replyBy}`;
    case 'send-now':
      return `Send it on ${send}, today: your lease ends in ${t.daysLeft} days, inside the 60 to 90 days when renewal notices usually go out. ${replyBy}`;
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
  if (s.turnover.belowMarketOverTerm > s.turnover.low)
    return `${losing}, less than the ${formatUsd(s.turnover.belowMarketOverTerm)} your rent is below the market average over the ${s.termMonths}-month lease, so your letter does not argue it.`;
  if (s.turnover.askOverTerm <= 0) return `${losing}; renewing at your current rent costs them nothing.`;
  const cost = s.proposal
    ? `${losing}; your figure is ${formatUsd(s.turnover.askOverTerm)} less than theirs over the ${s.termMonths}-month lease`
    : `${losing}; your ask costs them ${formatUsd(s.turnover.askOverTerm)} over the ${s.termMonths}-month lease`;
  return s.vacancyHelps ? `${cost}.` : `${cost}, more than a month of vacancy, so your letter does not argue it.`;
}

/**
 * The strategy card's sentences. The letter's own ask comes first; a suggestion the renter has not taken follows as a
 * suggestion only, never in place of what the letter says (ADR 0055).
 */
export function strategyCopy(s: NegotiationStrategy): StrategyCopy {
  const suggested = s.suggestion ? suggestionText(s, s.suggestion) : null;
  return {
    letterAsk: letterAsk(s),
    askSource: askSource(s),
    capCorrection: s.capCorrection
      ? `First, your letter asks your landlord to correct the increase to ${formatUsd(s.capCorrection.allowedRent)}, the ${Number(s.capCorrection.limitPercent.toFixed(3))}% ${s.capCorrection.place} allows ${limitWords(s.capCorrection, 'renter')} under ${s.capCorrection.law}.`
      : null,
    position: position(s),
    suggestion: suggested?.text ?? null,
    take: suggested && s.suggestion ? { label: suggested.label, answers: s.suggestion.answers } : null,
    warnings: s.warnings.map((w) => warningText(s, w)),
    flexibility: flexibility(s),
    turnover: turnover(s),
    timing: timing(s),
  };
}
