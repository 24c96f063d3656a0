import { findPackage } from '#domain/payments/catalog.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import type { CreatePaymentResponse, VerifyPaymentResponse } from '#domain/payments/payment.schema.ts';
import type { SessionUser } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import type { CheckoutMetadata, CheckoutSessionView } from '../../services/payments/payment-provider.ts';
import { PaymentProviderError } from '../../services/payments/payment-provider.ts';
import { findAccountByEmail } from '../../services/payments/purchases.repo.ts';
import { purchaseStore, recordPaidSessionQuietly } from '../../services/payments/purchases.ts';

export interface CreatePaymentCommand {
  packageType: string;
  guestEmail?: string | undefined;
  guestName?: string | undefined;
}

const providerUnavailable = () => new HttpError(503, PAYMENT_MESSAGES.unavailable, 'payment_provider_unavailable');

/**
 * create-payment: the catalogue decides the package and the amount (any price in the body is ignored), the server
 * session decides who pays; the provider answers with the URL of its checkout page.
 */
export async function createPayment(
  deps: Deps,
  ctx: { user: SessionUser | null; origin: string },
  input: CreatePaymentCommand,
): Promise<CreatePaymentResponse> {
  const pkg = findPackage(input.packageType);
  if (!pkg) throw new HttpError(400, 'Package not available', 'package_not_available');
  const email = ctx.user?.email ?? input.guestEmail;
  if (!email) throw new HttpError(400, 'Email is required', 'email_required');
  // A guest whose email already has an account is told before any payment is taken: that account's owner signs in
  // and buys there (the purchase then extends any active access instead of stranding a second payment).
  if (!ctx.user && (await findAccountByEmail(deps.database.db, email))) {
    throw new HttpError(409, PAYMENT_MESSAGES.guestEmailHasAccount, 'account_exists');
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
      customerEmail: email,
      metadata,
      successUrl: `${ctx.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.origin}/payment-canceled`,
      origin: ctx.origin,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error({ err: error.cause ?? error, provider: deps.payments.kind }, error.message);
    throw providerUnavailable();
  }
  if (!session.url) {
    deps.logger.error({ sessionId: session.id }, 'Checkout session has no URL');
    throw providerUnavailable();
  }
  deps.logger.info({ sessionId: session.id, userId: ctx.user?.id ?? null, provider: deps.payments.kind }, 'Checkout session created');
  return { url: session.url };
}

/** The provider's session, or a 404 when it has none with that id (a 503 when it cannot be asked). */
export async function retrieveSession(deps: Deps, sessionId: string): Promise<CheckoutSessionView> {
  let session: CheckoutSessionView | null;
  try {
    session = await deps.payments.retrieveCheckoutSession(sessionId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error({ err: error.cause ?? error, sessionId }, error.message);
    throw providerUnavailable();
  }
  if (!session) throw new HttpError(404, PAYMENT_MESSAGES.notFoundBody, 'payment_not_found');
  return session;
}

function toVerifyResponse(session: CheckoutSessionView): VerifyPaymentResponse {
  return {
    payment_status: session.paymentStatus,
    amount_total: session.amountTotal,
    customer_email: session.customerEmail,
    metadata: { guestName: session.metadata.guestName ?? null, packageType: session.metadata.packageType ?? null },
    customer_details: session.customerDetails,
  };
}

/** verify-payment: the provider's word on the session; a paid one is recorded on the way. */
export async function verifyPayment(deps: Deps, sessionId: string): Promise<VerifyPaymentResponse> {
  const session = await retrieveSession(deps, sessionId);
  if (session.paymentStatus === 'paid') await recordPaidSessionQuietly(purchaseStore(deps), session, 'verify-payment');
  return toVerifyResponse(session);
}
