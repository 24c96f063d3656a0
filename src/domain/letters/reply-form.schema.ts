import { z } from 'zod';
import { firstMessageByField, optionalText, requiredText } from './form-fields.ts';
import type { Flexibility, ReplyResponseType } from './reply-phrases.ts';
import { DEFAULT_REPLY_TONE, MAX_BLENDED_TONES, REPLY_TONES } from './tones.ts';

const RESPONSE_TYPES = ['counter', 'partial', 'decline'] as const satisfies readonly ReplyResponseType[];
const FLEXIBILITY_OPTIONS = ['lease-extension', 'improvements', 'none'] as const satisfies readonly Flexibility[];
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

/** The reply form; `responseType` may be '' (nothing chosen yet) in the browser and is required to submit. */
export const replyFormSchema = z.object({
  landlordResponse: requiredText(REPLY_FORM_MESSAGES.landlordResponse),
  responseType: z.enum([...RESPONSE_TYPES, ''], { error: REPLY_FORM_MESSAGES.responseType }).transform((value, ctx) => {
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
  selectedTones: z.array(z.enum(REPLY_TONES)).min(1, { error: REPLY_FORM_MESSAGES.selectedTones }).max(MAX_BLENDED_TONES),
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

/** Field → message for every failing field; `{}` when the reply can be generated. */
export function validateReplyForm(form: ReplyFormInput): ReplyFormErrors {
  const result = replyFormSchema.safeParse(form);
  return result.success ? {} : firstMessageByField<keyof ReplyForm>(result.error.issues);
}
