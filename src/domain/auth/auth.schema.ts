import { z } from 'zod';
import { personNameSchema } from '../account/name.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail, normalizeEmail } from './email.ts';
import { RESET_PASSWORD_RULES, validatePassword } from './password-rules.ts';
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
    password: z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
      const check = validatePassword(password);
      if (!check.valid) ctx.addIssue({ code: 'custom', message: check.errors[0] ?? 'Password is too weak' });
    }),
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
  newPassword: z.string({ error: 'Password is required' }).max(128, 'Password must be less than 128 characters long'),
});

/** The account as sign-up, sign-in and account completion answer it (never the password or the session). */
export interface AccountUser {
  id: string;
  email: string;
  fullName: string | null;
  emailVerified: boolean;
}

/**
 * The reset page's form: every failing rule of RESET_PASSWORD_RULES in the order its toast takes; the match rule
 * belongs to the confirmation field, the others to the new password.
 */
export const resetPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    for (const rule of RESET_PASSWORD_RULES) {
      if (rule.passes(newPassword, confirmPassword)) continue;
      ctx.addIssue({ code: 'custom', path: [rule.id === 'match' ? 'confirmPassword' : 'newPassword'], message: rule.message });
    }
  });
