import type { FmrTrend } from '../market/market.schema.ts';
import type { LeaseTermChoice } from './letter-form.ts';
import type { Flexibility } from '../strategy/strategy.ts';
import type { ReplyResponseType } from './reply-phrases.ts';
import { emptySender, type SenderDetails } from './sender.ts';
import { DEFAULT_REPLY_TONE, type ReplyTone } from './tones.ts';

export const TIMELINES = ['urgent', 'normal'] as const;
export type ReplyTimeline = (typeof TIMELINES)[number];

/** A pasted landlord response is kept up to this many characters (a long email with its quoted thread). */
export const LANDLORD_RESPONSE_MAX_LENGTH = 5000;

/** Reply form messages, shown to users verbatim; change them only with the product copy. */
export const REPLY_FORM_MESSAGES = {
  landlordResponse: "Please paste your landlord's response",
  responseType: 'Please select how your landlord responded',
  acceptDisclaimer: 'Please accept the disclaimer to continue',
  selectedTones: 'Please select at least one response tone',
} as const;

/**
 * The cap the landlord's proposed increase was above when the letter was built (the plan's capCorrection, ADR 0046),
 * so the reply can say so too: "Under ORS 90.323, Oregon allows … at most 10% in any 12 months, unless …".
 */
export interface RentCapNote {
  law: string;
  place: string;
  /** "10%", "9.683%". */
  limit: string;
  /** "in any 12 months", "for 2026". */
  period: string;
  /** The exemptions the renter left unanswered, as "unless …" continues them, worded for the landlord. */
  unless: string[];
  /** The current rent the limit was applied to; the reply uses the note only for this same rent. */
  currentRent: number;
  /** The rent at the limit, rounded down to the dollar. */
  allowedRent: number;
}

/**
 * The letter's arguments, carried to the reply (from the letter page or the saved negotiation) so it makes the same
 * case: the cheapest comparable listing, the outstanding repairs and the increases already paid.
 */
export interface LetterPoints {
  /** The letter's best comparable: where (or null) and its effective monthly rent. */
  comparable: { where: string | null; effectiveRent: number } | null;
  /** The repairs the letter asked for, in the renter's words; null when none. */
  repairs: string | null;
  /** The rent increases during the tenancy, dollars a month in all; null when none were read. */
  pastIncreases: number | null;
}

/**
 * The walk-away point's inputs from the renter's kept plan (ADR 0057, 0077): the similar home's rent and the one-time
 * costs of moving. The point for a lease of T months is floor(alternativeRent + oneTimeTotal ÷ T); the reply never
 * proposes above it, and the reply page says when the landlord's figure is above it.
 */
export interface ReplyWalkAway {
  alternativeRent: number;
  oneTimeTotal: number;
  /** market: our estimate for similar homes in the ZIP code; renter: a rent the renter found. */
  source: 'market' | 'renter';
}

/**
 * The reply form as the browser holds it: every field present, `responseType` '' until one is chosen. It is what
 * `replyFormSchema` (reply-form.schema.ts) checks.
 */
export interface ReplyFormValues extends SenderDetails {
  /** Used in the greeting; "[Landlord's Name]" while blank. */
  landlordName: string;
  landlordResponse: string;
  responseType: ReplyResponseType | '';
  counterOffer: string;
  currentRent: string;
  /** What the renter asked for: a rent ("$2,350"), an amount off ("$150") or a percentage ("10%"). */
  requestedReduction: string;
  /** The lease term the renter asked for, in months ('12' by default): the reply's term unless they offer longer. */
  askedTerm: LeaseTermChoice;
  /** The rent the landlord had proposed before the renter's letter (their renewal notice), when there was one. */
  proposedRent: string;
  flexibility: Flexibility;
  additionalTerms: string;
  /** The market average from the renter's analysis, when they have it (optional). */
  marketRent: string;
  timeline: ReplyTimeline;
  /** The day the letter asked for an answer by ('YYYY-MM-DD'), or ''; the reply asks for one by then if it is ahead. */
  replyBy: string;
  /** HUD's two-year change of the area's Fair Market Rent, carried from the letter page; null when not known or left out. */
  hudTrend: FmrTrend | null;
  /** The cap the landlord's proposed increase was above, carried from the letter page (ADR 0046); null when none. */
  rentCap: RentCapNote | null;
  /** The letter's arguments, carried from the letter page or the saved negotiation; null when none or left out. */
  letterPoints: LetterPoints | null;
  /** The walk-away point's inputs from the kept plan (ADR 0077); null when the renter has none or leaves it out. */
  walkAway: ReplyWalkAway | null;
  selectedTones: ReplyTone[];
  acceptDisclaimer: boolean;
}

export function emptyReplyForm(): ReplyFormValues {
  return {
    landlordName: '',
    landlordResponse: '',
    responseType: '',
    counterOffer: '',
    currentRent: '',
    requestedReduction: '',
    askedTerm: '12',
    proposedRent: '',
    flexibility: 'none',
    additionalTerms: '',
    marketRent: '',
    timeline: 'normal',
    replyBy: '',
    hudTrend: null,
    rentCap: null,
    letterPoints: null,
    walkAway: null,
    selectedTones: [DEFAULT_REPLY_TONE],
    acceptDisclaimer: false,
    ...emptySender(),
  };
}
