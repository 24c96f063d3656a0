/** The email rule every form and route shares. */
const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

const EMAIL_FORMAT = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Valid format, at most 254 characters, no consecutive dots, no leading or trailing dot, no dot next to @. */
export function isValidEmail(input: string): boolean {
  const email = input.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  if (email.includes('..')) return false;
  if (email.startsWith('.') || email.endsWith('.')) return false;
  if (email.includes('.@') || email.includes('@.')) return false;
  return EMAIL_FORMAT.test(email);
}

/** The form accounts are stored under: trimmed and lower-cased. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}
