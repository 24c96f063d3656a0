import { completionFullName } from '#domain/payments/account-completion.ts';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { checkPaidSession } from '#domain/payments/purchase-rules.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { findAccountByEmail } from '../../services/payments/purchases.repo.ts';
import { recordPaidSessionQuietly, sessionEmail } from '../../services/payments/purchases.ts';
import { retrieveSession } from './payments.service.ts';

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Please sign in to access your Premium Package.';

export interface CompleteAccountCommand {
  sessionId: string;
  firstName: string;
  lastName: string;
  password: string;
}

export interface CompletedAccount {
  user: { id: string; email: string; fullName: string; emailVerified: true };
  purchase: { package_type: string; expires_at: string } | null;
  setCookies: string[];
}

/**
 * Account completion after a guest's payment (SPEC section 2 "Payment success"): the paid session proves the email
 * (it is read from the payment, never from the body), so the account is created with its email verified, the purchase
 * is attached to it, and the guest is signed in.
 */
export async function completeGuestAccount(
  deps: Deps,
  input: CompleteAccountCommand,
  request: { headers: Headers; ip: string },
): Promise<CompletedAccount> {
  const store = { db: deps.database.db, logger: deps.logger };
  const session = await retrieveSession(deps, input.sessionId);
  const check = checkPaidSession({
    paymentStatus: session.paymentStatus,
    amountTotal: session.amountTotal,
    currency: session.currency,
    packageType: session.metadata.packageType ?? null,
  });
  if (!check.ok) throw new HttpError(402, PAYMENT_MESSAGES.verificationErrorBody, 'payment_not_verified');
  const email = sessionEmail(session);
  if (session.metadata.userId || !email) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, 'account_exists');

  if (await findAccountByEmail(deps.database.db, email)) {
    // The payment still belongs to that account: attach it, then ask the owner to sign in.
    await recordPaidSessionQuietly(store, session, 'complete-account');
    throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, 'account_exists');
  }
  const fullName = completionFullName(input.firstName, input.lastName);
  if (await deps.monitor.signUpIsSuspicious({ email, rawName: fullName, ip: request.ip })) {
    throw new HttpError(403, AUTH_MESSAGES.suspiciousActivity, 'suspicious_activity');
  }

  const auth = await deps.auth.$context;
  const hash = await auth.password.hash(input.password);
  let userId: string;
  try {
    // better-auth's own adapter (its hooks create the profile row and claim held guest payments).
    const user = await auth.internalAdapter.createUser({ email, name: fullName, emailVerified: true });
    userId = user.id;
  } catch (error) {
    if (await findAccountByEmail(deps.database.db, email)) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, 'account_exists');
    throw error;
  }
  await auth.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });

  const outcome = await recordPaidSessionQuietly(store, session, 'complete-account');
  const { headers } = await deps.auth.api.signInEmail({ body: { email, password: input.password }, headers: request.headers, returnHeaders: true });
  return {
    user: { id: userId, email, fullName, emailVerified: true },
    purchase:
      outcome?.status === 'recorded'
        ? { package_type: outcome.purchase.package_type, expires_at: new Date(outcome.purchase.expires_at).toISOString() }
        : null,
    setCookies: headers.getSetCookie(),
  };
}
