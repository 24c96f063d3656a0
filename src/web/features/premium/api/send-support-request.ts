import type { z } from 'zod';
import type { supportRequestSchema } from '#domain/support/support.ts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/support: a Premium buyer's priority support request, emailed to this site's support address. */
const sendSupportRequest = (request: z.input<typeof supportRequestSchema>) => callApi((api) => api.support.$post({ json: request }));

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
