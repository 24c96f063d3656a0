import type { FmrTrend } from '../market/market.schema.ts';
import { formatUsd, MIN_MONTHLY_RENT, isPercent, parseAmount } from '../shared/money.ts';
import { dayNumberOf, weekdayDate, parseIsoDay } from '../shared/dates.ts';
import { asSentenceEnd, bedroomWord, capitalize, clean, joinList, joinOr } from '../shared/text.ts';
import { type LandlordMove, type LandlordReading, type LandlordReason, moveOf, readLandlordAnswer } from './landlord-response.ts';
import { detectLandlordTone, type LandlordTone } from './landlord-tone.ts';
import type { LetterPoints, RentCapNote } from './reply-form.ts';
import type { ReplyForm } from './reply-form.schema.ts';
import { lease, REPLY_PHRASES, type ReplyAlternative, type ReplyProposal } from './reply-phrases.ts';
import { blendRoles, DEFAULT_REPLY_TONE, type ReplyTone } from './tones.ts';
import { senderOf, signatureLines } from './sender.ts';
import { pointFor } from '../strategy/walk-away.ts';

/** Days from today an urgent reply asks for an answer by. */
const URGENT_REPLY_DAYS = 3;
/** Their figure is set beside the market average only when it is at least this far above it. */
const MIN_MARKET_GAP = 25;

export interface ReplyPlan {
  /** What the landlord's answer does to the rent, read from their figure against the current rent and the ask. */
  move: LandlordMove;
  current: number | null;
  /** The rent the renter asked for (the current rent when they asked to keep it): the reply's only rent. */
  asked: number | null;
  /** The monthly rent the landlord named (their offer, their proposed increase or the rent they keep). */
  theirs: number | null;
  landlordTerm: number | null;
  /** The lease term the renter asked for: the reply's term. */
  renterTerm: number;
  /** The longer term the renter offers ("Sign a longer lease"); null without that flexibility. */
  longerTerm: number | null;
  reasons: LandlordReason[];
  market: number | null;
  trend: FmrTrend | null;
  /** The cap carried from the letter page, when it was applied to this same current rent. */
  rentCap: RentCapNote | null;
  /** The letter's arguments, carried over. */
  points: LetterPoints | null;
  proposal: { rent: number | null; term: number; kind: ReplyProposal['kind']; theirTerm: boolean };
  /** The renter's flexibility as a second option: the same rent on the longer lease they offered. */
  alternative: { kind: ReplyAlternative['kind']; rent: number; term: number } | null;
  /** The walk-away point for the renter's term (ADR 0077): the reply's rent is never above it; null without one. */
  walkAway: { point: number; termMonths: number } | null;
  /** The rent the reply proposes was held to the walk-away point, below the renter's ask. */
  heldToWalkAway: boolean;
}

const positive = (n: number | null) => (n !== null && n > 0 ? Math.round(n) : null);

/** What the renter asked for: a rent ("$2,350"), an amount off ("$150", under half the rent) or a percentage. */
function askedRent(raw: string, current: number | null): number | null {
  const value = parseAmount(raw);
  if (value === null || value < 0) return null;
  if (isPercent(raw)) return current === null ? null : Math.round(current * (1 - value / 100));
  if (current !== null && value < current / 2) return current - Math.round(value);
  return value >= MIN_MONTHLY_RENT ? Math.round(value) : null;
}

/** The figure the renter typed for the landlord's rent: a rent, or an amount off when under half the current rent. */
function typedTheirs(raw: string, current: number | null): number | null {
  const value = positive(parseAmount(raw));
  if (value === null) return null;
  return current !== null && value < current / 2 ? current - value : value;
}

/** The landlord's answer read against the rent and the ask the renter gave (in the form as it stands). */
export function landlordReadingOf(form: Pick<ReplyForm, 'landlordResponse' | 'currentRent' | 'requestedReduction'>): LandlordReading {
  const current = positive(parseAmount(form.currentRent));
  return readLandlordAnswer(form.landlordResponse, { current, asked: askedRent(form.requestedReduction, current) });
}

/** "Sign a longer lease": the next term up from the renter's own (6 -> 12, 12 -> 18, 18 -> 24, 24 -> 36). */
const LONGER_TERM: Record<number, number> = { 6: 12, 12: 18, 18: 24, 24: 36 };

/**
 * The plan behind a reply (ADR 0062): it never concedes more than the renter chose. Their figure decides the move
 * (see `moveOf`); with none in their words or the form, an increase proposed before the letter still stands after a
 * refusal. The proposal is the renter's own ask on the renter's own term, whatever the landlord said; their figure is
 * taken only when it meets the ask on a term the renter accepts (theirs, or the longer one they offered). The only
 * second option is the renter's flexibility: the same rent on the longer lease they offered.
 */
