import { z } from 'zod';
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
  savings_amount: z.string(),
  testimonial_text: z.string().refine(hasText, TESTIMONIAL_MESSAGES.missingBody),
  // Ticked (true) is what the server's schema takes.
  agree_to_share: z.boolean().pipe(z.literal(true, { error: TESTIMONIAL_MESSAGES.missingBody })),
});

/** POST /api/testimonials. user_id is never read from the body; the session decides. */
export const testimonialInputSchema = z
  .object({
    name: z.string({ error: TESTIMONIAL_MESSAGES.missingBody }).max(TESTIMONIAL_LIMITS.name * 4),
    location: optionalText(TESTIMONIAL_LIMITS.location),
    savings_amount: optionalText(TESTIMONIAL_LIMITS.savings),
    testimonial_text: z.string({ error: TESTIMONIAL_MESSAGES.missingBody }).max(TESTIMONIAL_LIMITS.text * 4),
    agree_to_share: z.literal(true, { error: TESTIMONIAL_MESSAGES.missingBody }),
  })
  .transform((draft) => toTestimonialRecord(draft))
  .refine((record) => record.name.length > 0 && record.testimonial_text.length > 0, TESTIMONIAL_MESSAGES.missingBody);

/** What a client sends to POST /api/testimonials. */
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
