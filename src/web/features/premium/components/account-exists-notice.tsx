import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { Link } from 'react-router';
import { checkoutPath, signInThenReturnTo } from '../../../lib/return-path.ts';

/** Shown before any payment window opens when a guest's email already has an account: sign in, then back to checkout. */
export function AccountExistsNotice({ packageName }: { packageName: string }) {
  return (
    <div role="alert" data-testid="account-exists" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {PAYMENT_MESSAGES.guestEmailHasAccount}{' '}
      <Link to={signInThenReturnTo(checkoutPath(packageName))} className="font-semibold text-brand-700 underline underline-offset-4">
        {PAYMENT_MESSAGES.signInLink}
      </Link>
    </div>
  );
}
