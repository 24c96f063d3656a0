import type { PackageDefinition } from '#domain/payments/catalog.ts';

/** Metadata our server writes on every checkout session; the provider hands it back on retrieval. */
export interface CheckoutMetadata {
  packageType: string;
  /** The signed-in buyer's id, from the server session (never from the request body). */
  userId?: string;
  guestName?: string;
}

export interface CheckoutSessionRequest {
  pkg: PackageDefinition;
  /** The package's one-line description on this deployment (the catalogue's features, ADR 0047). */
  description: string;
  customerEmail: string;
  metadata: CheckoutMetadata;
  successUrl: string;
  cancelUrl: string;
  /** The app's origin, for providers that serve their own checkout page (the demo). */
  origin: string;
}

/** A checkout session as the provider reports it, in the shape of Stripe's Checkout Session. */
export interface CheckoutSessionView {
  id: string;
  status: string;
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  customerEmail: string | null;
  customerDetails: { name: string | null; email: string | null } | null;
  metadata: Record<string, string>;
  /** When the session was created: a guest's payment goes by email only to an account that existed by then. */
  createdAt: Date | null;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string | null }>;
  /** The session, or null when the provider has no session with that id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null>;
}

/** The provider could not be reached or failed; the user may try again later. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
  }
}