export function planReply(form: ReplyForm): ReplyPlan {
  const current = positive(parseAmount(form.currentRent));
  const asked = askedRent(form.requestedReduction, current);
  const reading = readLandlordAnswer(form.landlordResponse, { current, asked });
  const before = positive(parseAmount(form.proposedRent));
  let theirs = typedTheirs(form.counterOffer, current) ?? reading.rent;
  if (theirs === null && before !== null && (reading.move === 'decline' || form.responseType === 'decline')) theirs = before;
  const move: LandlordMove =
    theirs !== null ? moveOf(theirs, { current, asked }) : form.responseType === 'counter' ? 'unclear' : form.responseType;
  const landlordTerm = reading.term;
  const renterTerm = Number(form.askedTerm) || 12;
  const longerTerm = form.flexibility === 'lease-extension' ? (LONGER_TERM[renterTerm] ?? renterTerm + 12) : null;
  const acceptable = (term: number | null) => term === null || term === renterTerm || term === longerTerm;
  const onTheirTerm = (term: number) => landlordTerm !== null && landlordTerm === term;
  // The renter's position: their ask, or the current rent when none was given.
  const position = asked ?? current;
  // The walk-away point (ADR 0077): no rent the reply proposes or accepts is above it.
  const pointForTerm = (term: number) => (form.walkAway ? pointFor(form.walkAway.alternativeRent, form.walkAway.oneTimeTotal, term) : null);
  const renterPoint = pointForTerm(renterTerm);
  const walkAway = renterPoint === null ? null : { point: renterPoint, termMonths: renterTerm };
  const held = (rent: number) => (renterPoint !== null && rent > renterPoint ? renterPoint : rent);
  const within = (rent: number, term: number) => {
    const point = pointForTerm(term);
    return point === null || rent <= point;
  };

  let proposal: ReplyPlan['proposal'];
  if (move === 'accept' && theirs !== null && acceptable(landlordTerm) && within(theirs, landlordTerm ?? renterTerm)) {
    proposal = { kind: 'accept', rent: theirs, term: landlordTerm ?? renterTerm, theirTerm: false };
  } else if (move === 'partial' || move === 'unclear') {
    proposal = { kind: 'partial', rent: asked === null ? null : held(asked), term: renterTerm, theirTerm: false };
  } else if (position === null) {
    proposal = { kind: 'ask', rent: null, term: renterTerm, theirTerm: false };
  } else {
    // Their figure met the ask on a term the renter did not offer: the same figure (never worse than the ask), on the
    // renter's term.
    const rent = held(move === 'accept' && theirs !== null ? theirs : position);
    proposal = { kind: 'counter', rent, term: renterTerm, theirTerm: onTheirTerm(renterTerm) };
  }
  // The same rent on the longer lease, unless it is above the walk-away point for that longer term.
  const alternative: ReplyPlan['alternative'] =
    longerTerm !== null &&
    proposal.kind !== 'accept' &&
    proposal.kind !== 'ask' &&
    proposal.rent !== null &&
    within(proposal.rent, longerTerm)
      ? { kind: 'longer-lease', rent: proposal.rent, term: longerTerm }
      : null;
  return {
    move,
    current,
    asked,
    theirs,
    landlordTerm,
    renterTerm,
    longerTerm,
    reasons: reading.reasons,
    market: positive(parseAmount(form.marketRent)),
    trend: form.hudTrend,
    rentCap: form.rentCap && current === form.rentCap.currentRent ? form.rentCap : null,
    points: form.letterPoints,
    proposal,
    alternative,
    walkAway,
    heldToWalkAway: walkAway !== null && position !== null && held(position) !== position,
  };
}

const usd = formatUsd;
/** "a, b or c". */
/** "an 8%", "an 11%", "an 18%", "a 6%": the article as the number is spoken. */
const anBefore = (n: number) => (String(n).startsWith('8') || n === 11 || n === 18 ? 'an' : 'a');
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 100);

