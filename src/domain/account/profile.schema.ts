import { z } from 'zod';
import { sanitizeText, singleLine } from '../shared/sanitize.ts';
import { PROFILE_NAME_MAX_LENGTH } from './profile.ts';

/** The only editable field; sanitised, trimmed, 1 to 100 characters. Unknown keys (id, email, user_id) are dropped. */
export const profileUpdateSchema = z.object({
  full_name: z
    .string({ error: 'Full name is required' })
    .transform((v) => singleLine(sanitizeText(v)).trim())
    .pipe(
      z
        .string()
        .min(1, 'Full name is required')
        .max(PROFILE_NAME_MAX_LENGTH, `Name must be less than ${PROFILE_NAME_MAX_LENGTH} characters`),
    ),
});
