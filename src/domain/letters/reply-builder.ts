import { formatUsd } from '../shared/sanitize.ts';
import { asSentenceEnd, clean, dayNumberOf, isPercent, parseAmount, weekdayDate } from './format.ts';
import { extractCounterOffer, extractLeaseTerm } from './landlord-response.ts';
import { detectLandlordTone, type LandlordTone } from './landlord-tone.ts';
import type { ReplyForm } from './reply-form.schema.ts';
import { REPLY_PHRASES, type ReplyFigures, type ReplyResponseType } from './reply-phrases.ts';
import { blendRoles, DEFAULT_REPLY_TONE, type ReplyTone } from './tones.ts';

/** Days from today an urgent reply asks for an answer by. */
const URGENT_REPLY_DAYS = 3;

export interface ReplyPlan {
  type: ReplyResponseType;
  current: number | null;
  /** The rent the renter asked for. */
  mine: number | null;
  /** The rent the landlord offered, as a monthly rent. */
  theirs: number | null;
  /** What their figure does to the current rent. */
  offer: 'freeze' | 'increase' | 'reduction' | null;
  landlordTerm: number | null;
  market: number | null;
  /** The counter the reply proposes, and the term it goes with. */
  proposal: number | null;
  proposalTerm: number;
  /** A second option: the landlord's own figure on a different term; null when there is none. */
  alternativeTerm: number | null;
  /** Their figure meets the renter's ask: the reply accepts. */
  accepts: boolean;
}

const round5 = (n: number) => Math.round(n / 5) * 5;

/**
 * The plan behind a reply. A counter under half the current rent is an amount off ("$75"). The proposal sits
 * halfway between the two figures (rounded to $5); against an increase it is a freeze when the renter asked for
 * a reduction, otherwise half the increase. The term differs from what the landlord asked: their term at our
 * figure, or their figure on a shorter one; with no term from them, 12 months (18 with a lease extension).
 */
function planReply(form: ReplyForm): ReplyPlan {
  const current = parseAmount(form.currentRent);
  const reduction = parseAmount(form.requestedReduction);
  const percent = isPercent(form.requestedReduction);
  const mine =
    current === null || reduction === null || reduction <= 0
      ? null
      : Math.round(percent ? current * (1 - reduction / 100) : current - reduction);
  const counter = parseAmount(form.counterOffer) ?? (form.responseType === 'counter' ? extractCounterOffer(form.landlordResponse) : null);
  const theirs = counter === null ? null : current !== null && counter < current / 2 ? current - counter : Math.round(counter);
  const offer = theirs === null || current === null ? null : theirs === current ? 'freeze' : theirs > current ? 'increase' : 'reduction';
  const landlordTerm = extractLeaseTerm(form.landlordResponse);
  const marketValue = parseAmount(form.marketRent);
  const market = marketValue !== null && marketValue > 0 ? Math.round(marketValue) : null;
  const longer = form.flexibility === 'lease-extension' ? 18 : 12;

  let proposal: number | null = null;
  let accepts = false;
  if (form.responseType === 'counter' && theirs !== null) {
    if (mine !== null && theirs <= mine) {
      accepts = true;
      proposal = theirs;
    } else if (offer === 'increase' && current !== null) {
      proposal = mine !== null && mine < current ? current : round5(current + (theirs - current) / 2);
      if (proposal >= theirs) proposal = current;
    } else if (mine !== null) {
      proposal = round5((mine + theirs) / 2);
    } else {
      proposal = round5(theirs * 0.97);
    }
    if (proposal !== null && proposal === theirs && !accepts) proposal = null;
  } else if (current !== null) {
    proposal = form.responseType === 'decline' ? current : (mine ?? null);
  }

  let proposalTerm = longer;
  let alternativeTerm: number | null = null;
  if (landlordTerm !== null && !accepts) {
    proposalTerm = landlordTerm;
    alternativeTerm = landlordTerm > 12 ? 12 : 18;
  }
  return { type: form.responseType, current, mine, theirs, offer, landlordTerm, market, proposal, proposalTerm, alternativeTerm, accepts };
}

