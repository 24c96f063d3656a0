/** Sign-in, security and password-reset messages, shown to users verbatim; change them only with the product copy. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  signInFailed: 'Failed to sign in. Please try again.',
  signUpFailed: 'Failed to create account. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  suspiciousActivity: 'Suspicious activity detected. Please contact support if this is an error.',
  securityValidationFailed: 'Security validation failed. Please refresh and try again.',
  tooManyResetAttempts: 'Too many password reset attempts. Please wait an hour before trying again.',
  sessionExpiredInactivity: 'Session expired due to inactivity. Please sign in again.',
  blockedTitle: 'Access Temporarily Restricted',
} as const;

export const RESET_MESSAGES = {
  rateLimited: 'Please wait before requesting another reset email. Try again in a few minutes.',
  unexpectedRequest: 'An unexpected error occurred',
  emailSent: 'Password reset email sent! Check your inbox.',
  linkInvalid: 'This reset link has expired or is invalid. Please request a new password reset.',
  linkCheckFailed: 'Unable to verify reset link. Please try again.',
  sessionExpired: 'Session expired. Please request a new password reset.',
  updateFailed: 'Failed to update password. Please try again.',
  updateUnexpected: 'An unexpected error occurred. Please try again.',
  updated: 'Password updated successfully! Redirecting to sign in...',
} as const;

/** Error codes our auth endpoints answer with (the `code` of `{error:{message,code}}`). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  blocked: 'blocked',
  suspicious: 'suspicious_activity',
  csrf: 'csrf_failed',
  resetRateLimited: 'reset_rate_limited',
  invalidToken: 'invalid_token',
  userExists: 'user_exists',
} as const;

/** Sign-in failure as the user sees it: known provider errors mapped, others raw, with the fallback. */
export function signInErrorMessage(error: { code?: string | undefined; message?: string | undefined } | null | undefined): string {
  if (!error) return AUTH_MESSAGES.signInFailed;
  const code = (error.code ?? '').toUpperCase();
  const message = error.message ?? '';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || /invalid (login credentials|email or password)/i.test(message)) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  if (code === 'EMAIL_NOT_VERIFIED' || /email not (confirmed|verified)/i.test(message)) return AUTH_MESSAGES.emailNotConfirmed;
  return message.trim() || AUTH_MESSAGES.signInFailed;
}

/** Reset-request failure as the user sees it: a rate-limit error asks them to wait; others keep the service's text. */
export function resetRequestErrorMessage(message: string | null | undefined): string {
  if (!message) return RESET_MESSAGES.unexpectedRequest;
  if (/rate limit/i.test(message)) return RESET_MESSAGES.rateLimited;
  return message;
}

/** Dashboard greeting name: the first word of the full name, or 'there'. */
export function greetingName(fullName: string | null | undefined): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0];
  return first ? first : 'there';
}
