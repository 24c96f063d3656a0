import { describe, expect, it } from 'vitest';
import { isOutOfRangeIsoDate } from './dates.ts';
import { escapeControlCharacters, keepDigitsAndCommas, sanitizeText, singleLine, stripControlCharacters } from './sanitize.ts';

describe('control characters', () => {
  it('strips NUL, ESC, DEL, C1 and bidi overrides but keeps newlines and tabs', () => {
    expect(stripControlCharacters('a\u0000b\u001b[31mc\u007f\u0085d\u202ee\nf\tg\r\n')).toBe('ab[31mcde\nf\tg\r\n');
    expect(stripControlCharacters('x\ud800y')).toBe('xy');
    expect(stripControlCharacters('😀')).toBe('😀');
    expect(stripControlCharacters('a\udc00b😀\u0000 \u2067c')).toBe('ab😀 c');
    expect(stripControlCharacters('10001 Main St, Apt 4 · N.Y.')).toBe('10001 Main St, Apt 4 · N.Y.');
    expect(sanitizeText('Da\u0000na')).toBe('Dana');
  });

  it('makes one-line fields one line and escapes control characters for terminals', () => {
    expect(singleLine('Atl\nanta\t GA')).toBe('Atl anta GA');
    expect(escapeControlCharacters('Eve\u001b[2K\u202e')).toBe('Eve\\x1b[2K\\u202e');
  });

  it('range-checks ISO dates between 1900 and 2100', () => {
    expect(isOutOfRangeIsoDate('0000-01-01')).toBe(true);
    expect(isOutOfRangeIsoDate('2101-01-01T00:00:00Z')).toBe(true);
    expect(isOutOfRangeIsoDate('+275760-09-13')).toBe(true);
    expect(isOutOfRangeIsoDate('2026-05-01')).toBe(false);
    expect(isOutOfRangeIsoDate('1900-01-01')).toBe(false);
    expect(isOutOfRangeIsoDate('not 0000-01-01')).toBe(false);
  });
});

describe('sanitizeText', () => {
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
  it('accepts digits and commas', () => {
    expect(keepDigitsAndCommas('$2,150.00')).toBe('2,15000');
  });
});
