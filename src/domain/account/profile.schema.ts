import { z } from 'zod';
import { personNameSchema } from './name.ts';

/** The only editable field: the one name rule (name.ts). Unknown keys (id, email, user_id) are dropped. */
export const profileUpdateSchema = z.object({
  full_name: personNameSchema,
});
