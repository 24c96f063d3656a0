import { describe, expect, it } from 'vitest';
import { longDay, shortDay } from './format-day.ts';

describe('calendar day formatting', () => {
  it('formats the calendar day without shifting it by time zone', () => {
    expect(shortDay('2026-11-23')).toBe('Mon, Nov 23');
    expect(longDay('2026-11-23')).toBe('November 23, 2026');
    expect(longDay('2027-01-01')).toBe('January 1, 2027');
  });

  it('returns anything that is not a YYYY-MM-DD day unchanged', () => {
    expect(shortDay('soon')).toBe('soon');
    expect(longDay('')).toBe('');
  });
});
