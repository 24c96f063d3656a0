import { z } from 'zod';
import { type GuestCheckoutForm, guestCheckoutErrors } from './guest-checkout.ts';

/**
 * The guest modal's form, each message on its field. Apart from guest-checkout.ts, which the landing page loads at
 * once (the modal and zod load on first use).
 */
export const guestCheckoutFormSchema = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
  .superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(guestCheckoutErrors(form))) {
      ctx.addIssue({ code: 'custom', path: [field as keyof GuestCheckoutForm], message });
    }
  });
