import { classifyLandlordResponse, extractCounterOffer, type LandlordResponseClass } from '#domain/letters/landlord-response.ts';
import { detectLandlordTone, type LandlordTone } from '#domain/letters/landlord-tone.ts';
import type { ReplyTimeline } from '#domain/letters/reply-form.ts';
import type { ReplyFormInput } from '#domain/letters/reply-form.schema.ts';
import type { Flexibility, ReplyResponseType } from '#domain/letters/reply-phrases.ts';
import { formatUsd } from '#domain/shared/sanitize.ts';

export const RESPONSE_TYPE_CHOICES: { value: ReplyResponseType; label: string; description: string }[] = [
  { value: 'counter', label: 'Counter-offer', description: 'They proposed a different rent or terms.' },
  { value: 'partial', label: 'Willing to consider', description: 'They are open to it but have not agreed.' },
  { value: 'decline', label: 'Declined', description: 'They said no to a reduction.' },
];

export const RESPONSE_CLASS_TEXT: Record<LandlordResponseClass, string> = {
  counter: 'a counter-offer',
  partial: 'willing to consider it',
  decline: 'a refusal',
  unclear: 'not clear yet',
};

export const LANDLORD_TONE_TEXT: Record<LandlordTone, { label: string; advice: string }> = {
  dismissive: { label: 'Dismissive', advice: 'Your reply stays calm and factual to keep the door open.' },
  firm: { label: 'Firm', advice: 'Your reply acknowledges their position before making your case.' },
  open: { label: 'Open', advice: 'Your reply builds on their willingness to talk.' },
  professional: { label: 'Professional', advice: 'Your reply matches their businesslike tone.' },
};

export const FLEXIBILITY_CHOICES: { value: Flexibility; label: string; description: string }[] = [
  { value: 'lease-extension', label: 'Sign a longer lease', description: 'Offer an 18 to 24 month term.' },
  { value: 'improvements', label: 'Drop improvement requests', description: 'Set aside upgrades you asked for.' },
  { value: 'none', label: 'No extra flexibility', description: 'Offer a standard 12 to 18 month term.' },
];

export const TIMELINE_CHOICES: { value: ReplyTimeline; label: string; description: string }[] = [
  { value: 'normal', label: 'Normal', description: 'No deadline in the reply.' },
  { value: 'urgent', label: 'Urgent', description: 'Ask for an answer within 3 days.' },
];

/** The tone buttons' legend and hint, in the form and in the result view. */
export const REPLY_TONE_COPY = {
  legend: 'Response tone',
  hint: 'Choose one, or two to blend them. A third choice replaces the older one.',
} as const;

export interface LandlordReading {
  responseClass: LandlordResponseClass;
  tone: LandlordTone;
}

/** What the pasted text says: how the landlord answered and in what tone; null while nothing is pasted. */
export function readLandlordResponse(text: string): LandlordReading | null {
  if (text.trim() === '') return null;
  return { responseClass: classifyLandlordResponse(text), tone: detectLandlordTone(text) };
}

/**
 * The form after the landlord's text changes. Until the renter picks a response type themselves, the type
 * follows the text's classification ('' while unclear); once they have picked, their choice stands.
 */
export function withLandlordResponse(form: ReplyFormInput, text: string, typeChosenByUser: boolean): ReplyFormInput {
  const counterOffer = counterOfferFor(form, text);
  if (typeChosenByUser) return { ...form, landlordResponse: text, counterOffer };
  const reading = readLandlordResponse(text);
  const responseType = reading && reading.responseClass !== 'unclear' ? reading.responseClass : '';
  return { ...form, landlordResponse: text, responseType, counterOffer };
}

const offerIn = (text: string) => {
  const amount = extractCounterOffer(text);
  return amount === null ? '' : formatUsd(amount);
};

/**
 * The counter-offer field follows the first rent in the landlord's text ("$2,400") while it is blank or still
 * holds what was filled in from the text before; an amount the renter typed themselves stands.
 */
function counterOfferFor(form: ReplyFormInput, text: string): string {
  const current = (form.counterOffer ?? '').trim();
  if (current !== '' && current !== offerIn(form.landlordResponse ?? '')) return form.counterOffer ?? '';
  return offerIn(text);
}