/** What their answer says, in figures; never a concession (that comes after the argument). */
function whatTheySaid(plan: ReplyPlan): string[] {
  const { move, current, asked, theirs, landlordTerm, proposal } = plan;
  const onTerm = landlordTerm ? ` on ${lease(landlordTerm)}` : '';
  // Held to the walk-away point below their figure, the reply does not call it the rent asked for.
  if (move === 'accept' && theirs !== null && proposal.rent !== null && proposal.rent < theirs)
    return [`I have read your offer of ${usd(theirs)} a month${onTerm} carefully.`];
  if (move === 'accept' && theirs !== null)
    return [
      theirs === current
        ? `Keeping the rent at ${usd(theirs)} is what I asked for.`
        : `Your offer of ${usd(theirs)} a month${onTerm} meets the rent I asked for.`,
    ];
  if (move === 'increase' && theirs !== null && current !== null)
    return [
      `I understand you propose raising the rent from ${usd(current)} to ${usd(theirs)}${onTerm}, an increase of ${usd(theirs - current)} a month (${percentOf(theirs - current, current)}%).`,
    ];
  if (move === 'decline') {
    if (current === null) return ["I understand a reduction isn't what you had in mind."];
    if (asked !== null && asked < current)
      return [`I understand the rent is to stay at ${usd(current)}${onTerm}, rather than come down to the ${usd(asked)} I asked for.`];
    return [`I understand the rent is to stay at ${usd(current)}${onTerm}.`];
  }
  if (move === 'counter' && theirs !== null)
    return current !== null && theirs < current
      ? [`Your offer of ${usd(theirs)}${onTerm} takes ${usd(current - theirs)} off the rent, and I appreciate the move.`]
      : [`I have read your offer of ${usd(theirs)} a month${onTerm} carefully.`];
  if (move === 'partial') {
    // Held to the walk-away point, the reply's rent is not the one asked for: no recap of the ask.
    const recap = plan.heldToWalkAway
      ? ''
      : asked !== null && current !== null && asked < current
        ? `To recap, I asked for ${usd(asked)} a month, down from the current ${usd(current)}.`
        : asked !== null && current !== null && asked === current
          ? `To recap, I asked to renew at my current rent of ${usd(current)}.`
          : '';
    return ["I'm glad you are willing to consider it.", recap].filter(Boolean);
  }
  return ['I have read your reply carefully.'];
}

const COST_WORDS: Partial<Record<LandlordReason, string>> = { taxes: 'property taxes', insurance: 'insurance', costs: 'costs' };

function trendSentence(trend: FmrTrend): string {
  const change =
    trend.percentChange === 0 ? 'no change' : `${trend.percentChange > 0 ? 'a rise' : 'a fall'} of ${Math.abs(trend.percentChange)}%`;
  return `HUD's Fair Market Rent for a ${bedroomWord(trend.bedrooms)} home in ${trend.areaName} went from ${usd(trend.fromFmr)} in FY${trend.fromYear} to ${usd(trend.toFmr)} in FY${trend.toYear}, ${change} over two years.`;
}

/** The argument: the gap to the ask, the reasons they gave answered with figures, the market where it helps. */
function argument(plan: ReplyPlan): string[] {
  const { move, current, theirs, market, trend, reasons, rentCap } = plan;
  if (move !== 'decline' && move !== 'increase' && move !== 'counter') return [];
  const out: string[] = [];
  // Above a cap that applies (or applies unless an exemption the renter left open): ask for the correction first.
  if (rentCap && theirs !== null && theirs > rentCap.allowedRent) {
    const unless = rentCap.unless.length > 0 ? `, unless ${joinOr(rentCap.unless)}` : '';
    out.push(
      `Under ${rentCap.law}, ${rentCap.place} allows a rent increase of at most ${rentCap.limit} ${rentCap.period}${unless}. ${usd(theirs)} is above the ${usd(rentCap.allowedRent)} that allows, so I ask you to correct it to no more than ${usd(rentCap.allowedRent)} before we discuss the rest.`,
    );
  }
  // The figure being argued about: their new rent, or the rent they keep.
  const subject = move === 'decline' ? current : theirs;
  const increase = move === 'increase' && theirs !== null && current !== null ? theirs - current : null;

  const costs = reasons.flatMap((r) => COST_WORDS[r] ?? []);
  if (costs.length > 0) {
    if (increase !== null)
      out.push(
        `You mention higher ${joinList(costs)}. Could you tell me how much of the ${usd(increase)} a month increase they account for in this unit, and send me the figures behind it?`,
      );
    else
      out.push(
        `I understand your ${joinList(costs)} ${costs.length === 1 && costs[0] === 'insurance' ? 'has' : 'have'} gone up. Could you tell me by how much a month for this unit? It would help me see how far the rent can move.`,
      );
  }
  if (reasons.includes('upgrades')) {
    if (increase !== null)
      out.push(
        `You mention upgrades to the property. Could you tell me which of them are in my unit, what they cost and when the work will be done?`,
      );
    else out.push('I appreciate the upgrades you mention; could you tell me which of them are in my unit?');
  }

  // The market, only where it helps: HUD's change when it is slower than their increase (or not a rise at all), our
  // average when their figure is above it.
  const trendHelps =
    trend !== null &&
    (increase !== null && current !== null ? trend.percentChange / 2 < percentOf(increase, current) : trend.percentChange <= 0);
  const averageHelps = market !== null && subject !== null && subject - market >= MIN_MARKET_GAP;
  const marketFacts: string[] = [];
  if (trendHelps && trend) {
    marketFacts.push(trendSentence(trend));
    if (increase !== null && current !== null && theirs !== null) {
      const pct = percentOf(increase, current);
      marketFacts.push(`The proposed ${usd(theirs)} would be ${anBefore(pct)} ${pct}% rise in a single year.`);
    }
  }
  if (averageHelps && market !== null && subject !== null)
    marketFacts.push(
      `My estimate of the average rent for similar homes here is ${usd(market)}, ${usd(subject - market)} a month below ${move === 'decline' ? 'what I pay now' : usd(subject)}.`,
    );
  if (reasons.includes('market'))
    out.push(
      marketFacts.length > 0
        ? `You mention the market. ${marketFacts.join(' ')}`
        : 'You mention the market. Could you share the listings you compared with? I would like to look at the same homes.',
    );
  else out.push(...marketFacts);
  out.push(...letterPoints(plan, subject));
  return out;
}

