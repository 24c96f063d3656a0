import { describe, expect, it } from 'vitest';
import { SHIPPED_RENT_RULES } from '#tests/fixtures/rent-rules.ts';
import { currencyWarnings, dataCurrency, hudFiscalYearInForce } from './data-currency.ts';

describe('data currency (ADR 0073)', () => {
  it('HUD’s fiscal year in force changes on October 1', () => {
    expect(hudFiscalYearInForce('2026-09-30')).toEqual({ year: 2026, since: '2025-10-01' });
    expect(hudFiscalYearInForce('2026-10-01')).toEqual({ year: 2027, since: '2026-10-01' });
    expect(hudFiscalYearInForce('2027-01-15')).toEqual({ year: 2027, since: '2026-10-01' });
  });

  it('on November 28, 2026: every rule answers for the next 90 days, and shipped FY2026 is behind FY2027', () => {
    const currency = dataCurrency(SHIPPED_RENT_RULES, [2026, 2026, null], '2026-11-28');
    expect(currency).toEqual({
      today: '2026-11-28',
      rentRules: { current: true, horizonDays: 90, withoutNextPeriod: [] },
      hud: { current: false, shippedYear: 2026, inForceYear: 2027, inForceSince: '2026-10-01' },
    });
    expect(currencyWarnings(currency)).toEqual([
      "HUD data: the newest fair market rents shipped or imported are FY2026, older than FY2027, in force since 2026-10-01. Run npm run data:build with HUD's FY2027 files (data/README.md), or npm run data:hud.",
    ]);
  });

  it('an imported FY2027 HUD file makes the data current; in September 2026 FY2026 is', () => {
    expect(dataCurrency(SHIPPED_RENT_RULES, [2026, 2026, 2027], '2026-11-28').hud.current).toBe(true);
    expect(dataCurrency(SHIPPED_RENT_RULES, [2026, 2026, null], '2026-09-15').hud.current).toBe(true);
  });

  it('lists each rule whose rows stop within 90 days, with the day and the page to read', () => {
    const currency = dataCurrency(SHIPPED_RENT_RULES, [2027], '2027-10-15');
    expect(currency.rentRules.current).toBe(false);
    expect(currency.rentRules.withoutNextPeriod).toContainEqual({
      family: 'or-ors-90.323',
      name: 'Oregon rent stabilization',
      from: '2028-01-01',
      officialUrl: 'https://www.oregon.gov/das/OEA/Pages/Rent-stabilization.aspx',
    });
    const [rules] = currencyWarnings(currency);
    expect(rules).toMatch(
      /^Rent rules: \d+ rules have no row for part of the next 90 days \(.*or-ors-90\.323 from 2028-01-01.*\); the check applies only each law's ceiling, notice and exemptions then\. Run npm run rules:check/,
    );
  });
});
