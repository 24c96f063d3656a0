import { z } from 'zod';

/** The one password rule: the spec's sign-up validator, used by every form that sets a password (ADR 0075). Pure: shared by browser and server. */

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_MIN_SCORE = 4;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be less than 128 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  repeated: 'Password contains too many repeated characters',
  common: 'Password contains common patterns that are easily guessed',
  mix: 'Password should contain a mix of character types',
  weak: 'Password is too weak',
} as const;

const COMMON_PATTERNS = ['123456', '12345678', 'qwerty', 'password', 'abc123', 'letmein', 'welcome', 'admin', 'iloveyou', '111111'];

const hasUpper = (s: string) => /[A-Z]/.test(s);
const hasLower = (s: string) => /[a-z]/.test(s);
const hasDigit = (s: string) => /\d/.test(s);
const hasSpecial = (s: string) => /[^A-Za-z0-9\s]/.test(s);

export interface PasswordCheck {
  valid: boolean;
  /** Every failed rule, in the order checked; the sign-up form shows the first. */
  errors: string[];
  /** 0 to 6: length 8+, length 12+, lowercase, uppercase, number, special; minus penalties. */
  score: number;
}

export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score++;
  if (password.length >= 12) score++;
  if (hasLower(password)) score++;
  if (hasUpper(password)) score++;
  if (hasDigit(password)) score++;
  if (hasSpecial(password)) score++;
  if (/(.)\1{3,}/.test(password)) score--;
  if (hasCommonPattern(password)) score -= 2;
  return Math.max(0, score);
}

function hasCommonPattern(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PATTERNS.some((pattern) => lower.includes(pattern));
}

/** The sign-up validator: all rule messages, the strength score, valid only with no errors and score >= 4. */
export function validatePassword(password: string): PasswordCheck {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) errors.push(PASSWORD_MESSAGES.tooLong);
  if (!hasUpper(password)) errors.push(PASSWORD_MESSAGES.uppercase);
  if (!hasLower(password)) errors.push(PASSWORD_MESSAGES.lowercase);
  if (!hasDigit(password)) errors.push(PASSWORD_MESSAGES.number);
  if (!hasSpecial(password)) errors.push(PASSWORD_MESSAGES.special);
  if (/(.)\1{3,}/.test(password)) errors.push(PASSWORD_MESSAGES.repeated);
  if (hasCommonPattern(password)) errors.push(PASSWORD_MESSAGES.common);
  if (/^[a-z]+$/.test(password) || /^[A-Z]+$/.test(password) || /^\d+$/.test(password)) errors.push(PASSWORD_MESSAGES.mix);
  const score = passwordStrength(password);
  if (errors.length === 0 && score < PASSWORD_MIN_SCORE) errors.push(PASSWORD_MESSAGES.weak);
  return { valid: errors.length === 0 && score >= PASSWORD_MIN_SCORE, errors, score };
}

/** The sign-up validator as a zod field: the first failing rule is the message. Every form that sets a password uses it. */
export const newPasswordSchema = z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
  const check = validatePassword(password);
  if (!check.valid) ctx.addIssue({ code: 'custom', message: check.errors[0] ?? PASSWORD_MESSAGES.weak });
});

export interface ChecklistItem {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'repeated' | 'common' | 'match';
  label: string;
  met: boolean;
}

/** The live checklist: the sign-up validator's rules (read from its own errors) and, last, 'Passwords match'. */
export function passwordChecklist(password: string, confirm: string): ChecklistItem[] {
  const errors = new Set<string>(validatePassword(password).errors);
  const met = (...messages: string[]) => messages.every((message) => !errors.has(message));
  return [
    { id: 'length', label: 'Between 8 and 128 characters', met: met(PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.tooLong) },
    { id: 'uppercase', label: 'An uppercase letter', met: met(PASSWORD_MESSAGES.uppercase) },
    { id: 'lowercase', label: 'A lowercase letter', met: met(PASSWORD_MESSAGES.lowercase) },
    { id: 'number', label: 'A number', met: met(PASSWORD_MESSAGES.number) },
    { id: 'special', label: 'A special character (such as ! or -)', met: met(PASSWORD_MESSAGES.special) },
    { id: 'repeated', label: 'No character 4 or more times in a row', met: password.length > 0 && met(PASSWORD_MESSAGES.repeated) },
    { id: 'common', label: 'No common pattern (123456, qwerty, password)', met: password.length > 0 && met(PASSWORD_MESSAGES.common) },
    { id: 'match', label: 'Passwords match', met: password.length > 0 && password === confirm },
  ];
}

/** The message shown for a new password and its confirmation: the validator's first failure, then a mismatch. */
export function newPasswordError(password: string, confirm: string): string | null {
  return validatePassword(password).errors[0] ?? (password === confirm ? null : PASSWORDS_DO_NOT_MATCH);
}

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
