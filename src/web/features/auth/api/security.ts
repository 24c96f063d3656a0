import { RESET_MESSAGES, resetRequestErrorMessage } from '#domain/auth/auth-messages.ts';
import type { BlockedState, SecurityEventType } from '#domain/security/security.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** GET /api/security/block-status: this address's sign-in block, if any. */
export async function getBlockStatus(): Promise<BlockedState | null> {
  const status = await callApi((api) => api.security['block-status'].$get());
  return status.blocked ? status : null;
}

/** GET /api/security/csrf-token: the anti-forgery token the reset request sends back (its cookie comes with it). */
export async function getCsrfToken(): Promise<string> {
  return (await callApi((api) => api.security['csrf-token'].$get())).csrfToken;
}

/** Best effort: a failure to report is not shown to the user. */
function logSecurityEvent(eventType: SecurityEventType, details: { email?: string; error?: string }): void {
  const event = { event_type: eventType, event_details: details, user_agent: navigator.userAgent.slice(0, 500) };
  void callApi((api) => api.functions['log-security-event'].$post({ json: event })).catch(() => {});
}

export type ResetRequestResult = { ok: true } | { ok: false; message: string; csrfRejected: boolean };

/** Reset request (messages: #domain/auth/auth-messages.ts): 403 anti-forgery, 429 hourly limit, others as the service says. */
export async function requestPasswordReset(email: string, csrfToken: string): Promise<ResetRequestResult> {
  try {
    await callApi((api) => api.security['password-reset'].$post({ json: { email, csrfToken } }));
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 403 || error.status === 429) return { ok: false, message: error.message, csrfRejected: error.status === 403 };
      return { ok: false, message: resetRequestErrorMessage(error.message), csrfRejected: false };
    }
    logSecurityEvent('password_reset_error', { email, error: error instanceof Error ? error.message : String(error) });
    return { ok: false, message: RESET_MESSAGES.unexpectedRequest, csrfRejected: false };
  }
}

export type TokenCheck = 'valid' | 'invalid' | 'failed';

export async function checkResetToken(token: string): Promise<TokenCheck> {
  try {
    const { valid } = await callApi((api) => api.security['reset-token-status'].$post({ json: { token } }));
    return valid ? 'valid' : 'invalid';
  } catch {
    return 'failed';
  }
}

export type ResetPasswordResult = { ok: true } | { ok: false; message: string; tokenInvalid: boolean };

export async function resetPassword(token: string, newPassword: string): Promise<ResetPasswordResult> {
  try {
    await callApi((api) => api.security['reset-password'].$post({ json: { token, newPassword } }));
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, message: error.message || RESET_MESSAGES.updateFailed, tokenInvalid: error.code === 'invalid_token' };
    }
    return { ok: false, message: RESET_MESSAGES.updateUnexpected, tokenInvalid: false };
  }
}
