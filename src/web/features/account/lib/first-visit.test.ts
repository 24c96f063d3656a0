import { describe, expect, it } from 'vitest';
import { DASHBOARD_COPY } from '../../../content/dashboard.ts';
import { isCreatingSession } from './first-visit.ts';

describe('the first dashboard visit', () => {
  it('belongs to the session that created the account (begun within 10 seconds of it), not to a later sign-in', () => {
    expect(isCreatingSession('2026-11-25T18:00:00.000Z', '2026-11-25T18:00:00.350Z')).toBe(true);
    expect(isCreatingSession('2026-11-25T18:00:00.000Z', '2026-11-25T18:00:09.999Z')).toBe(true);
    expect(isCreatingSession('2026-11-25T18:00:00.000Z', '2026-11-25T18:00:10.000Z')).toBe(false);
    expect(isCreatingSession('2026-11-20T09:00:00.000Z', '2026-11-25T18:00:00.000Z')).toBe(false);
    expect(isCreatingSession('', '2026-11-25T18:00:00.000Z')).toBe(false);
  });

  it('says Welcome the first time and Welcome back afterwards', () => {
    expect(DASHBOARD_COPY.greeting('Dana', true)).toBe('Welcome, Dana!');
    expect(DASHBOARD_COPY.greeting('Dana', false)).toBe('Welcome back, Dana!');
  });
});
