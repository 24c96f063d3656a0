import { PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import { SUPPORT_EMAIL } from './site.ts';

/** Page copy of the purchase flow: checkout, guest modal, payment success and payment canceled. */
export const CHECKOUT_COPY = {
  backToHome: 'Back to Home',
  headingSignedIn: 'Complete Your Purchase',
  headingGuest: 'Create Account & Purchase',
  intro: 'One-time payment. No subscription. Instant access after payment.',
  summaryTitle: 'Order Summary',
  oneTime: 'one-time payment',
  accessSummary: `${PREMIUM_PACKAGE.accessDays} days of full access; nothing renews.`,
  total: 'Total',
  formTitle: 'Your Details',
  nameLabel: 'Full Name',
  emailLabel: 'Email Address',
  emailNote: 'Your access credentials will be sent to this email.',
  passwordLabel: 'Password',
  passwordHint: 'Minimum 8 characters; use upper and lower case, a number and a symbol.',
  confirmLabel: 'Confirm Password',
  termsBefore: 'I agree to the ',
  termsLink: 'Terms and Conditions',
  termsAnd: ' and ',
  privacyLink: 'Privacy Policy',
  termsAfter: '. I understand this service provides market research and negotiation templates only.',
  payLabel: (price: string) => `Pay ${price} with Stripe`,
  guestPayLabel: (price: string) => `Create Account & Pay ${price}`,
  processing: 'Processing...',
  secureNote: 'Secure payment by Stripe opens in a new tab.',
  finalSale: 'All sales final. Payments are non-refundable.',
  unavailableTitle: 'Package not available',
  unavailableBody: (name: string) =>
    `"${name}" is not a package we sell. The Premium Package is the one package available: $${PREMIUM_PACKAGE.price}, one time, ${PREMIUM_PACKAGE.accessDays} days of access.`,
  unavailableAction: 'See Pricing',
} as const;

export const GUEST_MODAL_COPY = {
  title: 'Get Your Premium Package',
  description: `$${PREMIUM_PACKAGE.price} one-time payment for ${PREMIUM_PACKAGE.accessDays} days of full access. You will create your password after paying.`,
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  emailNote: 'We send your receipt and account details here.',
  submit: 'Continue to Payment',
  processing: 'Processing...',
  cancel: 'Cancel',
} as const;

export const PAYMENT_SUCCESS_COPY = {
  verifying: 'Verifying your payment...',
  returnHome: 'Return Home',
  successTitle: 'Payment Successful!',
  successIntro: 'Thank you for your purchase. Your Premium Package is active.',
  whatsNextTitle: "What's next",
  /** Above the catalogue's features on this deployment (ADR 0047). */
  whatsNextIntro: `For the next ${PREMIUM_PACKAGE.accessDays} days your Premium Package includes:`,
  generateLetter: 'Generate My Letter',
  goToDashboard: 'Go to Dashboard',
  viewAccount: 'View My Account',
  completeTitle: 'Complete Your Account',
  completeIntro: 'Create your password to access your Premium Package any time.',
  emailLabel: 'Email',
  emailVerified: 'Verified through payment',
  firstName: 'First Name',
  lastName: 'Last Name',
  password: 'Password',
  passwordHint: 'Minimum 8 characters; use upper and lower case, a number and a symbol.',
  confirmPassword: 'Confirm Password',
  submit: 'Create Account & Access Premium',
  submitting: 'Creating Account...',
  accountCreatedBody: 'Your account is ready and your Premium Package is attached to it.',
  welcomeTitle: (firstName: string) => `Welcome to RentCheck Premium, ${firstName}!`,
  welcomeBody: 'Your account is ready. Taking you to your dashboard...',
  accountExistsAction: 'Sign In',
} as const;

export const PAYMENT_CANCELED_COPY = {
  title: 'Payment Canceled',
  body: 'No charges were made. Your payment was canceled before it was completed.',
  tryAgainNote: 'You can try again whenever you are ready. If you have an account, it is still active and nothing about it has changed.',
  help: `Questions? Email ${SUPPORT_EMAIL}.`,
  tryAgain: 'Try Again',
  returnHome: 'Return to Home',
} as const;
