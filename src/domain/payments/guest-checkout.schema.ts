import * as z from 'zod/mini';
import { type GuestCheckoutForm, guestCheckoutErrors } from './guest-checkout.ts';

/**
 * The guest modal's form (SPEC section 5 "Guest modal"), each message on its field. zod/mini rather than zod: the modal
 * opens from the landing page, whose JavaScript stays small (ADR 0020).
 */
export const guestCheckoutFormSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).check(
  z.superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(guestCheckoutErrors(form))) {
      ctx.addIssue({ code: 'custom', path: [field as keyof GuestCheckoutForm], message });
    }
  }),
);
