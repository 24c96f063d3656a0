import { z } from 'zod';
import { leaseFormIssues } from './lease-form.ts';
import { HOUSING_TYPES, TIER_LEVELS } from './market-options.ts';

/**
 * The landing page's lease form: each failure on its field, in leaseFormIssues' order. The server validates the saved
 * record with `leaseRecordSchema`. In its own module: the landing page loads zod only when the form is first checked.
 */
export const leaseFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    zipcode: z.string(),
    leaseStartDate: z.string(),
    leaseEndDate: z.string(),
    bedrooms: z.string(),
    bathrooms: z.string(),
    squareFootage: z.string(),
    rentAmount: z.string(),
    proposedRent: z.string().default(''),
    housingType: z.enum(HOUSING_TYPES),
    propertyTier: z.union([z.enum(TIER_LEVELS), z.literal('')]),
  })
  .superRefine((form, ctx) => {
    for (const { field, message } of leaseFormIssues(form)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
