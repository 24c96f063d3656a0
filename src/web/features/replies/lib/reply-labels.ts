import { type LandlordMove, type LandlordReason, responseTypeOf } from '#domain/letters/landlord-response.ts';
import { detectLandlordTone, type LandlordTone } from '#domain/letters/landlord-tone.ts';
import { landlordReadingOf } from '#domain/letters/reply-builder.ts';
import type { LetterPoints, ReplyTimeline } from '#domain/letters/reply-form.ts';
import type { ReplyFormInput } from '#domain/letters/reply-form.schema.ts';
import type { ReplyResponseType } from '#domain/letters/reply-phrases.ts';
import { parseAmount, formatUsd } from '#domain/shared/money.ts';
import { bedroomWord, joinList } from '#domain/shared/text.ts';
import type { FmrTrend } from '#domain/market/market.schema.ts';

export const RESPONSE_TYPE_CHOICES: { value: ReplyResponseType; label: string; description: string }[] = [
  { value: 'counter', label: 'Counter-offer', description: 'They proposed a different rent or terms.' },
  { value: 'partial', label: 'Willing to consider', description: 'They are open to it but have not agreed.' },
  { value: 'decline', label: 'Declined', description: 'They said no to a reduction.' },
];

const REASON_TEXT: Record<LandlordReason, string> = {
  taxes: 'property taxes',
  insurance: 'insurance',
  costs: 'their costs',
  market: 'the market',
  upgrades: 'upgrades or repairs',
};

/** How they responded, in words, with the rent they named: "a proposed increase to $2,650 (+$150 a month)". */
function moveText(move: LandlordMove, rent: number | null, current: number | null): string {
  if (move === 'increase' && rent !== null)
    return current !== null
      ? `a proposed increase to ${formatUsd(rent)} (+${formatUsd(rent - current)} a month)`
      : `a proposed increase to ${formatUsd(rent)}`;
  if (move === 'decline') return rent !== null ? `a refusal: the rent stays at ${formatUsd(rent)}` : 'a refusal';
  if (move === 'counter') return rent !== null ? `a counter-offer of ${formatUsd(rent)}` : 'a counter-offer';
  if (move === 'accept') return rent !== null ? `a yes: ${formatUsd(rent)} meets your ask` : 'a yes';
  if (move === 'partial') return 'willing to consider it';
  return 'not clear yet';
}

export const LANDLORD_TONE_TEXT: Record<LandlordTone, { label: string; advice: string }> = {
  dismissive: { label: 'Dismissive', advice: 'Your reply stays calm and factual to keep the door open.' },
  firm: { label: 'Firm', advice: 'Your reply acknowledges their position before making your case.' },
  open: { label: 'Open', advice: 'Your reply builds on their willingness to talk.' },
  professional: { label: 'Professional', advice: 'Your reply matches their businesslike tone.' },
};

export const TIMELINE_CHOICES: { value: ReplyTimeline; label: string; description: string }[] = [
  { value: 'normal', label: 'Normal', description: 'Asks for an answer by the date below, if there is one.' },
  { value: 'urgent', label: 'Urgent', description: 'Ask for an answer within 3 days.' },
];

/** The tone buttons' legend and hint, in the form and in the result view. */
export const REPLY_TONE_COPY = {
  legend: 'Response tone',
  hint: 'Choose one, or two to blend them. A third choice replaces the older one.',
} as const;

export interface LandlordReadingText {
  /** 'a refusal: the rent stays at $2,500'. */
  response: string;
  /** The form choice this reading selects; 'unclear' selects none. */
  responseClass: ReplyResponseType | 'unclear';
  /** 'property taxes and insurance', or null when they gave no reason the reply answers. */
  reason: string | null;
  tone: LandlordTone;
}

type ReadingInput = Pick<ReplyFormInput, 'landlordResponse' | 'currentRent' | 'requestedReduction'>;

const reading = (form: ReadingInput) =>
  landlordReadingOf({
    landlordResponse: form.landlordResponse ?? '',
    currentRent: form.currentRent ?? '',
    requestedReduction: form.requestedReduction ?? '',
  });

/** What the pasted text says, read against the rent and the ask in the form; null while nothing is pasted. */
export function readLandlordResponse(form: ReadingInput): LandlordReadingText | null {
  const text = form.landlordResponse ?? '';
  if (text.trim() === '') return null;
  const read = reading(form);
  const current = parseAmount(form.currentRent) || null;
  return {
    response: moveText(read.move, read.rent, current),
    responseClass: responseTypeOf(read.move),
    reason: read.reasons.length > 0 ? joinList(read.reasons.map((r) => REASON_TEXT[r])) : null,
    tone: detectLandlordTone(text),
  };
}

/**
 * The form after the landlord's text changes. Until the renter picks a response type themselves, the type
 * follows the reading ('' while unclear); once they have picked, their choice stands. The "rent they proposed"
 * field follows the rent in the landlord's text ("$2,650") while it is blank or still holds what was filled in
 * from the text before; an amount the renter typed themselves stands. The new text is read once.
 */
export function withLandlordResponse(form: ReplyFormInput, text: string, typeChosenByUser: boolean): ReplyFormInput {
  const next = { ...form, landlordResponse: text };
  const read = text.trim() === '' ? null : reading(next);
  const typed = (form.counterOffer ?? '').trim();
  const counterOffer = typed !== '' && typed !== rentIn(form) ? (form.counterOffer ?? '') : usdOrBlank(read?.rent ?? null);
  if (typeChosenByUser) return { ...next, counterOffer };
  const responseClass = read ? responseTypeOf(read.move) : 'unclear';
  return { ...next, responseType: responseClass === 'unclear' ? '' : responseClass, counterOffer };
}

const usdOrBlank = (rent: number | null) => (rent === null ? '' : formatUsd(rent));

const rentIn = (form: ReadingInput) => ((form.landlordResponse ?? '').trim() === '' ? '' : usdOrBlank(reading(form).rent));

/** "HUD's Fair Market Rent for a two-bedroom home in Harris County, TX: $1,990 in FY2024, $2,140 in FY2026 (+8%)". */
export function trendText(trend: FmrTrend): string {
  const sign = trend.percentChange > 0 ? '+' : '';
  return `HUD's Fair Market Rent for a ${bedroomWord(trend.bedrooms)} home in ${trend.areaName}: ${formatUsd(trend.fromFmr)} in FY${trend.fromYear}, ${formatUsd(trend.toFmr)} in FY${trend.toYear} (${sign}${trend.percentChange}%).`;
}

/** "the listing at 410 Main St ($2,200 a month effective), $225 a month of past increases, the repairs you asked for". */
export function pointsText(points: LetterPoints): string {
  const parts: string[] = [];
  if (points.comparable)
    parts.push(
      `the listing${points.comparable.where ? ` at ${points.comparable.where}` : ''} (${formatUsd(points.comparable.effectiveRent)} a month effective)`,
    );
  if (points.pastIncreases !== null) parts.push(`${formatUsd(points.pastIncreases)} a month of past increases`);
  if (points.repairs) parts.push('the repairs you asked for');
  return `${joinList(parts)}.`;
}