/** The letter's arguments, made again: its best listing against their figure, the repairs, the increases paid. */
function letterPoints(plan: ReplyPlan, subject: number | null): string[] {
  const points = plan.points;
  if (!points) return [];
  const out: string[] = [];
  const c = points.comparable;
  if (c && subject !== null && subject > c.effectiveRent)
    out.push(
      `As my letter noted, a comparable home nearby${c.where ? `, ${c.where},` : ''} comes to ${usd(c.effectiveRent)} a month, ${usd(subject - c.effectiveRent)} below ${plan.move === 'decline' ? 'what I pay now' : usd(subject)}.`,
    );
  if (points.pastIncreases !== null) out.push(`My rent has already risen by ${usd(points.pastIncreases)} a month during my tenancy.`);
  if (points.repairs) out.push(`The repairs my letter asked for still matter here. ${capitalize(asSentenceEnd(points.repairs))}`);
  return out;
}

export interface ReplyOptions {
  /** One or two tones; defaults to the form's selection. The first leads (greeting, thanks, closing). */
  tones?: readonly ReplyTone[];
  today: Date;
}

const LANDLORD_PLACEHOLDER = "[Landlord's Name]";

const LANDLORD_TONE_ACK: Record<LandlordTone, string> = {
  dismissive:
    "I understand this may not be something you were planning to revisit, but I'd still like to find an arrangement that works for both of us.",
  firm: 'I understand your position.',
  open: 'I appreciate your openness to discussing this.',
  professional: '',
};

/**
 * The reply as sendable text. The first paragraph thanks them once and says what their answer does to the rent in
 * figures (their proposed increase is never called an offer, a kept rent never a concession); the second answers
 * the reason they gave and sets the market beside their figure where it helps; only then the proposal and any
 * alternative; the greeting uses the landlord's name when it is known.
 */
