import { z } from 'zod';
import { SECURITY_EVENT_TYPES } from './security.ts';

const shortText = (max: number) => z.string().max(max);

/** POST /api/functions/log-security-event. The client's ip_address is recorded only as reported, never trusted. */
export const logSecurityEventSchema = z.object({
  event_type: z.enum(SECURITY_EVENT_TYPES, { error: 'event_type is not a known security event' }),
  event_details: z
    .object({ email: shortText(254).optional(), error: shortText(500).optional() })
    .strip()
    .default({}),
  user_agent: shortText(500).optional(),
  ip_address: shortText(64).optional(),
});

/** POST /api/functions/log-password-reset-attempt. */
export const logPasswordResetAttemptSchema = z.object({
  email: shortText(254),
  success: z.boolean({ error: 'success must be true or false' }),
  user_agent: shortText(500).optional(),
  ip_address: shortText(64).optional(),
});
