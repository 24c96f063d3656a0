import { describe, expect, it } from 'vitest';
import { checkRentIncrease } from '#domain/rent-rules/check.ts';
import { checkPortlandIncrease, SHIPPED_RENT_RULES } from '#tests/fixtures/rent-rules.ts';
import { rentRulesSection } from './report-share.ts';

describe('the shared report’s rent rules (ADR 0076)', () => {
  it('states the increase, the limit with its law, exemptions and source, the notice rule, and that it is not legal advice', () => {
    expect(rentRulesSection(checkPortlandIncrease(), 1800, 2016)).toEqual({
      heading: 'Rent rules that apply',
      lines: [
        'Proposed increase: from $1,800 to $2,016 a month, $216 (12%).',
        "ORS 90.323: Oregon allows an increase of at most 10% in any 12 months unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week; the exact figure for this date is not loaded here. Source: https://www.oregon.gov/das/OEA/Pages/Rent-stabilization.aspx",
        'ORS 90.323: No increase during the first year of a tenancy; the limit applies to any 12-month period (ORS 90.323(3)).',
        "ORS 90.323: at least 90 days' written notice of a rent increase. Source: https://www.oregonlegislature.gov/bills_laws/ors/ors090.html",
        'This is general information, not legal advice.',
      ],
    });
  });

  it('words the exemptions for the landlord, and leaves out a limit that applies only if an unanswered question is yes', () => {
    const check = checkRentIncrease(SHIPPED_RENT_RULES, {
      state: 'WA',
      city: 'Seattle',
      zip: '98101',
      currentRent: 2000,
      proposedRent: 2300,
      effectiveDate: '2026-03-01',
    });
    const lines = rentRulesSection(check, 2000, 2300)?.lines ?? [];
    expect(lines[1]).toBe(
      'RCW 59.18.700 (EHB 1217, 2025): Washington allows an increase of at most 9.683% for 2026 unless the building is 12 years old or newer, the home is public or nonprofit affordable housing or the home is a manufactured or mobile home on a rented lot (RCW 59.20 sets its own 5% limit). Source: https://www.commerce.wa.gov/housing-policy/hb1217-landlord-resource-center/',
    );
    // RCW 59.20.370's 5% is for a renter of a lot for a mobile home they own: not asked, so not stated.
    expect(lines.join('\n')).not.toContain('59.20.370');
    expect(lines.join('\n')).not.toMatch(/\byou(r)?\b/i);
  });

  it('has no section without a rent check (no increase entered)', () => {
    expect(rentRulesSection(null, 2000, null)).toBeNull();
  });
});
