import { PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import { type GuestCheckoutForm, guestFullName } from '#domain/payments/guest-checkout.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { AccountExistsError, startPayment } from '../api/create-payment.ts';

function showPaymentError(error: unknown) {
  toast.error(PAYMENT_MESSAGES.errorTitle, { description: error instanceof Error ? error.message : PAYMENT_MESSAGES.defaultError });
}

/**
 * The shared "Get Premium" handlers (ADR 0013): a signed-in user goes straight to payment, a visitor first
 * fills in the guest modal. `processing` is true while a payment is being started.
 */
export function usePremiumCheckout() {
  const { user } = useAuth();
  const [guestModalOpen, setGuestModalOpen] = useState(false);
  const [accountExists, setAccountExists] = useState(false);
  const payment = useMutation({
    mutationFn: (buyer: { guestEmail?: string; guestName?: string }) =>
      startPayment({ packageType: PREMIUM_PACKAGE.name, price: PREMIUM_PACKAGE.price, ...buyer }),
    onMutate: () => setAccountExists(false),
    onError: (error) => {
      if (error instanceof AccountExistsError) setAccountExists(true);
      else showPaymentError(error);
    },
  });
  const { mutate: pay } = payment;

  const getPremium = useCallback(() => {
    if (!user) {
      setGuestModalOpen(true);
      return;
    }
    pay(user.fullName ? { guestName: user.fullName } : {});
  }, [pay, user]);

  const payAsGuest = useCallback(
    (form: GuestCheckoutForm) => {
      pay({ guestEmail: form.email.trim(), guestName: guestFullName(form) }, { onSuccess: () => setGuestModalOpen(false) });
    },
    [pay],
  );

  return { getPremium, payAsGuest, processing: payment.isPending, guestModalOpen, setGuestModalOpen, accountExists };
}
