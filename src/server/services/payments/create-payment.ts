import { findPackage, packageDescription } from '#domain/payments/catalog.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import type { CreatePaymentResponse } from '#domain/payments/payment.schema.ts';
import type { SessionUser } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { findAccountByEmail } from '../account/account.repo.ts';
import { deploymentOffer } from '../catalog/deployment-offer.ts';
import { ok, type Result, refuse } from '../result.ts';
import { providerUnavailable } from './checkout-session.ts';
import { type CheckoutMetadata, PaymentProviderError } from './payment-provider.ts';

export interface CreatePaymentCommand {
  packageType: string;
  guestEmail?: string | undefined;
  guestName?: string | undefined;
}

/**
 * create-payment: the catalogue decides the package and the amount (any price in the body is ignored), the server
 * session decides who pays; the provider answers with the URL of its checkout page.
 */
export async function createPayment(
  deps: Pick<Deps, 'database' | 'payments' | 'logger' | 'config'>,
  ctx: { user: SessionUser | null; origin: string },
  input: CreatePaymentCommand,
): Promise<Result<CreatePaymentResponse, 'package_not_available' | 'email_required' | 'account_exists' | 'payment_provider_unavailable'>> {
  const pkg = findPackage(input.packageType);
  if (!pkg) return refuse('package_not_available', 'Package not available');
  const email = ctx.user?.email ?? input.guestEmail;
  if (!email) return refuse('email_required', 'Email is required');
  // A guest whose email already has an account is told before any payment is taken: that account's owner signs in
  // and buys there (the purchase then extends any active access instead of stranding a second payment).
  if (!ctx.user && (await findAccountByEmail(deps.database.db, email))) {
    return refuse('account_exists', PAYMENT_MESSAGES.guestEmailHasAccount);
  }
  const guestName = input.guestName ?? (ctx.user?.name.trim() || undefined);
  const metadata: CheckoutMetadata = {
    packageType: pkg.name,
    ...(ctx.user ? { userId: ctx.user.id } : {}),
    ...(guestName ? { guestName } : {}),
  };
  let session: { id: string; url: string | null };
  try {
    session = await deps.payments.createCheckoutSession({
      pkg,
      description: packageDescription(pkg, deploymentOffer(deps.config)),
      customerEmail: email,
      metadata,
      successUrl: `${ctx.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.origin}/payment-canceled`,
      origin: ctx.origin,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error({ err: error.cause ?? error, provider: deps.payments.kind }, error.message);
    return providerUnavailable();
  }
  if (!session.url) {
    deps.logger.error({ sessionId: session.id }, 'Checkout session has no URL');
    return providerUnavailable();
  }
  deps.logger.info({ sessionId: session.id, userId: ctx.user?.id ?? null, provider: deps.payments.kind }, 'Checkout session created');
  return ok({ url: session.url });
}
