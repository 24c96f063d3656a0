import { z } from 'zod';
import { formatUsd } from '../shared/sanitize.ts';
import { asSentenceEnd, clean, dayNumberOf, isPercent, parseAmount, weekdayDate } from './format.ts';
import { firstMessageByField, optionalText, requiredText } from './form-fields.ts';
import { type Flexibility, REPLY_PHRASES, type ReplyFigures, type ReplyResponseType } from './reply-phrases.ts';
import { blendRoles, DEFAULT_REPLY_TONE, MAX_BLENDED_TONES, REPLY_TONES, type ReplyTone } from './tones.ts';

export type { Flexibility, ReplyResponseType };

const RESPONSE_TYPES = ['counter', 'partial', 'decline'] as const satisfies readonly ReplyResponseType[];
const FLEXIBILITY_OPTIONS = ['lease-extension', 'improvements', 'none'] as const satisfies readonly Flexibility[];
export const TIMELINES = ['urgent', 'normal'] as const;
export type ReplyTimeline = (typeof TIMELINES)[number];

/** SPEC section 5, reply form. */
export const REPLY_FORM_MESSAGES = {
  landlordResponse: "Please paste your landlord's response",
  responseType: 'Please select how your landlord responded',
  acceptDisclaimer: 'Please accept the disclaimer to continue',
  selectedTones: 'Please select at least one response tone',
} as const;

/** The reply form; `responseType` may be '' (nothing chosen yet) in the browser and is required to submit. */
export const replyFormSchema = z.object({
  landlordResponse: requiredText(REPLY_FORM_MESSAGES.landlordResponse),
  responseType: z
    .enum([...RESPONSE_TYPES, ''], { error: REPLY_FORM_MESSAGES.responseType })
    .transform((value, ctx) => {
      if (value !== '') return value;
      ctx.addIssue({ code: 'custom', message: REPLY_FORM_MESSAGES.responseType });
      return z.NEVER;
    }),
  counterOffer: optionalText,
  currentRent: optionalText,
  requestedReduction: optionalText,
  flexibility: z.enum(FLEXIBILITY_OPTIONS).default('none'),
  additionalTerms: optionalText,
  /** The market average from the renter's analysis, when they have it (optional). */
  marketRent: optionalText,
  timeline: z.enum(TIMELINES).default('normal'),
  selectedTones: z
    .array(z.enum(REPLY_TONES))
    .min(1, { error: REPLY_FORM_MESSAGES.selectedTones })
    .max(MAX_BLENDED_TONES),
  acceptDisclaimer: z
    .boolean({ error: REPLY_FORM_MESSAGES.acceptDisclaimer })
    .refine((accepted) => accepted, { error: REPLY_FORM_MESSAGES.acceptDisclaimer }),
});

export type ReplyFormInput = z.input<typeof replyFormSchema>;
export type ReplyForm = z.output<typeof replyFormSchema>;
export type ReplyFormErrors = Partial<Record<keyof ReplyForm, string>>;

export function emptyReplyForm(): ReplyFormInput {
  return {
    landlordResponse: '',
    responseType: '',
    counterOffer: '',
    currentRent: '',
    requestedReduction: '',
    flexibility: 'none',
    additionalTerms: '',
    marketRent: '',
    timeline: 'normal',
    selectedTones: [DEFAULT_REPLY_TONE],
    acceptDisclaimer: false,
  };
}

/** Field → SPEC message for every failing field; `{}` when the reply can be generated. */
export function validateReplyForm(form: ReplyFormInput): ReplyFormErrors {
  const result = replyFormSchema.safeParse(form);
  return result.success ? {} : firstMessageByField<keyof ReplyForm>(result.error.issues);
}

// ---------------------------------------------------------------------------------------------------------
// Reading the landlord's answer.
// Keyword matching is case-insensitive and by whole word ("no" does not match "know", "note" or "not");
// a keyword ending in '*' also matches longer words that start with it ("counter*": counteroffer,
// counter-offer, countered). Curly apostrophes count as straight ones.

export type LandlordResponseClass = ReplyResponseType | 'unclear';

/**
 * SPEC section 4, checked in this order. "can't" and "can not" are spellings of "cannot" and count as
 * decline; "won't" is not in the spec's list and does not. Word forms count (considering, discussed,
 * declined; "thinking about").
 */
const RESPONSE_KEYWORDS = {
  counter: ['counter*', 'instead', 'however'],
  partial: ['consider*', 'discuss*', 'think about', 'thinking about'],
  decline: ['no', 'cannot', "can't", 'can not', 'unable', 'declin*'],
} as const satisfies Record<ReplyResponseType, readonly string[]>;

/** A dollar amount also means a counter-offer: $1,850, $1850, $ 1,850.00. */
const DOLLAR_AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?/;

export type LandlordTone = 'dismissive' | 'firm' | 'open' | 'professional';

/**
 * Landlord tone, strongest signal first: dismissive > firm > open, else professional. A refusal or a
 * hard line outweighs polite framing ("happy to chat, but this is our final offer" is firm), and being
 * brushed off outweighs both, because that is what the reply has to defuse first.
 * dismissive: brushes the request off or invites the tenant to leave.
 * firm: a fixed position, a policy or a final number.
 * open: willing to talk or to move.
 */
