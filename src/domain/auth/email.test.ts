import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, greetingName, resetRequestErrorMessage, RESET_MESSAGES, signInErrorMessage } from './auth-messages.ts';
import { isValidEmail, normalizeEmail } from './email.ts';

describe('shared email rule', () => {
  it.each(['dana@example.com', 'dana.rivera+rent@mail.example.co.uk', "o'neil@example.org"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'dana',
    'dana@',
    '@example.com',
    'dana@example',
    'da..na@example.com',
    '.dana@example.com',
    'dana@example.com.',
    'dana.@example.com',
    'dana@.example.com',
    'da na@example.com',
    `${'a'.repeat(245)}@example.com`,
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Dana@Example.COM ')).toBe('dana@example.com');
  });
});

describe('auth messages', () => {
  it('maps provider sign-in errors to our messages, else shows them raw, with the fallback', () => {
    expect(signInErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
    expect(signInErrorMessage({ message: 'Invalid login credentials' })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(signInErrorMessage({ code: 'EMAIL_NOT_VERIFIED' })).toBe(
      'Please check your email and click the confirmation link before signing in.',
    );
    expect(signInErrorMessage({ message: 'Database is asleep' })).toBe('Database is asleep');
    expect(signInErrorMessage({ message: '' })).toBe('Failed to sign in. Please try again.');
    expect(signInErrorMessage(null)).toBe('Failed to sign in. Please try again.');
  });

  it('maps reset-request errors', () => {
    expect(resetRequestErrorMessage('Email rate limit exceeded')).toBe(RESET_MESSAGES.rateLimited);
    expect(resetRequestErrorMessage('Mailbox unavailable')).toBe('Mailbox unavailable');
    expect(resetRequestErrorMessage(undefined)).toBe('An unexpected error occurred');
  });

  it('greets with the first word of the full name or "there"', () => {
    expect(greetingName('Dana Rivera')).toBe('Dana');
    expect(greetingName('  Dana  ')).toBe('Dana');
    expect(greetingName('')).toBe('there');
    expect(greetingName(null)).toBe('there');
  });
});
