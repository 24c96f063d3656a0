import { completionFullName } from '#domain/payments/account-completion.ts';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { checkPaidSession } from '#domain/payments/purchase-rules.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { findAccountByEmail, purchaseForSession } from '../../services/payments/purchases.repo.ts';
import { accountPredatesSession, attachPaidSession, hashCompletionToken, purchaseStore, sessionEmail } from '../../services/payments/purchases.ts';
import type { RateRule } from '../../services/rate-limit/rate-limit-store.ts';
import { retrieveSession } from './payments.service.ts';

const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Please sign in to access your Premium Package.';
export const PROVE_EMAIL_MESSAGE =
  'An account with this email was opened after your payment. To show the email is yours, complete your account with the link in your purchase email.';

/**
 * Completion attempts are limited per paid session, never per network: failed sign-ins by other visitors behind the
 * same address (a household, an office, a carrier's NAT) can never lock a payer out of what they bought.
 */
const COMPLETION_ATTEMPTS_PER_SESSION: RateRule = { name: 'complete-session', points: 10, durationSeconds: 15 * 60 };

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
  purchase: { package_type: string; expires_at: string } | null;
  /** True when REQUIRE_EMAIL_VERIFICATION holds sign-in until the emailed confirmation link is followed. */
  needsEmailVerification: boolean;
  setCookies: string[];
}

/** An emailed completion link for this session that is unused and unexpired (not spent by asking). */
async function completionTokenValid(db: Kysely<Database>, token: string | undefined, sessionId: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom('account_completion_tokens')
    .select('email')
    .where('token_hash', '=', hashCompletionToken(token))
    .where('stripe_session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends an emailed completion link for this session: true only for an unused, unexpired link (once). */
async function spendCompletionToken(db: Kysely<Database>, token: string | undefined, sessionId: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .updateTable('account_completion_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashCompletionToken(token))
    .where('stripe_session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Account completion after a guest's payment (SPEC section 2 "Payment success"). The paid session proves payment, not
 * the email: the account's email is verified only when the payer followed the single-use link mailed to it. The
 * purchase belongs to the session: it goes to the account this completion creates; an account that existed before
 * the checkout, or whose owner proved the address, gets it and its owner is asked to sign in; an unverified account
 * opened with the email afterwards is taken over only by a payer who proves the email through the emailed link.
 */
export async function completeGuestAccount(
  deps: Deps,
  input: CompleteAccountCommand,
  request: { headers: Headers; origin: string },
): Promise<CompletedAccount> {
  const { db } = deps.database;
  const store = purchaseStore(deps, request.origin);
  if (!(await deps.rateLimits.consume(COMPLETION_ATTEMPTS_PER_SESSION, input.sessionId)).allowed) {
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, 'rate_limited');
  }
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
  // Completed once already: the session cannot open (or take over) an account a second time.
  if (await purchaseForSession(db, session.id)) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, 'account_exists');

  const purchasedAt = new Date();
  const attach = (owner: { id: string; email: string }) =>
    attachPaidSession(store, owner, session.id, check.pkg.name, check.pkg.amountCents, purchasedAt, 'complete-account');

  const existing = await findAccountByEmail(db, email);
  const existedBeforePayment = existing && accountPredatesSession(existing, session);
  if (existing && (existedBeforePayment || existing.emailVerified)) {
    // The address's owner: the purchase is theirs once they sign in.
    await attach(existing);
    throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, 'account_exists');
  }
  // An unproven account opened with this email after the checkout began: neither side has proved the address, so the
  // payment stays with its session until the payer proves it through the link mailed to that address.
  if (existing && !(await completionTokenValid(db, input.completionToken, session.id))) {
    throw new HttpError(409, PROVE_EMAIL_MESSAGE, 'prove_email');
  }

  const fullName = completionFullName(input.firstName, input.lastName);
  const auth = await deps.auth.$context;
  const hash = await auth.password.hash(input.password);
  const proven = await spendCompletionToken(db, input.completionToken, session.id);
  if (existing && !proven) throw new HttpError(409, PROVE_EMAIL_MESSAGE, 'prove_email');
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
    await db.updateTable('profiles').set({ full_name: fullName, updated_at: new Date() }).where('id', '=', userId).execute();
    deps.logger.warn({ sessionId: session.id, userId }, 'Paid guest proved the email and took over an unverified account opened after the checkout');
  } else {
    try {
      // better-auth's own adapter (its hook creates the profile row).
      const user = await auth.internalAdapter.createUser({ email, name: fullName, emailVerified: proven });
      userId = user.id;
    } catch (error) {
      if (await findAccountByEmail(db, email)) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, 'account_exists');
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
    const { headers } = await deps.auth.api.signInEmail({ body: { email, password: input.password }, headers: request.headers, returnHeaders: true });
    setCookies = headers.getSetCookie();
  }
  return {
    user: { id: userId, email, fullName, emailVerified: verified },
    purchase:
      outcome.status === 'recorded'
        ? { package_type: outcome.purchase.package_type, expires_at: new Date(outcome.purchase.expires_at).toISOString() }
        : null,
    needsEmailVerification,
    setCookies,
  };
}
