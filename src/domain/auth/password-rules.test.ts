import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstResetPasswordError,
  PASSWORD_MESSAGES,
  passwordStrength,
  RESET_PASSWORD_RULES,
  resetPasswordError,
  validatePassword,
} from './password-rules.ts';

describe('sign-up password validator', () => {
  it('accepts a strong password with a score of at least 4', () => {
    expect(validatePassword('Sunny-Lease42!')).toEqual({ valid: true, errors: [], score: 6 });
    expect(validatePassword('Ab1!defg')).toMatchObject({ valid: true, score: 5 });
  });

  it('lists every broken rule in order, with its exact message', () => {
    expect(validatePassword('abc').errors).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.mix,
    ]);
    expect(validatePassword('12345678').errors).toEqual([
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.lowercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.common,
      PASSWORD_MESSAGES.mix,
    ]);
    expect(validatePassword(`Aa1!${'b'.repeat(125)}`).errors).toEqual([PASSWORD_MESSAGES.tooLong, PASSWORD_MESSAGES.repeated]);
    expect(validatePassword('MyPassword1!').errors).toEqual([PASSWORD_MESSAGES.common]);
    expect(validatePassword('Qwerty12!x').errors).toEqual([PASSWORD_MESSAGES.common]);
    expect(validatePassword('Xaaaa1!yz').errors).toEqual([PASSWORD_MESSAGES.repeated]);
    expect(validatePassword('ABCDEFGH').errors).toContain(PASSWORD_MESSAGES.mix);
  });

  it.each([
    ['Ab1!x', 'Password must be at least 8 characters long'],
    [`Ab1!${'xyzw'.repeat(32)}`, 'Password must be less than 128 characters long'],
    ['sunny-lease42!', 'Password must contain at least one uppercase letter'],
    ['SUNNY-LEASE42!', 'Password must contain at least one lowercase letter'],
    ['Sunny-Lease!', 'Password must contain at least one number'],
    ['SunnyLease42', 'Password must contain at least one special character'],
    ['Xaaaa1!yz', 'Password contains too many repeated characters'],
    ['MyPassword1!', 'Password contains common patterns that are easily guessed'],
  ])('refuses %j with only its own message', (password, message) => {
    expect(validatePassword(password)).toMatchObject({ valid: false, errors: [message] });
  });

  it('asks for a mix of character types when too few kinds are used', () => {
    expect(validatePassword('abcdefgh').errors.at(-1)).toBe('Password should contain a mix of character types');
  });

  it('is valid exactly when there are no errors and the score is at least 4', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (password) => {
        const check = validatePassword(password);
        expect(check.valid).toBe(check.errors.length === 0 && check.score >= 4);
        expect(check.score).toBe(passwordStrength(password));
        if (check.valid) {
          expect(password.length).toBeGreaterThanOrEqual(8);
          expect(password.length).toBeLessThanOrEqual(128);
        }
      }),
    );
  });
});

describe('reset password rules', () => {
  it('has five checklist rules, the last being "Passwords match"', () => {
    expect(RESET_PASSWORD_RULES.map((r) => r.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must include both uppercase and lowercase letters',
      'Password must include at least one number',
      'Password must include at least one special character',
      'Passwords do not match',
    ]);
    expect(RESET_PASSWORD_RULES.at(-1)!.label).toBe('Passwords match');
  });

  it('reports the first failing rule in the toast order', () => {
    expect(firstResetPasswordError('', '')).toBe('Password must be at least 8 characters long');
    expect(firstResetPasswordError('lowercase', 'lowercase')).toBe('Password must include both uppercase and lowercase letters');
    expect(firstResetPasswordError('Lowercase', 'Lowercase')).toBe('Password must include at least one number');
    expect(firstResetPasswordError('Lowercase1', 'Lowercase1')).toBe('Password must include at least one special character');
    expect(firstResetPasswordError('Lowercase1_', 'Lowercase1_')).toBe('Password must include at least one special character');
    expect(firstResetPasswordError('Lowercase1!', 'Lowercase1?')).toBe('Passwords do not match');
    expect(firstResetPasswordError('Lowercase1!', 'Lowercase1!')).toBeNull();
  });

  it('checks the new password alone on the server, up to 128 characters', () => {
    expect(resetPasswordError('Lowercase1!')).toBeNull();
    expect(resetPasswordError(`Aa1!${'x'.repeat(130)}`)).toBe('Password must be less than 128 characters long');
  });
});
