import { z } from 'zod';
import { cleanPersonName, PERSON_NAME_LIMITS } from '../account/name.ts';
import { PASSWORDS_DO_NOT_MATCH, validatePassword } from '../auth/password-rules.ts';
import { sessionIdField } from './payment.schema.ts';

/**
 * Account completion, the form a paid guest fills in on /payment-success (ADR 0012). Messages are shown to users
 * verbatim; change them only with the product copy.
 */
const ACCOUNT_COMPLETION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Name must be less than 100 characters',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password must be less than 128 characters long',
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
} as const;

export interface AccountCompletionForm {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

export type AccountCompletionErrors = Partial<Record<keyof AccountCompletionForm, string>>;

/** Each part follows the one name rule's cleaning (account/name.ts); the full name is both parts joined. */
const cleanName = cleanPersonName;

function nameError(value: string, required: string): string | undefined {
  const name = cleanName(value);
  if (!name) return required;
  if (name.length > PERSON_NAME_LIMITS.max) return ACCOUNT_COMPLETION_MESSAGES.nameTooLong;
  return undefined;
}

/** One message per field; the password follows the one password rule (password-rules.ts, ADR 0075). */
export function accountCompletionErrors(form: AccountCompletionForm): AccountCompletionErrors {
  const errors: AccountCompletionErrors = {};
  const firstName = nameError(form.firstName, ACCOUNT_COMPLETION_MESSAGES.firstNameRequired);
  if (firstName) errors.firstName = firstName;
  const lastName = nameError(form.lastName, ACCOUNT_COMPLETION_MESSAGES.lastNameRequired);
  if (lastName) errors.lastName = lastName;
  const [passwordError] = validatePassword(form.password).errors;
  if (passwordError) errors.password = passwordError;
  if (form.password !== form.confirmPassword) errors.confirmPassword = ACCOUNT_COMPLETION_MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** Adds each account-completion error to the field it belongs to. */
function refineAccountCompletion(form: AccountCompletionForm, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(accountCompletionErrors(form))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** The Complete Your Account form in the browser: the same rules the server's schema below applies. */
export const accountCompletionFormSchema = z
  .object({ firstName: z.string(), lastName: z.string(), password: z.string(), confirmPassword: z.string() })
  .superRefine(refineAccountCompletion);

/** The full name stored on the account: first and last joined by a space. */
export const completionFullName = (firstName: string, lastName: string) => `${cleanName(firstName)} ${cleanName(lastName)}`;

/**
 * POST /api/functions/complete-account. The email is not in the body: the server reads it from the paid session.
 * Field order gives the first message the server answers with.
 */
export const completeAccountInputSchema = z
  .object({
    sessionId: sessionIdField,
    firstName: z.string({ error: ACCOUNT_COMPLETION_MESSAGES.firstNameRequired }).max(1000, ACCOUNT_COMPLETION_MESSAGES.nameTooLong),
    lastName: z.string({ error: ACCOUNT_COMPLETION_MESSAGES.lastNameRequired }).max(1000, ACCOUNT_COMPLETION_MESSAGES.nameTooLong),
    password: z.string({ error: ACCOUNT_COMPLETION_MESSAGES.passwordRequired }).max(1024, ACCOUNT_COMPLETION_MESSAGES.passwordTooLong),
    confirmPassword: z.string({ error: ACCOUNT_COMPLETION_MESSAGES.passwordsDoNotMatch }).max(1024),
    /** The single-use token from the purchase email's link, when the payer came through it. */
    completionToken: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'This link is not valid. Use the latest link from your purchase email.')
      .optional(),
  })
  .superRefine(refineAccountCompletion)
  .transform((form) => ({
    sessionId: form.sessionId,
    firstName: cleanName(form.firstName),
    lastName: cleanName(form.lastName),
    password: form.password,
    completionToken: form.completionToken,
  }));
export type CompleteAccountInput = z.input<typeof completeAccountInputSchema>;
