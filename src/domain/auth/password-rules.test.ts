import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newPasswordError,
  newPasswordSchema,
  PASSWORD_MESSAGES,
  passwordChecklist,
  passwordStrength,
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

describe('the one password rule on every form that sets a password (ADR 0075)', () => {
  it('lists the sign-up rules live, the last being "Passwords match"', () => {
    const labels = (p: string, c: string) => passwordChecklist(p, c).map((item) => [item.label, item.met]);
    expect(labels('', '')).toEqual([
      ['Between 8 and 128 characters', false],
      ['An uppercase letter', false],
      ['A lowercase letter', false],
      ['A number', false],
      ['A special character (such as ! or -)', false],
      ['No character 4 or more times in a row', false],
      ['No common pattern (123456, qwerty, password)', false],
      ['Passwords match', false],
    ]);
    expect(
      passwordChecklist('Harbor2026', 'Harbor2026')
        .filter((item) => !item.met)
        .map((item) => item.id),
    ).toEqual(['special']);
    expect(
      passwordChecklist('Qwerty-Lease1', 'Qwerty-Lease1')
        .filter((item) => !item.met)
        .map((item) => item.id),
    ).toEqual(['common']);
    expect(
      passwordChecklist('Harbor-2026!', 'Harbor-2026?')
        .filter((item) => !item.met)
        .map((item) => item.id),
    ).toEqual(['match']);
    expect(passwordChecklist('Harbor-2026!', 'Harbor-2026!').every((item) => item.met)).toBe(true);
  });

  it("reports the validator's first failure, then a mismatch", () => {
    expect(newPasswordError('', '')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(newPasswordError('Harbor2026', 'Harbor2026')).toBe(PASSWORD_MESSAGES.special);
    expect(newPasswordError('Harbor-2026!', 'Harbor-2026?')).toBe('Passwords do not match');
    expect(newPasswordError('Harbor-2026!', 'Harbor-2026!')).toBeNull();
  });

  it('is one zod field whose message is the first rule the password breaks', () => {
    expect(newPasswordSchema.safeParse('Harbor2026').error?.issues.map((i) => i.message)).toEqual([PASSWORD_MESSAGES.special]);
    expect(newPasswordSchema.safeParse(`Aa1!${'x'.repeat(130)}`).error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.tooLong);
    expect(newPasswordSchema.parse('Harbor-2026!')).toBe('Harbor-2026!');
  });
});
