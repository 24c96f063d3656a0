import { z } from 'zod';
import { digitsOnly, sanitizeText } from '../shared/sanitize.ts';
import { NUMBERS_WITH_COMMAS } from './lease-form.ts';
import { HOUSING_TYPES, MAX_MONTHLY_RENT, TIER_LEVELS } from './market-options.ts';

const numberText = (required: string, invalid: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, required).regex(NUMBERS_WITH_COMMAS, invalid))
    .transform((v) => Number(digitsOnly(v)))
    .pipe(z.number().int().max(max, invalid));

const name = (required: string) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(v).trim().slice(0, 100))
    .pipe(z.string().min(1, required));

/**
 * The record saved for signed-in users (table lease_information): names sanitised, numbers stripped of commas.
 * user_id is never read from the body: the server takes it from the session.
 */
export const leaseRecordSchema = z
  .object({
    first_name: name('First name is required'),
    last_name: name('Last name is required'),
    lease_start_date: z.iso.date('Lease start date is required'),
    lease_end_date: z.iso.date('Lease end date is required'),
    bedrooms: z.coerce
      .number({ error: 'Number of bedrooms is required' })
      .int('Number of bedrooms is required')
      .min(0, 'Number of bedrooms is required')
      .max(5, 'Number of bedrooms is required'),
    bathrooms: z.coerce
      .number({ error: 'Number of bathrooms is required' })
      .min(1, 'Number of bathrooms is required')
      .max(3.5, 'Number of bathrooms is required')
      .refine((v) => Number.isInteger(v * 2), 'Number of bathrooms is required'),
    square_footage: numberText('Square footage is required', 'Square footage must be numbers only', 1_000_000),
    rent_amount: numberText('Rent amount is required', 'Rent amount must be numbers only', MAX_MONTHLY_RENT),
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Zip code must be 5 digits')
      .nullish()
      .transform((v) => v ?? null),
    housing_type: z
      .enum(HOUSING_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    property_tier: z
      .enum(TIER_LEVELS)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((r) => r.lease_end_date > r.lease_start_date, {
    message: 'Lease end date must be after start date',
    path: ['lease_end_date'],
  });

/** Saved lease as the API returns it. */
export interface SavedLease {
  id: string;
  first_name: string;
  last_name: string;
  lease_start_date: string;
  lease_end_date: string;
  bedrooms: number;
  bathrooms: number;
  square_footage: number;
  rent_amount: number;
  zipcode: string | null;
  housing_type: string | null;
  property_tier: string | null;
  created_at: string;
}
