/** The guest modal: first name, last name and email of a visitor who clicks Get Premium. */
const GUEST_CHECKOUT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
} as const;

export interface GuestCheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
}

export type GuestCheckoutErrors = Partial<Record<keyof GuestCheckoutForm, string>>;

/** The modal's simple {email} pattern; the server applies the full shared email rule. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function guestCheckoutErrors(form: GuestCheckoutForm): GuestCheckoutErrors {
  const errors: GuestCheckoutErrors = {};
  const email = form.email.trim();
  if (!email) errors.email = GUEST_CHECKOUT_MESSAGES.emailRequired;
  else if (!SIMPLE_EMAIL.test(email)) errors.email = GUEST_CHECKOUT_MESSAGES.emailInvalid;
  if (!form.firstName.trim()) errors.firstName = GUEST_CHECKOUT_MESSAGES.firstNameRequired;
  if (!form.lastName.trim()) errors.lastName = GUEST_CHECKOUT_MESSAGES.lastNameRequired;
  return errors;
}

/** The guest name sent to create-payment: first and last joined by a space. */
export const guestFullName = (form: Pick<GuestCheckoutForm, 'firstName' | 'lastName'>) =>
  `${form.firstName.trim()} ${form.lastName.trim()}`;

/** First and last name prefilled on account completion from the name the payment carried. */
export function splitFullName(name: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') };
}
