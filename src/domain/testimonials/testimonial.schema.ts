import { z } from 'zod';
import { acceptingSnakeCase } from '../shared/api-casing.ts';
import { TESTIMONIAL_LIMITS, TESTIMONIAL_MESSAGES, toTestimonialRecord } from './testimonial.ts';

const optionalText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .nullish()
    .transform((v) => v ?? '');

const hasText = (value: string) => value.trim().length > 0;

/** The story form in the browser (what `canSubmitTestimonial` checks); one message covers all of it. */
export const testimonialFormSchema = z.object({
  name: z.string().refine(hasText, TESTIMONIAL_MESSAGES.missingBody),
  location: z.string(),
  savingsAmount: z.string(),
  testimonialText: z.string().refine(hasText, TESTIMONIAL_MESSAGES.missingBody),
  // Ticked (true) is what the server's schema takes.
  agreeToShare: z.boolean().pipe(z.literal(true, { error: TESTIMONIAL_MESSAGES.missingBody })),
});

/**
 * POST /api/testimonials. user_id is never read from the body; the session decides. The old snake_case names
 * (`testimonial_text`) are still taken for one release (ADR 0084).
 */
export const testimonialInputSchema = acceptingSnakeCase(
  z
    .object({
      name: z.string({ error: TESTIMONIAL_MESSAGES.missingBody }).max(TESTIMONIAL_LIMITS.name * 4),
      location: optionalText(TESTIMONIAL_LIMITS.location),
      savingsAmount: optionalText(TESTIMONIAL_LIMITS.savings),
      testimonialText: z.string({ error: TESTIMONIAL_MESSAGES.missingBody }).max(TESTIMONIAL_LIMITS.text * 4),
      agreeToShare: z.literal(true, { error: TESTIMONIAL_MESSAGES.missingBody }),
    })
    .transform((draft) => toTestimonialRecord(draft))
    .refine((record) => record.name.length > 0 && record.testimonialText.length > 0, TESTIMONIAL_MESSAGES.missingBody),
);

/** What a client sends to POST /api/testimonials. */
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
