import Stripe from 'stripe';
import type { CheckoutSessionRequest, CheckoutSessionView, PaymentProvider } from '../services/payments/payment-provider.ts';
import { PaymentProviderError } from '../services/payments/payment-provider.ts';

export interface StripeClientOptions {
  secretKey: string;
  /** Where Stripe's API lives; tests point it at a local fake (STRIPE_API_URL). Default https://api.stripe.com. */
  apiUrl?: string | undefined;
}

/** The Stripe SDK, optionally aimed at another host through its host/port/protocol options. */
export function createStripeClient({ secretKey, apiUrl }: StripeClientOptions): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'RentCheck' },
  };
  if (apiUrl) {
    const url = new URL(apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(secretKey, config);
}

function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');
}

export function toSessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(session.metadata ?? {})) if (typeof value === 'string') metadata[key] = value;
  return {
    id: session.id,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    customerEmail: session.customer_email ?? null,
    customerDetails: session.customer_details
      ? { name: session.customer_details.name ?? null, email: session.customer_details.email ?? null }
      : null,
    metadata,
    // Stripe counts whole seconds: the latest instant the session can have been created.
    createdAt: typeof session.created === 'number' ? new Date(session.created * 1000 + 999) : null,
  };
}

/** Stripe Checkout: a hosted payment page in mode payment for the catalogue amount. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createCheckoutSession(request: CheckoutSessionRequest) {
    const { pkg, metadata } = request;
    const stringMetadata: Record<string, string> = { ...metadata };
    try {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: pkg.currency,
              unit_amount: pkg.amountCents,
              product_data: {
                name: pkg.name,
                description: request.description,
              },
            },
          },
        ],
        customer_email: request.customerEmail,
        ...(metadata.userId ? { client_reference_id: metadata.userId } : {}),
        metadata: stringMetadata,
        payment_intent_data: { metadata: stringMetadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return { id: session.id, url: session.url ?? null };
    } catch (error) {
      throw new PaymentProviderError('Stripe could not create the checkout session', error);
    }
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
    try {
      return toSessionView(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isMissingResource(error)) return null;
      throw new PaymentProviderError('Stripe could not retrieve the checkout session', error);
    }
  }
}
