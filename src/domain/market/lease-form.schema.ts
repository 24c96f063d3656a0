import { z } from 'zod';
import { acceptingSnakeCase } from '../shared/api-casing.ts';
import { digitsOnly, sanitizeText } from '../shared/sanitize.ts';
import { BATHROOM_OPTIONS, BEDROOM_LABELS } from './lease-form.ts';
import { HOUSING_TYPES, MAX_MONTHLY_RENT, TIER_LEVELS } from './market-options.ts';
import { ZIP_MESSAGE, ZIP_PATTERN } from '../shared/zip.ts';

const NUMBERS_WITH_COMMAS = /^[\d,]+$/;

const name = (required: string) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(v).trim().slice(0, 100))
    .pipe(z.string().min(1, required));

const date = (required: string) => z.string({ error: required }).trim().pipe(z.iso.date(required));

const choice = (options: readonly string[], required: string) =>
  z
    .string({ error: required })
    .refine((v) => options.includes(v), required)
    .transform(Number);

/** Dollars or square feet as typed ("2,150"): digits and commas only, saved as a whole number. */
const wholeNumber = (required: string, invalid: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .regex(NUMBERS_WITH_COMMAS, { message: invalid, abort: true })
    .transform((v) => Number(digitsOnly(v)))
    .pipe(z.number().max(max, invalid));

/**
 * The lease form's one rule set: the landing page checks the form with it (loaded when the form is first checked) and
 * `POST /api/leases` parses the same body with it. Its input is `LeaseForm`, every value a string as typed; its output
 * is the lease as saved: names sanitised, numbers without commas. The fields come in the order the form's toast lists
 * their messages (the spec's order), one message per field; the end date's order check comes last. The proposed rent is
 * optional: left out or empty, it is null. The API's old snake_case names (`rent_amount`) are still taken for one
 * release (ADR 0084).
 */
export const leaseFormSchema = acceptingSnakeCase(
  z
    .object({
      firstName: name('First name is required'),
      lastName: name('Last name is required'),
      leaseStartDate: date('Lease start date is required'),
      leaseEndDate: date('Lease end date is required'),
      bedrooms: choice(Object.keys(BEDROOM_LABELS), 'Number of bedrooms is required'),
      bathrooms: choice(BATHROOM_OPTIONS, 'Number of bathrooms is required'),
      squareFootage: wholeNumber('Square footage is required', 'Square footage must be numbers only', 1_000_000),
      rentAmount: wholeNumber('Rent amount is required', 'Rent amount must be numbers only', MAX_MONTHLY_RENT),
      zipcode: z
        .string({ error: 'Zip code is required' })
        .trim()
        .min(1, { message: 'Zip code is required', abort: true })
        .regex(ZIP_PATTERN, ZIP_MESSAGE),
      propertyTier: z
        .enum([...TIER_LEVELS, ''], { error: 'Property tier selection is required' })
        .pipe(z.enum(TIER_LEVELS, { error: 'Property tier selection is required' })),
      proposedRent: z
        .string()
        .trim()
        .regex(/^[\d,]*$/, "Your landlord's proposed rent must be numbers only")
        .optional()
        .transform((v) => (v ? Number(digitsOnly(v)) : null)),
      housingType: z.enum(HOUSING_TYPES, { error: 'Housing type must be apartment or house' }),
    })
    .refine((form) => !(form.leaseStartDate && form.leaseEndDate) || form.leaseEndDate > form.leaseStartDate, {
      message: 'Lease end date must be after start date',
      path: ['leaseEndDate'],
    }),
);

/** A valid lease as `leaseFormSchema` hands it on (what the server saves). */
export type Lease = z.output<typeof leaseFormSchema>;
