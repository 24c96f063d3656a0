import { z } from 'zod';
import { sanitizeText } from '../shared/sanitize.ts';

/** A checkout session id: Stripe's `cs_...` or the demo provider's `demo_cs_...`. */
export const sessionIdField = z
  .string({ error: 'Payment session id is required' })
  .trim()
  .min(1, 'Payment session id is required')
  .max(255, 'Invalid payment session id')
  .regex(/^[A-Za-z0-9_]+$/, 'Invalid payment session id');

const optionalGuestName = z
  .string()
  .max(1000, 'Name must be less than 100 characters')
  .optional()
  .transform((value) => {
    const clean = sanitizeText(value ?? '')
      .trim()
      .slice(0, 200);
    return clean || undefined;
  });

/**
 * POST /api/functions/create-payment. `price` is accepted because the browser sends it, and then ignored: the
 * catalogue decides what is charged.
 */
export const createPaymentInputSchema = z.object({
  packageType: z.string({ error: 'Package type is required' }).trim().min(1, 'Package type is required').max(100, 'Package not available'),
  price: z.unknown().optional(),
  guestEmail: z
    .string()
    .trim()
    .max(254, 'Please enter a valid email address')
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .email('Please enter a valid email address')
        .transform((v) => v.toLowerCase())
        .optional(),
    ),
  guestName: optionalGuestName,
});
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;

export interface CreatePaymentResponse {
  url: string;
}

export const verifyPaymentInputSchema = z.object({ sessionId: sessionIdField });

/** What verify-payment answers, in the provider's snake_case. */
export interface VerifyPaymentResponse {
  payment_status: string;
  amount_total: number | null;
  customer_email: string | null;
  metadata: { guestName: string | null; packageType: string | null };
  customer_details: { name: string | null; email: string | null } | null;
}
