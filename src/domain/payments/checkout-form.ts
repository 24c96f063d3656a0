import { z } from 'zod';
import { isValidEmail } from '../auth/email.ts';
import { PASSWORDS_DO_NOT_MATCH, validatePassword } from '../auth/password-rules.ts';
import { cleanPersonName, personNameError } from '../account/name.ts';

/**
 * Checkout form messages, shown to users verbatim; change them only with the product copy. Every failing
 * rule is listed, joined into one 'Validation Error' notice.
 */
const CHECKOUT_MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
  mustAgree: 'You must agree to the terms and conditions to proceed',
} as const;

export interface CheckoutForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/** The name as it is sent: the one name rule's clean name (account/name.ts). */
const checkoutName = cleanPersonName;

interface CheckoutIssue {
  field: keyof CheckoutForm;
  message: string;
}

/** Every failing rule with the field it belongs to, in form order; password rules apply to guests only. */
function checkoutFormIssues(form: CheckoutForm, { guest }: { guest: boolean }): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  const add = (field: keyof CheckoutForm, message: string) => issues.push({ field, message });
  const nameError = personNameError(form.name);
  if (nameError) add('name', nameError);

  const email = form.email.trim();
  if (!email) add('email', CHECKOUT_MESSAGES.emailRequired);
  else if (!isValidEmail(email)) add('email', CHECKOUT_MESSAGES.emailInvalid);

  if (guest) {
    if (!form.password) add('password', CHECKOUT_MESSAGES.passwordRequired);
    else for (const message of validatePassword(form.password).errors) add('password', message);
    if (form.password && form.password !== form.confirmPassword) add('confirmPassword', CHECKOUT_MESSAGES.passwordsDoNotMatch);
  }
  if (!form.agreeToTerms) add('agreeToTerms', CHECKOUT_MESSAGES.mustAgree);
  return issues;
}

/** All checkout errors in form order (guests create the account here, so their password rules count too). */
export function checkoutFormErrors(form: CheckoutForm, options: { guest: boolean }): string[] {
  return checkoutFormIssues(form, options).map((issue) => issue.message);
}

/** The checkout form: each failing rule on its field; the parsed name is sanitised and the email trimmed. */
export const checkoutFormSchema = (options: { guest: boolean }) =>
  z
    .object({ name: z.string(), email: z.string(), password: z.string(), confirmPassword: z.string(), agreeToTerms: z.boolean() })
    .superRefine((form, ctx) => {
      for (const { field, message } of checkoutFormIssues(form, options)) ctx.addIssue({ code: 'custom', path: [field], message });
    })
    .transform((form) => ({ ...form, name: checkoutName(form.name), email: form.email.trim() }));
