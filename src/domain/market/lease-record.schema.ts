import { z } from 'zod';
import { digitsOnly, sanitizeText } from '../shared/sanitize.ts';
import { NUMBERS_WITH_COMMAS } from './lease-form.ts';

/** The record saved for signed-in users (table lease_information): names sanitised, numbers stripped of commas. */
export const leaseRecordSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').transform(sanitizeText),
  last_name: z.string().trim().min(1, 'Last name is required').transform(sanitizeText),
  lease_start_date: z.iso.date('Lease start date is required'),
  lease_end_date: z.iso.date('Lease end date is required'),
  bedrooms: z.coerce.number().int().min(0).max(5),
  bathrooms: z.coerce.number().min(1).max(3.5),
  square_footage: z
    .string()
    .regex(NUMBERS_WITH_COMMAS, 'Square footage must be numbers only')
    .transform((v) => Number(digitsOnly(v))),
  rent_amount: z
    .string()
    .regex(NUMBERS_WITH_COMMAS, 'Rent amount must be numbers only')
    .transform((v) => Number(digitsOnly(v))),
});
