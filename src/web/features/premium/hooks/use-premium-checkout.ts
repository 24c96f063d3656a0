import { PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import { type GuestCheckoutForm, guestFullName } from '#domain/payments/guest-checkout.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { AccountExistsError, startPayment } from '../api/create-payment.ts';

function showPaymentError(error: unknown) {
  toast.error(PAYMENT_MESSAGES.errorTitle, { description: error instanceof Error ? error.message : PAYMENT_MESSAGES.defaultError });
}

/**
 * The shared "Get Premium" handlers (SPEC section 7): a signed-in user goes straight to payment, a visitor first
 * fills in the guest modal. `processing` is true while a payment is being started.
 */
export function usePremiumCheckout() {
  const { user } = useAuth();
  const [processing, setProcessing] = useState(false);
  const [guestModalOpen, setGuestModalOpen] = useState(false);
  const [accountExists, setAccountExists] = useState(false);

  const pay = useCallback(async (extra: { guestEmail?: string; guestName?: string }) => {
    setProcessing(true);
    setAccountExists(false);
    try {
      await startPayment({ packageType: PREMIUM_PACKAGE.name, price: PREMIUM_PACKAGE.price, ...extra });
      return true;
    } catch (error) {
      if (error instanceof AccountExistsError) setAccountExists(true);
      else showPaymentError(error);
      return false;
    } finally {
      setProcessing(false);
    }
  }, []);

  const getPremium = useCallback(async () => {
    if (!user) {
      setGuestModalOpen(true);
      return;
    }
    await pay(user.fullName ? { guestName: user.fullName } : {});
  }, [pay, user]);

  const payAsGuest = useCallback(
    async (form: GuestCheckoutForm) => {
      const started = await pay({ guestEmail: form.email.trim(), guestName: guestFullName(form) });
      if (started) setGuestModalOpen(false);
    },
    [pay],
  );

  return { getPremium, payAsGuest, processing, guestModalOpen, setGuestModalOpen, accountExists };
}
