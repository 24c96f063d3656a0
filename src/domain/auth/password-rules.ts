/** Password rules: the sign-up validator and the reset form's five rules. Pure: shared by browser and server. */

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

/** Special characters the reset form accepts. */
const RESET_SPECIAL_CHARACTERS = /[!@#$%^&*(),.?":{}|<>]/;

export interface ResetRule {
  id: 'length' | 'case' | 'number' | 'special' | 'match';
  /** Checklist label. */
  label: string;
  /** Toast shown when this rule fails on submit. */
  message: string;
  passes: (password: string, confirm: string) => boolean;
}

/** The reset form's five rules, in the order their toasts appear; the checklist shows the same five. */
export const RESET_PASSWORD_RULES: readonly ResetRule[] = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters long',
    passes: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'case',
    label: 'Uppercase and lowercase letters',
    message: 'Password must include both uppercase and lowercase letters',
    passes: (p) => hasUpper(p) && hasLower(p),
  },
  {
    id: 'number',
    label: 'At least one number',
    message: 'Password must include at least one number',
    passes: (p) => hasDigit(p),
  },
  {
    id: 'special',
    label: 'At least one special character (!@#$%^&*(),.?":{}|<>)',
    message: 'Password must include at least one special character',
    passes: (p) => RESET_SPECIAL_CHARACTERS.test(p),
  },
  {
    id: 'match',
    label: 'Passwords match',
    message: 'Passwords do not match',
    passes: (p, c) => p.length > 0 && p === c,
  },
];

/** The first failing reset rule's message, or null when the new password may be saved. */
export function firstResetPasswordError(password: string, confirm: string): string | null {
  return RESET_PASSWORD_RULES.find((rule) => !rule.passes(password, confirm))?.message ?? null;
}

/** Server-side check of a new password chosen on the reset page (no confirmation field there). */
export function resetPasswordError(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return firstResetPasswordError(password, password);
}