export function buildReply(form: ReplyForm, options: ReplyOptions): string {
  const { lead, voice } = blendRoles(options.tones ?? form.selectedTones, DEFAULT_REPLY_TONE);
  const opening = REPLY_PHRASES[lead];
  const middle = REPLY_PHRASES[voice];
  const plan = planReply(form);
  const today = dayNumberOf(options.today);
  const carried = parseIsoDay(form.replyBy);
  const replyBy =
    form.timeline === 'urgent' ? weekdayDate(today + URGENT_REPLY_DAYS) : carried !== null && carried > today ? weekdayDate(carried) : null;
  const terms = clean(form.additionalTerms);

  const { proposal, alternative, theirs, current } = plan;
  const offer: ReplyProposal = {
    kind: proposal.kind,
    rent: proposal.rent === null ? null : usd(proposal.rent),
    term: proposal.term,
    keepsCurrent: proposal.rent !== null && proposal.rent === current && plan.move === 'increase',
    theirTerm: proposal.theirTerm,
  };
  const proposing: string[] = [middle.propose(offer)];
  // The gap between the proposal and the rent they want (their increase, their counter or the rent they keep), over
  // the term being proposed; a month of vacancy beside it only when it is at least that much.
  const against = plan.move === 'decline' ? current : theirs;
  if (proposal.kind === 'counter' && proposal.rent !== null && against !== null && against > proposal.rent) {
    const overTerm = (against - proposal.rent) * proposal.term;
    proposing.push(
      middle.gap({
        proposal: usd(proposal.rent),
        monthly: usd(against - proposal.rent),
        overTerm: usd(overTerm),
        termMonths: proposal.term,
        vacancy: current !== null && current >= overTerm ? usd(current) : null,
      }),
    );
  }
  if (alternative) proposing.push(middle.alternative({ ...alternative, rent: usd(alternative.rent) }));
  // Setting improvement requests aside is something to give while the rent is open, never on top of a yes.
  if (form.flexibility === 'improvements' && proposal.kind !== 'accept') proposing.push(middle.improvements);
  if (terms) proposing.push(middle.terms(capitalize(asSentenceEnd(terms))));

  const name = clean(form.landlordName) || LANDLORD_PLACEHOLDER;
  return [
    opening.salutation(name),
    [opening.thanks, ...whatTheySaid(plan), LANDLORD_TONE_ACK[detectLandlordTone(form.landlordResponse)]].filter(Boolean).join(' '),
    argument(plan).join(' '),
    proposing.join(' '),
    middle.timeline(replyBy),
    opening.closing,
    [opening.signOff, ...signatureLines(senderOf(form))].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * What the reply page tells the renter about their walk-away point (ADR 0077), never put in the reply: when the
 * landlord's figure (their new rent, or the rent they keep) is above the point for its term, both figures and the
 * arithmetic over the term, leaving the choice to the renter; when the reply's rent was held to the point below the
 * renter's ask, that it was and how to propose the ask. Empty without a walk-away point.
 */
export function walkAwayNotes(form: ReplyForm): string[] {
  const plan = planReply(form);
  if (!form.walkAway || !plan.walkAway) return [];
  const { alternativeRent: alternative, oneTimeTotal: costs } = form.walkAway;
  const notes: string[] = [];
  const figure = plan.move === 'decline' ? (plan.theirs ?? plan.current) : plan.theirs;
  const term = plan.landlordTerm ?? plan.renterTerm;
  const point = pointFor(alternative, costs, term);
  if (figure !== null && figure > point) {
    const renewing = figure * term;
    const moving = alternative * term + costs;
    notes.push(
      `Your landlord's figure, ${usd(figure)} a month, is above your walk-away point of ${usd(point)} for ${lease(term)} ` +
        `(${usd(alternative)} + ${usd(costs)} ÷ ${term} months = ${usd(point)} a month, rounded down to the dollar). ` +
        `Over the ${term} months, renewing at ${usd(figure)} costs ${usd(renewing)} (${usd(figure)} × ${term}) and moving costs ` +
        `${usd(moving)} (${usd(alternative)} × ${term} + ${usd(costs)}), ${usd(renewing - moving)} less. ` +
        `Your reply does not accept ${usd(figure)}; whether to renew at it or move is your decision.`,
    );
  }
  const position = plan.asked ?? plan.current;
  if (plan.heldToWalkAway && position !== null && plan.proposal.rent !== null) {
    notes.push(
      `Your ask of ${usd(position)} a month is above your walk-away point of ${usd(plan.walkAway.point)} for ${lease(plan.walkAway.termMonths)}, ` +
        `so the reply proposes ${usd(plan.proposal.rent)}. To propose ${usd(position)}, leave the walk-away point out.`,
    );
  }
  const { longerTerm, proposal } = plan;
  if (
    longerTerm !== null &&
    plan.alternative === null &&
    proposal.rent !== null &&
    (proposal.kind === 'counter' || proposal.kind === 'partial')
  ) {
    notes.push(
      `Your offer of ${lease(longerTerm)} at ${usd(proposal.rent)} a month is left out of the reply: it is above your walk-away point of ${usd(pointFor(alternative, costs, longerTerm))} for that term.`,
    );
  }
  return notes;
}

/** What to do after sending, for the result view. */
export function nextSteps(form: ReplyForm): string[] {
  const { move } = planReply(form);
  const steps: string[] = [];
  if (move === 'increase') {
    steps.push(
      'Ask for the proposed increase in writing, with the date it would start.',
      'Decide the highest rent you can accept before you send your reply.',
    );
  } else if (move === 'counter' || move === 'accept') {
    steps.push(
      'Decide the highest rent you can accept before you send your reply.',
      'Reply within 1 to 2 days so the conversation keeps its momentum.',
    );
  } else if (move === 'partial' || move === 'unclear') {
    steps.push(
      'Offer a specific time to talk, by phone or in person.',
      'Bring your market data and your record as a tenant to the conversation.',
    );
  } else {
    steps.push(
      'If the answer stays no, ask whether the rent could at least be fixed for a longer term.',
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
