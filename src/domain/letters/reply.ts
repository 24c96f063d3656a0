import { z } from 'zod';
import { formatUsd } from '../shared/sanitize.ts';
import { asSentenceEnd, clean, dayNumberOf, isPercent, parseAmount, weekdayDate } from './format.ts';
import { firstMessageByField, optionalText, requiredText } from './form-fields.ts';
import { type Flexibility, REPLY_PHRASES, type ReplyFigures, type ReplyResponseType } from './reply-phrases.ts';
import { blendRoles, DEFAULT_REPLY_TONE, MAX_BLENDED_TONES, REPLY_TONES, type ReplyTone } from './tones.ts';

export { toggleTone } from './tones.ts';
export type { Flexibility, ReplyResponseType };

export const RESPONSE_TYPES = ['counter', 'partial', 'decline'] as const satisfies readonly ReplyResponseType[];
export const FLEXIBILITY_OPTIONS = ['lease-extension', 'improvements', 'none'] as const satisfies readonly Flexibility[];
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
export const RESPONSE_KEYWORDS = {
  counter: ['counter*', 'instead', 'however'],
  partial: ['consider*', 'discuss*', 'think about', 'thinking about'],
  decline: ['no', 'cannot', "can't", 'can not', 'unable', 'declin*'],
} as const satisfies Record<ReplyResponseType, readonly string[]>;

/** A dollar amount also means a counter-offer: $1,850, $1850, $ 1,850.00. */
export const DOLLAR_AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?/;

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
export const URGENT_REPLY_DAYS = 3;

const LANDLORD_TONE_ACK: Record<LandlordTone, string> = {
  dismissive: "I understand this may not be something you were planning to revisit, but I'd still like to find an arrangement that works for both of us.",
  firm: 'I understand and respect your position.',
  open: 'I really appreciate your openness to discussing this.',
  professional: '',
};

function responseAck(type: ReplyResponseType, counterOffer: string): string {
  if (type === 'counter') return counterOffer ? `I have reviewed your counter-offer of ${counterOffer}.` : 'I have reviewed your counter-offer.';
  if (type === 'partial') return 'I am glad to hear you are willing to consider an adjustment.';
  return 'I have read your answer about the rent carefully.';
}

export interface ReplyOptions {
  /** One or two tones; defaults to the form's selection. The first leads (greeting, thanks, closing). */
  tones?: readonly ReplyTone[];
  today: Date;
}

/**
 * The reply as sendable text. Uses the response type the renter chose, the landlord's tone as read from their
 * text, the counter-offer, the flexibility offered (18 to 24 months with a lease extension, otherwise 12 to 18),
 * the cost of turnover (1 to 3 months of rent) and, when urgent, a reply-by date 3 days from today.
 */
export function buildReply(form: ReplyForm, options: ReplyOptions): string {
  const { lead, voice } = blendRoles(options.tones ?? form.selectedTones, DEFAULT_REPLY_TONE);
  const opening = REPLY_PHRASES[lead];
  const middle = REPLY_PHRASES[voice];
  const figures = replyFigures(form);
  const current = parseAmount(form.currentRent);
  const cost = current ? ` (roughly ${formatUsd(current)} to ${formatUsd(current * 3)} at the current rent)` : '';
  const counterAmount = parseAmount(form.counterOffer);
  const counterOffer = counterAmount !== null ? formatUsd(counterAmount) : clean(form.counterOffer);
  const terms = clean(form.additionalTerms);
  const replyBy = form.timeline === 'urgent' ? weekdayDate(dayNumberOf(options.today) + URGENT_REPLY_DAYS) : null;

  return [
    opening.salutation,
    [opening.thanks, LANDLORD_TONE_ACK[detectLandlordTone(form.landlordResponse)], responseAck(form.responseType, counterOffer)]
      .filter(Boolean)
      .join(' '),
    middle.position(form.responseType, figures),
    `${middle.turnover(cost)} ${middle.flexibility[form.flexibility]}`,
    terms ? middle.terms(asSentenceEnd(terms)) : '',
    middle.timeline(replyBy),
    opening.closing,
    [opening.signOff, '[Your Name]', '[Your Phone Number]', '[Your Email]'].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The renter's target rent and the landlord's counter as monthly rents. A counter-offer under half the current
 * rent is read as an amount off ("$75") rather than a rent ("$1,800"). The proposal is the midpoint rounded to
 * $5, offered only when the two are at least $10 apart in the expected order.
 */
function replyFigures(form: ReplyForm): ReplyFigures {
  const current = parseAmount(form.currentRent);
  const reduction = parseAmount(form.requestedReduction);
  const percent = isPercent(form.requestedReduction);
  const request =
    reduction === null || reduction <= 0 ? null : percent ? `a ${reduction}% reduction` : `a reduction of ${formatUsd(reduction)} a month`;
  const mine = current === null || reduction === null ? null : percent ? current * (1 - reduction / 100) : current - reduction;
  const counter = parseAmount(form.counterOffer);
  const theirs = counter === null || current === null ? counter : counter < current / 2 ? current - counter : counter;

  let middle: ReplyFigures['middle'] = null;
  if (mine !== null && theirs !== null && mine > 0 && theirs - mine >= 10) {
    middle = {
      proposal: formatUsd(Math.round((mine + theirs) / 2 / 5) * 5),
      theirs: formatUsd(theirs),
      mine: formatUsd(mine),
    };
  }
  return { currentRent: current !== null ? formatUsd(current) : null, request, middle };
}

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
  if (form.flexibility === 'lease-extension') steps.push('Be ready to confirm the 18 to 24 month lease term in the renewal.');
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
