import { describe, expect, it } from 'vitest';
import { formatThousands, formatUsd, keepDigitsAndCommas, sanitizeText } from './sanitize.ts';

describe('sanitizeText (SPEC section 5)', () => {
  it('strips tags, script blocks, javascript: and inline handlers, and removes quotes', () => {
    expect(sanitizeText('<script>alert(1)</script>Dana')).toBe('Dana');
    expect(sanitizeText('<img src=x onerror=alert(1)>Lee')).toBe('Lee');
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('x onclick=steal()')).toBe('x steal()');
    expect(sanitizeText(`"Quoted" 'name' \`tick\``)).toBe('Quoted name tick');
  });

  it('keeps ordinary text and spaces, and cuts to 1000 characters', () => {
    expect(sanitizeText('Mary Ann ')).toBe('Mary Ann ');
    expect(sanitizeText('a'.repeat(1500))).toHaveLength(1000);
  });
});

describe('number inputs', () => {
  it('accepts digits and commas and shows thousands separators', () => {
    expect(keepDigitsAndCommas('$2,150.00')).toBe('2,15000');
    expect(formatThousands('1234567')).toBe('1,234,567');
    expect(formatThousands('0042')).toBe('42');
    expect(formatThousands('')).toBe('');
  });

  it('formats whole US dollars', () => {
    expect(formatUsd(10008)).toBe('$10,008');
    expect(formatUsd(1679.6)).toBe('$1,680');
  });
});
