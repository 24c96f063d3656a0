import { z } from 'zod';
import { acceptingSnakeCase } from '../shared/api-casing.ts';
import { personNameSchema } from './name.ts';

/**
 * The only editable field: the one name rule (name.ts). Unknown keys (id, email, user_id) are dropped. The old
 * `full_name` is still taken for one release (ADR 0084).
 */
export const profileUpdateSchema = acceptingSnakeCase(
  z.object({
    fullName: personNameSchema,
  }),
);