export const LANDLORD_TONE_KEYWORDS = {
  dismissive: [
    'not interested',
    'no way',
    'out of the question',
    'absolutely not',
    'ridiculous',
    'waste of time',
    'take it or leave it',
    'feel free to move',
    'free to leave',
    'look elsewhere',
    'find another place',
    "don't bother",
    'not my problem',
    'plenty of other*',
  ],
  firm: [
    'final',
    'firm',
    'non-negotiable',
    'not negotiable',
    'bottom line',
    'best we can do',
    'best i can do',
    'no exceptions',
    'policy',
    'must',
    'will not',
    "won't",
    'not willing',
    'unwilling',
    'not open to',
    'not in a position',
    'market rate',
  ],
  open: [
    'happy to',
    'glad to',
    'open to',
    'willing',
    'flexible',
    'negotiable',
    "let's talk",
    "let's discuss",
    'work with you',
    'work something out',
    'appreciate*',
    'valued tenant',
    'great tenant',
    'good tenant',
    'consider*',
    'discuss*',
  ],
} as const satisfies Record<Exclude<LandlordTone, 'professional'>, readonly string[]>;

function keywordPattern(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map((keyword) => {
    const isStem = keyword.endsWith('*');
    const body = (isStem ? keyword.slice(0, -1) : keyword).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    return isStem ? `${body}[\\w'-]*` : body;
  });
  return new RegExp(`(?<!\\w)(?:${alternatives.join('|')})(?!\\w)`, 'i');
}

const normalizeQuotes = (text: string) => text.replace(/[\u2018\u2019\u02bc]/g, "'");

const RESPONSE_PATTERNS = {
  counter: keywordPattern(RESPONSE_KEYWORDS.counter),
  partial: keywordPattern(RESPONSE_KEYWORDS.partial),
  decline: keywordPattern(RESPONSE_KEYWORDS.decline),
};
const TONE_PATTERNS = {
  dismissive: keywordPattern(LANDLORD_TONE_KEYWORDS.dismissive),
  firm: keywordPattern(LANDLORD_TONE_KEYWORDS.firm),
  open: keywordPattern(LANDLORD_TONE_KEYWORDS.open),
};

export function classifyLandlordResponse(text: string): LandlordResponseClass {
  const t = normalizeQuotes(text);
  if (RESPONSE_PATTERNS.counter.test(t) || DOLLAR_AMOUNT.test(t)) return 'counter';
  if (RESPONSE_PATTERNS.partial.test(t)) return 'partial';
  if (RESPONSE_PATTERNS.decline.test(t)) return 'decline';
  return 'unclear';
}

export function detectLandlordTone(text: string): LandlordTone {
  const t = normalizeQuotes(text);
  if (TONE_PATTERNS.dismissive.test(t)) return 'dismissive';
  if (TONE_PATTERNS.firm.test(t)) return 'firm';
  if (TONE_PATTERNS.open.test(t)) return 'open';
  return 'professional';
}

// ---------------------------------------------------------------------------------------------------------
// Writing the reply.

/** Days from today an urgent reply asks for an answer by. */
const URGENT_REPLY_DAYS = 3;
/** A rent figure below this in the landlord's text is an amount off or a fee, not a rent. */
const MIN_RENT_IN_TEXT = 300;

/** The first dollar amount in the landlord's text that reads as a rent ("$2,400"); null when there is none. */
export function extractCounterOffer(text: string): number | null {
  for (const match of text.matchAll(new RegExp(DOLLAR_AMOUNT.source, 'g'))) {
    const value = Number(match[0].replace(/[$,\s]/g, ''));
    if (Number.isFinite(value) && value >= MIN_RENT_IN_TEXT) return Math.round(value);
  }
  return null;
}

const TERM_WORDS: Record<string, number> = { one: 12, two: 24, 'one-year': 12, 'two-year': 24 };

/** A lease length the landlord wrote: "18 months", "an 18-month lease", "a two-year lease", "1 year". */
export function extractLeaseTerm(text: string): number | null {
  const months = text.match(/\b(\d{1,2})[\s-]+months?\b/i);
  if (months) return Number(months[1]);
  const years = text.match(/\b(\d|one|two)[\s-]+years?\b/i);
  if (years) return TERM_WORDS[(years[1] ?? '').toLowerCase()] ?? Number(years[1]) * 12;
  return null;
}

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
    current === null || reduction === null || reduction <= 0 ? null : Math.round(percent ? current * (1 - reduction / 100) : current - reduction);
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
  const gapMarket = plan.theirs !== null && plan.market !== null ? plan.theirs - plan.market : plan.current !== null && plan.market !== null ? plan.current - plan.market : null;
  return {
    current: usd(plan.current),
    mine: usd(plan.mine),
    theirs: usd(plan.theirs),
    offer: plan.offer,
    increase: plan.theirs !== null && plan.current !== null && plan.theirs > plan.current ? formatUsd(plan.theirs - plan.current) : null,
    reduction: plan.theirs !== null && plan.current !== null && plan.theirs < plan.current ? formatUsd(plan.current - plan.theirs) : null,
    gapToMine: gapMine !== null && gapMine > 0 ? { monthly: formatUsd(gapMine), yearly: formatUsd(gapMine * 12) } : null,
    market: usd(plan.market),
    marketGap: gapMarket === null ? null : { amount: formatUsd(Math.abs(gapMarket)), above: gapMarket > 0, subject: plan.theirs !== null ? 'offer' : 'current' },
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
  dismissive: "I understand this may not be something you were planning to revisit, but I'd still like to find an arrangement that works for both of us.",
  firm: 'I understand your position.',
  open: 'I appreciate your openness to discussing this.',
  professional: '',
};

/** What to do after sending, for the result view. */
export function nextSteps(form: ReplyForm): string[] {
  const steps: string[] = [];
  if (form.responseType === 'counter') {
    steps.push('Decide the highest rent you can accept before you send your reply.', 'Reply within 1 to 2 days so the conversation keeps its momentum.');
  } else if (form.responseType === 'partial') {
    steps.push('Offer a specific time to talk, by phone or in person.', 'Bring your market data and your record as a tenant to the conversation.');
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
