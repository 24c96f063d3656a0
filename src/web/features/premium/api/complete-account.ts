import type { CompleteAccountInput } from '#domain/payments/account-completion.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface CompleteAccountResponse {
  user: { id: string; email: string; fullName: string; emailVerified: boolean };
  purchase: { package_type: string; expires_at: string } | null;
  needsEmailVerification: boolean;
}

/** POST /api/functions/complete-account: the account of a paid guest, created and signed in by the server. */
export function completeAccount(input: CompleteAccountInput): Promise<CompleteAccountResponse> {
  return apiPost<CompleteAccountResponse>('/functions/complete-account', input);
}
