import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptingSnakeCase } from './api-casing.ts';

const schema = acceptingSnakeCase(z.object({ rentAmount: z.number(), zipcode: z.string(), leaseEndDate: z.string().optional() }));

describe('acceptingSnakeCase: the old snake_case names taken for one release (ADR 0084)', () => {
  it('takes camelCase as it is and renames snake_case to camelCase before the rules run', () => {
    expect(schema.parse({ rentAmount: 1850, zipcode: '30301' })).toEqual({ rentAmount: 1850, zipcode: '30301' });
    expect(schema.parse({ rent_amount: 1850, zipcode: '30301', lease_end_date: '2026-11-30' })).toEqual({
      rentAmount: 1850,
      zipcode: '30301',
      leaseEndDate: '2026-11-30',
    });
  });

  it('lets the camelCase name win when both are sent, and reports a missing field by its camelCase path', () => {
    expect(schema.parse({ rentAmount: 1850, rent_amount: 9999, zipcode: '30301' })).toEqual({ rentAmount: 1850, zipcode: '30301' });
    expect(schema.safeParse({ zip_code: '30301', rent_amount: 1850 }).error?.issues[0]?.path).toEqual(['zipcode']);
  });

  it('passes anything but an object to the schema unchanged', () => {
    expect(schema.safeParse(['rent_amount']).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});
