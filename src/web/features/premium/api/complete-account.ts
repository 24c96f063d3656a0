import type { CompleteAccountInput } from '#domain/payments/account-completion.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/functions/complete-account: the account of a paid guest, created and signed in by the server. */
export function completeAccount(input: CompleteAccountInput) {
  return callApi((api) => api.functions['complete-account'].$post({ json: input }));
}
