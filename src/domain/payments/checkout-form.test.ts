import { describe, expect, it } from 'vitest';
import { checkoutFormErrors } from './checkout-form.ts';

const guest = {
  name: 'Dana Rivera',
  email: 'dana@example.com',
  password: 'Sunny-Lease42!',
  confirmPassword: 'Sunny-Lease42!',
  agreeToTerms: true,
};

describe('checkout form rules', () => {
  it('accepts a complete guest form and a signed-in form without passwords', () => {
    expect(checkoutFormErrors(guest, { guest: true })).toEqual([]);
    expect(checkoutFormErrors({ ...guest, password: '', confirmPassword: '' }, { guest: false })).toEqual([]);
  });

  it('lists every failing rule in order for the one Validation Error notice', () => {
    expect(checkoutFormErrors({ name: ' ', email: '', password: '', confirmPassword: '', agreeToTerms: false }, { guest: true })).toEqual([
      'Full name is required',
      'Email address is required',
      'Password is required',
      'You must agree to the terms and conditions to proceed',
    ]);
  });

  it('checks name length after sanitising and the shared email rule', () => {
    expect(checkoutFormErrors({ ...guest, name: '<b>A</b>' }, { guest: true })).toEqual(['Name must be at least 2 characters long']);
    expect(checkoutFormErrors({ ...guest, name: 'x'.repeat(101) }, { guest: true })).toEqual(['Name must be less than 100 characters']);
    expect(checkoutFormErrors({ ...guest, email: 'dana..r@example.com' }, { guest: true })).toEqual(['Please enter a valid email address']);
  });

  it("gives guests the shared password validator's errors and the mismatch", () => {
    const errors = checkoutFormErrors({ ...guest, password: 'abc', confirmPassword: 'abd' }, { guest: true });
    expect(errors).toContain('Password must be at least 8 characters long');
    expect(errors).toContain('Password must contain at least one uppercase letter');
    expect(errors.at(-1)).toBe('Passwords do not match');
  });
});
