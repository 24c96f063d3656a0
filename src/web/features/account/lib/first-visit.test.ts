import { describe, expect, it } from 'vitest';
import { DASHBOARD_COPY } from '../../../content/dashboard.ts';
import { inFirstSitting } from './first-visit.ts';

describe('the first dashboard visit', () => {
  it('is the sitting that created the account: a session begun within the hour', () => {
    expect(inFirstSitting('2026-11-25T18:00:00.000Z', '2026-11-25T18:00:01.000Z')).toBe(true);
    expect(inFirstSitting('2026-11-25T18:00:00.000Z', '2026-11-25T18:59:59.000Z')).toBe(true);
    expect(inFirstSitting('2026-11-25T18:00:00.000Z', '2026-11-25T19:00:00.000Z')).toBe(false);
    expect(inFirstSitting('2026-11-20T09:00:00.000Z', '2026-11-25T18:00:00.000Z')).toBe(false);
    expect(inFirstSitting('', '2026-11-25T18:00:00.000Z')).toBe(false);
  });

  it('says Welcome the first time and Welcome back afterwards', () => {
    expect(DASHBOARD_COPY.greeting('Dana', true)).toBe('Welcome, Dana!');
    expect(DASHBOARD_COPY.greeting('Dana', false)).toBe('Welcome back, Dana!');
  });
});
