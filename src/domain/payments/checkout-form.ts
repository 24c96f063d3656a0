import { isValidEmail } from '../auth/email.ts';
import { validatePassword } from '../auth/password-rules.ts';
import { sanitizeText } from '../shared/sanitize.ts';

/** SPEC section 3 "Checkout form" and section 5 "Checkout": every failing rule, joined into one notice. */
const CHECKOUT_MESSAGES = {
  nameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Name must be less than 100 characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  mustAgree: 'You must agree to the terms and conditions to proceed',
} as const;

export interface CheckoutForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/** The name as it is sent: sanitised and trimmed. */
export const checkoutName = (name: string) => sanitizeText(name).trim();

/** All checkout errors in form order; password rules apply to guests only (they create the account here). */
export function checkoutFormErrors(form: CheckoutForm, { guest }: { guest: boolean }): string[] {
  const errors: string[] = [];
  const name = checkoutName(form.name);
  if (!name) errors.push(CHECKOUT_MESSAGES.nameRequired);
  else if (name.length < 2) errors.push(CHECKOUT_MESSAGES.nameTooShort);
  else if (name.length > 100) errors.push(CHECKOUT_MESSAGES.nameTooLong);

  const email = form.email.trim();
  if (!email) errors.push(CHECKOUT_MESSAGES.emailRequired);
  else if (!isValidEmail(email)) errors.push(CHECKOUT_MESSAGES.emailInvalid);

  if (guest) {
    if (!form.password) errors.push(CHECKOUT_MESSAGES.passwordRequired);
    else errors.push(...validatePassword(form.password).errors);
    if (form.password && form.password !== form.confirmPassword) errors.push(CHECKOUT_MESSAGES.passwordsDoNotMatch);
  }
  if (!form.agreeToTerms) errors.push(CHECKOUT_MESSAGES.mustAgree);
  return errors;
}