function figuresOf(plan: ReplyPlan): ReplyFigures {
  const usd = (n: number | null) => (n === null ? null : formatUsd(n));
  const gapMine = plan.theirs !== null && plan.mine !== null ? plan.theirs - plan.mine : null;
  const gapMarket =
    plan.theirs !== null && plan.market !== null
      ? plan.theirs - plan.market
      : plan.current !== null && plan.market !== null
        ? plan.current - plan.market
        : null;
  return {
    current: usd(plan.current),
    mine: usd(plan.mine),
    theirs: usd(plan.theirs),
    offer: plan.offer,
    increase: plan.theirs !== null && plan.current !== null && plan.theirs > plan.current ? formatUsd(plan.theirs - plan.current) : null,
    reduction: plan.theirs !== null && plan.current !== null && plan.theirs < plan.current ? formatUsd(plan.current - plan.theirs) : null,
    gapToMine: gapMine !== null && gapMine > 0 ? { monthly: formatUsd(gapMine), yearly: formatUsd(gapMine * 12) } : null,
    market: usd(plan.market),
    marketGap:
      gapMarket === null
        ? null
        : { amount: formatUsd(Math.abs(gapMarket)), above: gapMarket > 0, subject: plan.theirs !== null ? 'offer' : 'current' },
    proposal: usd(plan.proposal),
    proposalGap:
      plan.proposal !== null && plan.theirs !== null && plan.theirs !== plan.proposal
        ? { monthly: formatUsd(Math.abs(plan.theirs - plan.proposal)), yearly: formatUsd(Math.abs(plan.theirs - plan.proposal) * 12) }
        : null,
    proposalTerm: plan.proposalTerm,
    landlordTerm: plan.landlordTerm,
    alternativeTerm: plan.alternativeTerm,
    accepts: plan.accepts,
    vacancyMonth: usd(plan.current),
  };
}

export interface ReplyOptions {
  /** One or two tones; defaults to the form's selection. The first leads (greeting, thanks, closing). */
  tones?: readonly ReplyTone[];
  today: Date;
}

/**
 * The reply as sendable text: it answers the landlord's figure (a freeze, an increase or a partial reduction),
 * states the gap to the renter's ask and to the market when known, and proposes a specific rent and term that
 * differ from what the landlord already offered. A partial yes is asked what would help them decide; a decline
 * what would change their mind, with a freeze or an improvement instead.
 */
export function buildReply(form: ReplyForm, options: ReplyOptions): string {
  const { lead, voice } = blendRoles(options.tones ?? form.selectedTones, DEFAULT_REPLY_TONE);
  const opening = REPLY_PHRASES[lead];
  const middle = REPLY_PHRASES[voice];
  const plan = planReply(form);
  const figures = figuresOf(plan);
  const terms = clean(form.additionalTerms);
  const replyBy = form.timeline === 'urgent' ? weekdayDate(dayNumberOf(options.today) + URGENT_REPLY_DAYS) : null;

  return [
    opening.salutation,
    [opening.thanks, LANDLORD_TONE_ACK[detectLandlordTone(form.landlordResponse)]].filter(Boolean).join(' '),
    middle.engage(form.responseType, figures),
    middle.propose(form.responseType, figures, form.flexibility, terms ? asSentenceEnd(terms) : null),
    middle.timeline(replyBy),
    opening.closing,
    [opening.signOff, '[Your Name]', '[Your Phone Number]', '[Your Email]'].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

const LANDLORD_TONE_ACK: Record<LandlordTone, string> = {
  dismissive:
    "I understand this may not be something you were planning to revisit, but I'd still like to find an arrangement that works for both of us.",
  firm: 'I understand your position.',
  open: 'I appreciate your openness to discussing this.',
  professional: '',
};

/** What to do after sending, for the result view. */
export function nextSteps(form: ReplyForm): string[] {
  const steps: string[] = [];
  if (form.responseType === 'counter') {
    steps.push(
      'Decide the highest rent you can accept before you send your reply.',
      'Reply within 1 to 2 days so the conversation keeps its momentum.',
    );
  } else if (form.responseType === 'partial') {
    steps.push(
      'Offer a specific time to talk, by phone or in person.',
      'Bring your market data and your record as a tenant to the conversation.',
    );
  } else {
    steps.push(
      'If the answer stays no, ask whether the rent could at least stay unchanged for the new term.',
      'Compare listings nearby so you know your options if you decide to move.',
    );
  }
  if (detectLandlordTone(form.landlordResponse) === 'dismissive') {
    steps.push('Stay polite and stick to the facts; a calm reply keeps the door open.');
  }
  if (form.flexibility === 'lease-extension') steps.push('Be ready to confirm the longer lease term you offered in the renewal.');
  if (form.flexibility === 'improvements') steps.push('List the improvement requests you are willing to set aside.');
  steps.push(
    form.timeline === 'urgent'
      ? 'Follow up by phone if you have no answer within 3 days.'
      : 'Follow up politely if you have no answer within 7 days.',
    'Keep copies of every message you send and receive.',
    'Get the final agreement in writing before you sign the renewal.',
  );
  return steps;
}
