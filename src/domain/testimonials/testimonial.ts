import { sanitizeText, singleLine } from '../shared/sanitize.ts';

/** Testimonial messages, shown to users verbatim; change them only with the product copy. */
export const TESTIMONIAL_MESSAGES = {
  missingTitle: 'Missing Information',
  missingBody: 'Please fill in all required fields and agree to share your story.',
  authTitle: 'Authentication Required',
  authBody: 'Please log in to submit your testimonial.',
  errorTitle: 'Submission Error',
  errorBody: 'There was an error submitting your testimonial. Please try again.',
  successTitle: 'Thank you for sharing!',
  successBody: 'Your story has been submitted for review and will appear once approved.',
} as const;

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const TESTIMONIAL_LIMITS = { name: 100, location: 100, savings: 50, text: 1000 } as const;

export interface TestimonialDraft {
  name: string;
  location: string;
  savingsAmount: string;
  testimonialText: string;
  agreeToShare: boolean;
}

export const emptyTestimonialDraft = (name = ''): TestimonialDraft => ({
  name,
  location: '',
  savingsAmount: '',
  testimonialText: '',
  agreeToShare: false,
});

/** Name and story required (after trimming), agreement ticked: the submit button is enabled only then. */
export function canSubmitTestimonial(draft: TestimonialDraft): boolean {
  return draft.name.trim().length > 0 && draft.testimonialText.trim().length > 0 && draft.agreeToShare;
}

/** A story as stored: trimmed and sanitised text, empty optionals null. */
export interface TestimonialRecord {
  name: string;
  location: string | null;
  savingsAmount: string | null;
  testimonialText: string;
  agreeToShare: boolean;
}

/** The story as stored: trimmed and sanitised text, empty optionals become null. */
export function toTestimonialRecord(draft: TestimonialDraft): TestimonialRecord {
  const optional = (value: string, max: number) => {
    const clean = singleLine(sanitizeText(value)).trim().slice(0, max);
    return clean.length > 0 ? clean : null;
  };
  return {
    name: singleLine(sanitizeText(draft.name)).trim().slice(0, TESTIMONIAL_LIMITS.name),
    location: optional(draft.location, TESTIMONIAL_LIMITS.location),
    savingsAmount: optional(draft.savingsAmount, TESTIMONIAL_LIMITS.savings),
    testimonialText: sanitizeText(draft.testimonialText).trim().slice(0, TESTIMONIAL_LIMITS.text),
    agreeToShare: draft.agreeToShare,
  };
}

/** A published story as the public endpoint returns it (no user id, no status). */
export interface PublishedTestimonial {
  id: number;
  name: string;
  location: string | null;
  savingsAmount: string | null;
  testimonialText: string;
  createdAt: string;
}
