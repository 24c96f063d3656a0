import { z } from 'zod';
import { personNameSchema } from '../account/name.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from './email.ts';
import { newPasswordSchema, PASSWORDS_DO_NOT_MATCH } from './password-rules.ts';
import { acceptingSnakeCase } from '../shared/api-casing.ts';

/** Email as the server accepts it: trimmed, lower-cased, the shared rule (email.ts). */
const emailField = z.string({ error: INVALID_EMAIL_MESSAGE }).trim().refine(isValidEmail, INVALID_EMAIL_MESSAGE).transform(normalizeEmail);

/** The one name rule (account/name.ts): no control characters or line breaks, 2 to 100 characters. */
const fullNameField = personNameSchema;

/**
 * Sign-up (account service): email, password, full name. The first failing password rule is the message.
 * `rawFullName` keeps what was typed so the suspicious-activity check can see markup the sanitiser removed.
 */
export const signUpInputSchema = z
  .object({
    email: emailField,
    password: newPasswordSchema,
    fullName: z.string({ error: 'Full name is required' }).max(1000, 'Name must be less than 100 characters'),
  })
  .transform((input) => ({ ...input, rawFullName: input.fullName }))
  .pipe(
    z.object({
      email: z.string(),
      password: z.string(),
      fullName: fullNameField,
      rawFullName: z.string(),
    }),
  );

/** Sign-in needs only a valid email format and a password. */
export const signInInputSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});

/**
 * Reset request: the email is required and must be an email; the hidden anti-forgery token travels with it. The old
 * `csrf_token` is still taken for one release (ADR 0084).
 */
export const resetRequestInputSchema = acceptingSnakeCase(
  z.object({
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField),
    csrfToken: z.string({ error: 'Security validation failed. Please refresh and try again.' }).max(200),
  }),
);

export const resetTokenInputSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
});

export const resetPasswordInputSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  newPassword: newPasswordSchema,
});

/** The account as sign-up, sign-in and account completion answer it (never the password or the session). */
export interface AccountUser {
  id: string;
  email: string;
  fullName: string | null;
  emailVerified: boolean;
}

/** The reset page's form: the one password rule (password-rules.ts) on the new password, then the confirmation. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (newPassword !== confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
  });
