import { completionFullName } from '#domain/payments/account-completion.ts';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { checkPaidSession } from '#domain/payments/purchase-rules.ts';
import type { Deps } from '../../deps.ts';
import { findAccountByEmail } from '../account/account.repo.ts';
import { updateProfileName } from '../profile/profile.repo.ts';
import type { KeyedRateRule } from '../rate-limit/rate-limit-store.ts';
import { ok, type Result, refuse } from '../result.ts';
import { retrieveSession } from './checkout-session.ts';
import { liveCompletionTokenExists, purchaseForSession, spendCompletionToken } from './purchases.repo.ts';
import { accountPredatesSession, attachPaidSession, hashCompletionToken, purchaseStore, sessionEmail } from './purchases.ts';

const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Please sign in to access your Premium Package.';
const accountExists = () => refuse('account_exists', ACCOUNT_EXISTS_MESSAGE);
export const PROVE_EMAIL_MESSAGE =
  'An account with this email was opened after your payment. To show the email is yours, complete your account with the link in your purchase email.';

/**
 * Completion attempts are limited per paid session, never per network: failed sign-ins by other visitors behind the
 * same address (a household, an office, a carrier's NAT) can never lock a payer out of what they bought.
 */
const COMPLETION_ATTEMPTS_PER_SESSION: KeyedRateRule = { name: 'complete-session', per: 'session', points: 10, durationSeconds: 15 * 60 };

export interface CompleteAccountCommand {
  sessionId: string;
  firstName: string;
  lastName: string;
  password: string;
  /** From the single-use link in the purchase email: proves the payer reads that inbox. */
  completionToken?: string | undefined;
}

export interface CompletedAccount {
  user: { id: string; email: string; fullName: string; emailVerified: boolean };
  purchase: { packageType: string; expiresAt: string } | null;
  /** True when REQUIRE_EMAIL_VERIFICATION holds sign-in until the emailed confirmation link is followed. */
  needsEmailVerification: boolean;
  setCookies: string[];
}

/** The single-use link of the purchase email, when the payer came through it: still valid for this session; spent (once). */
const completionTokenValid = (deps: Deps, token: string | undefined, sessionId: string) =>
  token ? liveCompletionTokenExists(deps.database.db, hashCompletionToken(token), sessionId) : Promise.resolve(false);
const spendToken = (deps: Deps, token: string | undefined, sessionId: string) =>
  token ? spendCompletionToken(deps.database.db, hashCompletionToken(token), sessionId) : Promise.resolve(false);

type CompleteAccountRefusal =
  | 'rate_limited'
  | 'payment_not_found'
  | 'payment_provider_unavailable'
  | 'payment_not_verified'
  | 'account_exists'
  | 'prove_email';

/**
 * Account completion after a guest's payment (ADR 0012, 0015). The paid session proves payment, not the email: the
 * account's email is verified only when the payer followed the single-use link mailed to it. The purchase belongs to
 * the session: it goes to the account this completion creates; an account that existed before the checkout, or whose
 * owner proved the address, gets it and its owner is asked to sign in; an unverified account opened with the email
 * afterwards is taken over only by a payer who proves the email through the emailed link.
 */
export async function completeGuestAccount(
  deps: Deps,
  input: CompleteAccountCommand,
  request: { headers: Headers; origin: string },
): Promise<Result<CompletedAccount, CompleteAccountRefusal>> {
  const { db } = deps.database;
  const store = purchaseStore(deps, request.origin);
  if (!(await deps.rateLimits.consume(COMPLETION_ATTEMPTS_PER_SESSION, input.sessionId)).allowed) {
    return refuse('rate_limited', AUTH_MESSAGES.tooManyAttempts);
  }
  const found = await retrieveSession(deps, input.sessionId);
  if (!found.ok) return found;
  const session = found.value;
  const check = checkPaidSession({
    paymentStatus: session.paymentStatus,
    amountTotal: session.amountTotal,
    currency: session.currency,
    packageType: session.metadata.packageType ?? null,
  });
  if (!check.ok) return refuse('payment_not_verified', PAYMENT_MESSAGES.verificationErrorBody);
  const email = sessionEmail(session);
  if (session.metadata.userId || !email) return accountExists();
  // Completed once already: the session cannot open (or take over) an account a second time.
  if (await purchaseForSession(db, session.id)) return accountExists();

  const purchasedAt = new Date();
  const attach = (owner: { id: string; email: string }) =>
    attachPaidSession(store, owner, session.id, check.pkg.name, check.pkg.amountCents, purchasedAt, 'complete-account');

  const existing = await findAccountByEmail(db, email);
  const existedBeforePayment = existing && accountPredatesSession(existing, session);
  if (existing && (existedBeforePayment || existing.emailVerified)) {
    // The address's owner: the purchase is theirs once they sign in.
    await attach(existing);
    return accountExists();
  }
  // An unproven account opened with this email after the checkout began: neither side has proved the address, so the
  // payment stays with its session until the payer proves it through the link mailed to that address.
  if (existing && !(await completionTokenValid(deps, input.completionToken, session.id))) {
    return refuse('prove_email', PROVE_EMAIL_MESSAGE);
  }

  const fullName = completionFullName(input.firstName, input.lastName);
  const auth = await deps.auth.$context;
  const hash = await auth.password.hash(input.password);
  const proven = await spendToken(deps, input.completionToken, session.id);
  if (existing && !proven) return refuse('prove_email', PROVE_EMAIL_MESSAGE);
  let userId: string;
  if (existing) {
    // The payer proved the email (emailed link): the unverified account opened with it after the checkout is theirs
    // to take over (new password, every old session signed out).
    userId = existing.id;
    await auth.internalAdapter.updateUser(userId, { name: fullName, ...(proven ? { emailVerified: true } : {}) });
    const credential = (await auth.internalAdapter.findAccounts(userId)).find((a) => a.providerId === 'credential');
    if (credential) await auth.internalAdapter.updatePassword(userId, hash);
    else await auth.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
    await auth.internalAdapter.deleteUserSessions(userId);
    await updateProfileName(db, userId, fullName);
    deps.logger.warn(
      { sessionId: session.id, userId },
      'Paid guest proved the email and took over an unverified account opened after the checkout',
    );
  } else {
    try {
      // better-auth's own adapter (its hook creates the profile row).
      const user = await auth.internalAdapter.createUser({ email, name: fullName, emailVerified: proven });
      userId = user.id;
    } catch (error) {
      if (await findAccountByEmail(db, email)) return accountExists();
      throw error;
    }
    await auth.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  }

  const outcome = await attach({ id: userId, email });
  const verified = proven;
  if (!verified) {
    deps.background.run(
      deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: `${request.origin}/dashboard` }, headers: request.headers }),
      'verification email',
    );
  }
  const needsEmailVerification = !verified && deps.config.REQUIRE_EMAIL_VERIFICATION;
  let setCookies: string[] = [];
  if (!needsEmailVerification) {
    const { headers } = await deps.auth.api.signInEmail({
      body: { email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    });
    setCookies = headers.getSetCookie();
  }
  return ok({
    user: { id: userId, email, fullName, emailVerified: verified },
    purchase:
      outcome.status === 'recorded'
        ? { packageType: outcome.purchase.package_type, expiresAt: new Date(outcome.purchase.expires_at).toISOString() }
        : null,
    needsEmailVerification,
    setCookies,
  });
}
