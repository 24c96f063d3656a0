import { describe, expect, it } from 'vitest';
import { SHIPPED_RENT_RULES } from '#tests/fixtures/rent-rules.ts';
import {
  type CapFinding,
  checkRentIncrease,
  familiesWithoutCoverage,
  figureProblem,
  LEASE_TERM_QUESTION_ID,
  NOT_LEGAL_ADVICE,
  parseEnteredFigure,
  type RentCheckInput,
  rowsDueForUpdate,
  TENANCY_QUESTION_ID,
} from './check.ts';
import type { RentRuleRow } from './schema.ts';

// The shipped table, so each case asserts what a renter would be shown: the rule in force on the date the increase
// takes effect (ADR 0070), across the year boundary of each rule.
const rows = SHIPPED_RENT_RULES;

const OREGON_URL = 'https://www.oregon.gov/das/OEA/Pages/Rent-stabilization.aspx';
const OREGON_STATUTE_URL = 'https://www.oregonlegislature.gov/bills_laws/ors/ors090.html';
const OREGON_NEXT = "The Office of Economic Analysis publishes each calendar year's figure by September 30 of the year before.";
const OREGON_UNLESS =
  "unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, your home is government-regulated affordable housing, your home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week";
const OREGON_FORMULA = '7% plus the West Region CPI, at most 10%';
const WASHINGTON_URL = 'https://www.commerce.wa.gov/housing-policy/hb1217-landlord-resource-center/';
const WASHINGTON_RCW_140_URL = 'https://app.leg.wa.gov/RCW/default.aspx?cite=59.18.140';
const WASHINGTON_NEXT =
  "The Department of Commerce published the 2026 figure on July 18, 2025; it publishes each year's figure in the summer before.";
const WASHINGTON_UNLESS =
  'unless the building is 12 years old or newer, your home is public or nonprofit affordable housing or the home is a manufactured or mobile home on a rented lot (RCW 59.20 sets its own 5% limit)';
const CA_URL = 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1947.12';
const CA_UNLESS =
  'unless the building is newer than 15 years or your home is an individually owned house or condo with a written exemption notice';
const CA_FORMULA =
  '5% plus the change in the regional cost of living (CPI-U, April to April), at most 10%, from the lowest rent of the prior 12 months';
const LA_AREA = 'the Los Angeles-Long Beach-Anaheim area';
const DC_URL = 'https://ota.dc.gov/node/365482';
const NY_226C = 'New York Real Property Law 226-c';
const NY_226C_URL = 'https://nysenate.gov/legislation/laws/RPP/226-C';

function check(input: Partial<RentCheckInput> & Pick<RentCheckInput, 'state'>) {
  return checkRentIncrease(rows, {
    city: null,
    currentRent: 2000,
    proposedRent: 2240,
    effectiveDate: '2026-03-01',
    ...input,
  });
}

/** The Portland renter of issue 30: $1,800 to $2,016 (12%). */
function portland(input: Partial<RentCheckInput> = {}) {
  return check({ state: 'OR', city: 'Portland', zip: '97201', currentRent: 1800, proposedRent: 2016, ...input });
}

/** The Los Angeles renter of issue 30: ZIP 90012, $2,000 to $2,180 (9%). */
function losAngeles(input: Partial<RentCheckInput> = {}) {
  return check({
    state: 'CA',
    city: 'Los Angeles',
    zip: '90012',
    cpiRegion: 'los-angeles',
    places: ['Los Angeles'],
    proposedRent: 2180,
    effectiveDate: '2027-01-01',
    ...input,
  });
}

function cap(result: ReturnType<typeof check>, rowId: string): CapFinding {
  const finding = result.caps.find((c) => c.rowId === rowId);
  if (!finding) throw new Error(`no finding for ${rowId}: ${result.caps.map((c) => c.rowId).join(', ')}`);
  return finding;
}

function notice(result: ReturnType<typeof check>, rowId: string) {
  const finding = result.notices.find((n) => n.rowId === rowId);
  if (!finding) throw new Error(`no notice finding for ${rowId}: ${result.notices.map((n) => n.rowId).join(', ')}`);
  return finding;
}

describe('across the year boundary: Oregon (ORS 90.323), Portland $1,800 to $2,016', () => {
  it('2025, the figure loaded: above the 10% DAS published for 2025, and the letter asks to correct to $1,980', () => {
    const result = portland({ effectiveDate: '2025-06-01' });
    const oregon = cap(result, 'or-ors-90.323-2025');
    expect(oregon).toMatchObject({
      status: 'above',
      law: 'ORS 90.323',
      limitPercent: 10,
      limitIsCeiling: false,
      figureSource: 'table',
      limitLabel: 'for 2025',
      allowedRent: 1980,
      figureField: null,
    });
    expect(oregon.message).toBe(`Above the 10% Oregon allows for 2025 ${OREGON_UNLESS}.`);
    expect(result.correctTo?.allowedRent).toBe(1980);
  });

  it('December 31, 2026, the 2026 figure missing: the 10% ceiling applies and is exceeded, with notice, exemptions and the correction', () => {
    const result = portland({ effectiveDate: '2026-12-31', noticeDate: '2026-12-01' });
    const oregon = cap(result, 'or-ors-90.323-2026');
    expect(oregon).toMatchObject({ status: 'above', limitPercent: 10, limitIsCeiling: true, figureSource: 'ceiling', allowedRent: 1980 });
    expect(oregon.message).toBe(
      `Above the 10% most Oregon allows in any 12 months ${OREGON_UNLESS}. The exact figure for 2026 (${OREGON_FORMULA}) is not loaded. ${OREGON_NEXT} See ${OREGON_URL}.`,
    );
    expect(notice(result, 'or-ors-90.323-2026')).toMatchObject({
      status: 'short',
      requiredDays: 90,
      givenDays: 30,
      earliestDate: '2027-03-01',
      message:
        "You were given 30 days' notice: 30 days is short of the 90 days ORS 90.323 requires for this increase, so it could apply from March 1, 2027 at the earliest.",
    });
    expect(result.correctTo).toMatchObject({ allowedRent: 1980, law: 'ORS 90.323', limitLabel: 'in any 12 months' });
  });

  it('January 1, 2027 (issue 30): the same ceiling, notice, exemptions, frequency and correction, never "not loaded" alone', () => {
    const result = portland({ effectiveDate: '2027-01-01', noticeDate: '2026-12-02' });
    const oregon = cap(result, 'or-ors-90.323-2027');
    expect(oregon).toMatchObject({
      status: 'above',
      period: { start: '2027-01-01', end: '2027-12-31' },
      limitPercent: 10,
      limitIsCeiling: true,
      allowedRent: 1980,
      frequency: 'No increase during the first year of a tenancy; the limit applies to any 12-month period (ORS 90.323(3)).',
      figureField: { family: 'or-ors-90.323', label: 'for 2027', url: OREGON_URL, max: 10, value: null },
    });
    expect(oregon.message).toBe(
      `Above the 10% most Oregon allows in any 12 months ${OREGON_UNLESS}. The exact figure for 2027 (${OREGON_FORMULA}) is not loaded. ${OREGON_NEXT} See ${OREGON_URL}.`,
    );
    expect(notice(result, 'or-ors-90.323-2027')).toMatchObject({ status: 'short', earliestDate: '2027-03-02', url: OREGON_STATUTE_URL });
    expect(result.questions.map((q) => q.id)).toEqual([
      'or-certificate-15-years',
      'or-regulated-affordable',
      'or-facility',
      'or-week-to-week',
    ]);
    expect(result.nextStep).toBe(
      `Ask your landlord in writing to correct the increase to $1,980 (10% under ORS 90.323) before negotiating further. Official source: ${OREGON_URL}`,
    );
  });

  it('past the last row (March 2028): the statute still answers, with the date named instead of a year', () => {
    const result = portland({ effectiveDate: '2028-03-01' });
    const oregon = cap(result, 'or-ors-90.323-2027');
    expect(oregon).toMatchObject({ status: 'above', period: null, limitPercent: 10, allowedRent: 1980 });
    expect(oregon.message).toBe(
      `Above the 10% most Oregon allows in any 12 months ${OREGON_UNLESS}. The exact figure for increases taking effect on March 1, 2028 (${OREGON_FORMULA}) is not loaded. ${OREGON_NEXT} See ${OREGON_URL}.`,
    );
    expect(notice(result, 'or-ors-90.323-2027').message).toBe(
      "ORS 90.323 requires 90 days' written notice for this increase: for it to take effect on March 1, 2028, the notice must be given by December 2, 2027.",
    );
    expect(result.correctTo?.allowedRent).toBe(1980);
  });

  it('January 2027, 8% ($1,944): not above the ceiling, shown as not known (never an all-clear), and the figure can be entered', () => {
    const result = portland({ effectiveDate: '2027-01-01', proposedRent: 1944 });
    const oregon = cap(result, 'or-ors-90.323-2027');
    expect(oregon).toMatchObject({ status: 'below-ceiling', limitPercent: null, allowedRent: null });
    expect(oregon.message).toBe(
      `Not above the 10% most Oregon allows in any 12 months, but the exact figure for 2027 (${OREGON_FORMULA}) is not loaded, so we cannot say whether it is within it. ${OREGON_NEXT} See ${OREGON_URL}.`,
    );
    expect(result.correctTo).toBeNull();
    expect(result.nextStep).toBe(
      `Read the Oregon rent stabilization figure for 2027 on the official page and enter it above to check this increase against it: ${OREGON_URL}`,
    );
  });

  it('January 2027 with the renter-entered 9.5%: above it, the correction to $1,971, and every label says it is the figure read there', () => {
    const result = portland({ effectiveDate: '2027-01-01', figures: { 'or-ors-90.323': 9.5 } });
    const oregon = cap(result, 'or-ors-90.323-2027');
    expect(oregon).toMatchObject({
      status: 'above',
      limitPercent: 9.5,
      limitIsCeiling: false,
      figureSource: 'renter',
      allowedRent: 1971,
      limitLabel: 'for 2027',
      figureField: { value: 9.5, max: 10 },
    });
    expect(oregon.message).toBe(`Above the 9.5% Oregon allows for 2027 (the figure you read on ${OREGON_URL}) ${OREGON_UNLESS}.`);
    expect(result.correctTo?.allowedRent).toBe(1971);
    expect(result.inputs.figures).toEqual({ 'or-ors-90.323': 9.5 });
    expect(result.nextStep).toBe(
      `Ask your landlord in writing to correct the increase to $1,971 (9.5% under ORS 90.323) before negotiating further. Official source: ${OREGON_URL}`,
    );
  });

  it('January 2027 with the renter-entered 9.5% and an 8% increase: within it, said as the figure read there', () => {
    const oregon = cap(
      portland({ effectiveDate: '2027-01-01', proposedRent: 1944, figures: { 'or-ors-90.323': 9.5 } }),
      'or-ors-90.323-2027',
    );
    expect(oregon).toMatchObject({ status: 'within', figureSource: 'renter', limitPercent: 9.5 });
    expect(oregon.message).toBe(`Within the 9.5% Oregon allows for 2027 (the figure you read on ${OREGON_URL}).`);
  });

  it('a renter-entered figure above the 10% ceiling is never applied, and the server is told why', () => {
    const result = portland({ effectiveDate: '2027-01-01', figures: { 'or-ors-90.323': 12 } });
    expect(cap(result, 'or-ors-90.323-2027')).toMatchObject({ figureSource: 'ceiling', limitPercent: 10 });
    expect(result.inputs.figures).toEqual({});
    expect(figureProblem(result, { 'or-ors-90.323': 12 })).toBe('The figure on that page must be between 0% and 10%.');
    expect(figureProblem(result, { 'or-ors-90.323': 10 })).toBeNull();
    expect(parseEnteredFigure('9.5', 10)).toEqual({ value: 9.5, error: null });
    expect(parseEnteredFigure(' 9.5 % ', 10)).toEqual({ value: 9.5, error: null });
    expect(parseEnteredFigure('', 10)).toEqual({ value: null, error: null });
    expect(parseEnteredFigure('10.5', 10)).toEqual({ value: null, error: 'The figure on that page must be between 0% and 10%.' });
    expect(parseEnteredFigure('nine', 10)).toEqual({ value: null, error: 'Enter the figure as a number, such as 9.5' });
    expect(parseEnteredFigure('-1', 10).error).toBe('Enter the figure as a number, such as 9.5');
    // A figure for a rule that has its figure, or does not apply here, is ignored.
    expect(figureProblem(portland({ effectiveDate: '2025-06-01' }), { 'or-ors-90.323': 30, 'wa-rcw-59.18.700': 30 })).toBeNull();
  });

  it('notice: 92 days before January 1, 2027 is enough; without a date it says by when notice must be given', () => {
    expect(notice(portland({ effectiveDate: '2027-01-01', noticeDate: '2026-10-01' }), 'or-ors-90.323-2027')).toMatchObject({
      status: 'enough',
      givenDays: 92,
      message: "You were given 92 days' notice; ORS 90.323 requires 90 days for this increase, so the notice is long enough.",
    });
    expect(notice(portland({ effectiveDate: '2027-01-01' }), 'or-ors-90.323-2027').message).toBe(
      "ORS 90.323 requires 90 days' written notice for this increase: for it to take effect on January 1, 2027, the notice must be given by October 3, 2026.",
    );
  });

  it('exemption answered yes: affordable housing is out of the cap in 2027, so no correction', () => {
    const result = portland({ effectiveDate: '2027-01-01', answers: { 'or-regulated-affordable': 'yes' } });
    expect(cap(result, 'or-ors-90.323-2027')).toMatchObject({
      status: 'exempt',
      message: "Oregon's limit does not apply if your home is government-regulated affordable housing, as you answered.",
    });
    expect(result.correctTo).toBeNull();
  });

  it('exemptions all answered so the cap applies: above the ceiling with no "unless"; the questions stay, to change an answer', () => {
    const result = portland({
      effectiveDate: '2027-01-01',
      answers: { 'or-certificate-15-years': 'yes', 'or-regulated-affordable': 'no', 'or-facility': 'no', 'or-week-to-week': 'no' },
    });
    expect(cap(result, 'or-ors-90.323-2027').message).toBe(
      `Above the 10% most Oregon allows in any 12 months. The exact figure for 2027 (${OREGON_FORMULA}) is not loaded. ${OREGON_NEXT} See ${OREGON_URL}.`,
    );
    expect(result.questions.map((q) => q.id)).toEqual([
      'or-certificate-15-years',
      'or-regulated-affordable',
      'or-facility',
      'or-week-to-week',
    ]);
    expect(result.correctTo?.unless).toEqual([]);
  });

  it('a week-to-week tenancy is not capped and is owed 7 days of notice', () => {
    const result = portland({ effectiveDate: '2027-01-01', noticeDate: '2026-12-20', answers: { 'or-week-to-week': 'yes' } });
    expect(cap(result, 'or-ors-90.323-2027').status).toBe('exempt');
    expect(notice(result, 'or-ors-90.323-2027')).toMatchObject({ status: 'enough', requiredDays: 7, givenDays: 12 });
  });

  it('in the first year of a tenancy no increase is allowed, in 2027 too', () => {
    const result = portland({ effectiveDate: '2027-01-01', tenancyMonths: 8 });
    expect(cap(result, 'or-ors-90.323-2027').message).toBe(
      'Oregon does not allow a rent increase during the first year of a tenancy (ORS 90.323); you have lived there less than a year.',
    );
    expect(result.nextStep).toBe(
      `Ask your landlord to withdraw the increase until your first year has passed, as ORS 90.323 requires. Official source: ${OREGON_URL}`,
    );
  });
});

describe('across the year boundary: Washington (RCW 59.18.700), Seattle $2,000 to $2,300', () => {
  const seattle = (input: Partial<RentCheckInput> = {}) =>
    check({ state: 'WA', city: 'Seattle', zip: '98101', proposedRent: 2300, ...input });

  it('2026, the figure loaded: above the 9.683% Commerce published, correct to $2,193.66', () => {
    const result = seattle({ effectiveDate: '2026-06-01' });
    expect(cap(result, 'wa-rcw-59.18.700-2026')).toMatchObject({
      status: 'above',
      limitPercent: 9.683,
      allowedRent: 2193.66,
      message: `Above the 9.683% Washington allows for 2026 ${WASHINGTON_UNLESS}.`,
    });
    expect(result.correctTo?.rowId).toBe('wa-rcw-59.18.700-2026');
  });

  it('January 1, 2027 (issue 30), +15%: the 10% ceiling applies, correct to $2,200', () => {
    const result = seattle({ effectiveDate: '2027-01-01' });
    const washington = cap(result, 'wa-rcw-59.18.700-2027');
    expect(washington).toMatchObject({ status: 'above', limitPercent: 10, limitIsCeiling: true, allowedRent: 2200 });
    expect(washington.message).toBe(
      `Above the 10% most Washington allows in any 12 months ${WASHINGTON_UNLESS}. The exact figure for 2027 (7% plus CPI, at most 10%) is not loaded. ${WASHINGTON_NEXT} See ${WASHINGTON_URL}.`,
    );
    expect(result.correctTo).toMatchObject({ rowId: 'wa-rcw-59.18.700-2027', allowedRent: 2200, law: 'RCW 59.18.700 (EHB 1217, 2025)' });
    expect(notice(result, 'wa-rcw-59.18.700-2027')).toMatchObject({ status: 'days-not-loaded', url: WASHINGTON_RCW_140_URL });
  });

  it('January 2027, +9%: not above the ceiling; the renter-entered 8.5% puts it above, correct to $2,170', () => {
    expect(cap(seattle({ effectiveDate: '2027-01-01', proposedRent: 2180 }), 'wa-rcw-59.18.700-2027').status).toBe('below-ceiling');
    const entered = seattle({ effectiveDate: '2027-01-01', proposedRent: 2180, figures: { 'wa-rcw-59.18.700': 8.5 } });
    expect(cap(entered, 'wa-rcw-59.18.700-2027')).toMatchObject({ status: 'above', limitPercent: 8.5, allowedRent: 2170 });
    expect(entered.correctTo?.allowedRent).toBe(2170);
  });

  it('a manufactured-home lot: an "if" while unanswered (never the correction), the 5% lot cap once answered yes', () => {
    const unanswered = seattle({ effectiveDate: '2027-01-01' });
    expect(cap(unanswered, 'wa-rcw-59.20.370')).toMatchObject({
      status: 'above',
      scope: 'you rent a lot for a manufactured or mobile home you own',
      limitPercent: 5,
      allowedRent: 2100,
      message: 'If you rent a lot for a manufactured or mobile home you own: Above the 5% Washington allows in any 12 months.',
    });
    expect(unanswered.correctTo?.rowId).toBe('wa-rcw-59.18.700-2027');
    const lot = seattle({ effectiveDate: '2027-01-01', answers: { 'wa-mobile-home-lot': 'yes' } });
    expect(cap(lot, 'wa-rcw-59.18.700-2027').status).toBe('exempt');
    expect(lot.correctTo).toMatchObject({ rowId: 'wa-rcw-59.20.370', allowedRent: 2100, law: 'RCW 59.20.370' });
    const apartment = seattle({ effectiveDate: '2027-01-01', answers: { 'wa-mobile-home-lot': 'no' } });
    expect(apartment.caps.map((c) => c.rowId)).toEqual(['wa-rcw-59.18.700-2027']);
  });
});

describe('across the year boundary: the District of Columbia (Rental Housing Act), $2,000 to $2,200', () => {
  const dc = (input: Partial<RentCheckInput> = {}) =>
    check({ state: 'DC', city: 'Washington', zip: '20001', proposedRent: 2200, ...input });

  it('February 2027, rent control year 2026 loaded: above the 4.1%, correct to $2,082; 2.1% for a registered elderly tenant', () => {
    const result = dc({ effectiveDate: '2027-02-01' });
    const finding = cap(result, 'dc-rental-housing-act-ry2026');
    expect(finding).toMatchObject({ status: 'above', limitPercent: 4.1, allowedRent: 2082, url: DC_URL });
    expect(finding.message).toBe(
      "Above the 4.1% DC's rent stabilization program allows for rent control year 2026, May 1, 2026 to April 30, 2027 unless your unit is registered as exempt from rent control. If you are registered as an elderly tenant or a tenant with a disability, the limit is 2.1%.",
    );
    expect(
      cap(dc({ effectiveDate: '2027-02-01', answers: { 'dc-elderly-disability-registered': 'yes' } }), 'dc-rental-housing-act-ry2026'),
    ).toMatchObject({
      limitPercent: 2.1,
      allowedRent: 2042,
    });
  });

  it('May 2027, rent control year 2027 not loaded: 10% is not above the ceiling; 12% is, and so is 6% for an elderly tenant (5%)', () => {
    expect(cap(dc({ effectiveDate: '2027-05-01' }), 'dc-rental-housing-act-ry2027').status).toBe('below-ceiling');
    expect(cap(dc({ effectiveDate: '2027-05-01', proposedRent: 2240 }), 'dc-rental-housing-act-ry2027')).toMatchObject({
      status: 'above',
      limitPercent: 10,
      allowedRent: 2200,
    });
    expect(
      cap(
        dc({ effectiveDate: '2027-05-01', proposedRent: 2120, answers: { 'dc-elderly-disability-registered': 'yes' } }),
        'dc-rental-housing-act-ry2027',
      ),
    ).toMatchObject({ status: 'above', limitPercent: 5, allowedRent: 2100 });
  });

  it('notice: 60 calendar days to the first rent day after them (D.C. Code 42-3509.04(b)), enough and short', () => {
    expect(notice(dc({ effectiveDate: '2027-02-01', noticeDate: '2026-12-01' }), 'dc-rental-housing-act-ry2026')).toMatchObject({
      status: 'enough',
      requiredDays: 60,
      givenDays: 62,
      url: 'https://code.dccouncil.gov/us/dc/council/code/sections/42-3509.04',
    });
    const short = notice(dc({ effectiveDate: '2027-02-01', noticeDate: '2026-12-15' }), 'dc-rental-housing-act-ry2026');
    expect(short).toMatchObject({ status: 'short', givenDays: 48, earliestDate: '2027-03-01' });
    expect(short.message).toBe(
      "You were given 48 days' notice: 48 days is short of the 60 days D.C. Code 42-3509.04(b) requires for this increase (the first rent day more than that after the notice; the 1st of the month where rent is due then), so it could apply from March 1, 2027 at the earliest.",
    );
  });

  it('past the last row (2028): the ceiling still answers', () => {
    expect(cap(dc({ effectiveDate: '2028-06-01', proposedRent: 2300 }), 'dc-rental-housing-act-ry2027')).toMatchObject({
      status: 'above',
      period: null,
      limitPercent: 10,
    });
  });
});

describe('California: AB 1482 by CPI region (TenantProtections.org, BLS)', () => {
  it('Los Angeles 90012, +9% from January 1, 2027 (issue 30): above the region’s 8.7% (5% + BLS 3.7%), correct to $2,174', () => {
    const result = losAngeles();
    const state = cap(result, 'ca-civ-1947.12-los-angeles-2026');
    const label = `for ${LA_AREA} from August 1, 2026 to July 31, 2027 (5% plus the 3.7% rise in the area's CPI-U in the 12 months to April 2026, BLS)`;
    expect(state).toMatchObject({
      status: 'above',
      law: 'California Civil Code 1947.12',
      limitPercent: 8.7,
      figureSource: 'table',
      allowedRent: 2174,
      limitLabel: label,
      url: CA_URL,
    });
    expect(state.message).toBe(`Above the 8.7% California allows ${label} ${CA_UNLESS}.`);
    expect(result.correctTo?.allowedRent).toBe(2174);
    expect(result.nextStep).toBe(
      `Ask your landlord in writing to correct the increase to $2,174 (8.7% under California Civil Code 1947.12) before negotiating further. Official source: ${CA_URL}`,
    );
  });

  it('Los Angeles, +9% in March 2026: above the 8% TenantProtections.org publishes for August 2025 to July 2026, credited as such', () => {
    const state = cap(losAngeles({ effectiveDate: '2026-03-01' }), 'ca-civ-1947.12-los-angeles-2025');
    expect(state).toMatchObject({
      status: 'above',
      limitPercent: 8,
      allowedRent: 2160,
      credit: 'TenantProtections.org (MIT license, read November 28, 2026)',
    });
    expect(state.message).toBe(
      `Above the 8% California allows for ${LA_AREA} from August 1, 2025 to July 31, 2026 (as TenantProtections.org publishes it) ${CA_UNLESS}.`,
    );
  });

  it('Los Angeles, +9% in September 2027 (past the last loaded period): the 10% ceiling, and the figure may be entered', () => {
    const state = cap(losAngeles({ effectiveDate: '2027-09-01' }), 'ca-civ-1947.12-los-angeles-2026');
    expect(state).toMatchObject({
      status: 'below-ceiling',
      period: null,
      figureField: { max: 10, label: 'for increases taking effect on September 1, 2027' },
    });
  });

  it('San Francisco region, +9% in January 2027: above 8.8% (5% + BLS 3.8%), correct to $2,176', () => {
    const result = check({ state: 'CA', city: 'Daly City', cpiRegion: 'san-francisco', proposedRent: 2180, effectiveDate: '2027-01-01' });
    expect(cap(result, 'ca-civ-1947.12-san-francisco-2026')).toMatchObject({ status: 'above', limitPercent: 8.8, allowedRent: 2176 });
    expect(result.correctTo?.allowedRent).toBe(2176);
  });

  it('San Diego region, January 2027 (no April index from BLS): +9% is below the ceiling, +11% above it, and the renter may enter 8.4%', () => {
    const input = { state: 'CA', city: 'San Diego', cpiRegion: 'san-diego', effectiveDate: '2027-01-01' } as const;
    const nine = cap(check({ ...input, proposedRent: 2180 }), 'ca-civ-1947.12-san-diego-2026');
    expect(nine).toMatchObject({ status: 'below-ceiling', figureField: { family: 'ca-civ-1947.12-san-diego', max: 10 } });
    expect(nine.message).toBe(
      `Not above the 10% most California allows in any 12 months, but the exact figure for the San Diego-Carlsbad area from August 1, 2026 to July 31, 2027 (${CA_FORMULA}) is not loaded, so we cannot say whether it is within it. The figure for each August-to-July period follows from the April CPI that BLS publishes in May. See ${CA_URL}.`,
    );
    const eleven = check({ ...input, proposedRent: 2220 });
    expect(cap(eleven, 'ca-civ-1947.12-san-diego-2026')).toMatchObject({ status: 'above', limitPercent: 10, allowedRent: 2200 });
    expect(eleven.correctTo?.allowedRent).toBe(2200);
    const entered = check({ ...input, proposedRent: 2180, figures: { 'ca-civ-1947.12-san-diego': 8.4 } });
    expect(cap(entered, 'ca-civ-1947.12-san-diego-2026')).toMatchObject({ status: 'above', figureSource: 'renter', allowedRent: 2168 });
  });

  it('Riverside and the rest of California use their own regions’ figures for August 2025 to July 2026', () => {
    expect(
      cap(check({ state: 'CA', city: 'Riverside', cpiRegion: 'riverside', proposedRent: 2180 }), 'ca-civ-1947.12-riverside-2025'),
    ).toMatchObject({
      status: 'above',
      limitPercent: 7.5,
      allowedRent: 2150,
    });
    expect(
      cap(
        check({ state: 'CA', city: 'Fresno', cpiRegion: 'rest-of-california', proposedRent: 2180 }),
        'ca-civ-1947.12-rest-of-california-2025',
      ),
    ).toMatchObject({ status: 'above', limitPercent: 7.7, allowedRent: 2154 });
  });

  it('a California ZIP not placed in a region gets the statute’s 10% ceiling only', () => {
    const result = check({ state: 'CA', city: 'Somewhere', proposedRent: 2240 });
    expect(result.caps.map((c) => c.rowId)).toEqual(['ca-civ-1947.12']);
    expect(cap(result, 'ca-civ-1947.12')).toMatchObject({ status: 'above', limitPercent: 10, allowedRent: 2200 });
  });

  it('a building newer than 15 years is out of the state cap; 20 days of notice for 12% is short of Civil Code 827’s 90', () => {
    expect(cap(losAngeles({ answers: { 'building-15-years': 'no' } }), 'ca-civ-1947.12-los-angeles-2026').status).toBe('exempt');
    const result = losAngeles({ proposedRent: 2240, noticeDate: '2026-12-12' });
    expect(notice(result, 'ca-civ-827')).toMatchObject({ status: 'short', requiredDays: 90, earliestDate: '2027-03-12' });
  });
});

describe('California cities (TenantProtections.org’s data, each city’s own page)', () => {
  it('Los Angeles RSO, January 2027: its figure for July 2026 to June 2027 is not loaded; the 1978 coverage question is asked', () => {
    const result = losAngeles();
    const rso = cap(result, 'ca-la-rso-2026');
    expect(rso).toMatchObject({
      status: 'figure-not-loaded',
      city: 'Los Angeles',
      figureField: {
        family: 'ca-la-rso',
        label: 'from July 1, 2026 to June 30, 2027',
        url: 'https://housing2.lacity.org/rso-rent-increase-calculator',
      },
    });
    expect(rso.message).toMatch(/^If your home is in Los Angeles: /);
    expect(result.questions).toContainEqual(
      expect.objectContaining({
        id: 'la-rso-1978',
        topic: 'limit',
        question:
          'Was your building first occupied on or before October 1, 1978 (the date of its first certificate of occupancy)? RSO units can be looked up at zimas.lacity.org.',
      }),
    );
  });

  it('Los Angeles RSO answered no (first occupied after October 1, 1978): out of the RSO', () => {
    expect(cap(losAngeles({ answers: { 'la-rso-1978': 'no' } }), 'ca-la-rso-2026').message).toBe(
      "If your home is in Los Angeles: The Los Angeles RSO's limit does not apply if the building was first occupied after October 1, 1978 (the RSO does not cover it), as you answered.",
    );
  });

  it('Los Angeles RSO, March 2026: above TenantProtections.org’s 3%, which may apply, never the letter’s correction', () => {
    const result = losAngeles({ effectiveDate: '2026-03-01' });
    expect(cap(result, 'ca-la-rso-2025')).toMatchObject({ status: 'above', limitPercent: 3, allowedRent: 2060 });
    expect(result.correctTo?.rowId).toBe('ca-civ-1947.12-los-angeles-2025');
  });

  it('Los Angeles RSO, January 2027 with the renter-entered 3%: above it, as the figure read on the Housing Department page', () => {
    const rso = cap(losAngeles({ figures: { 'ca-la-rso': 3 } }), 'ca-la-rso-2026');
    expect(rso).toMatchObject({ status: 'above', figureSource: 'renter', allowedRent: 2060 });
    expect(rso.message).toBe(
      'If your home is in Los Angeles: Above the 3% the Los Angeles RSO allows from July 1, 2026 to June 30, 2027 (the figure you read on https://housing2.lacity.org/rso-rent-increase-calculator) unless the building was first occupied after October 1, 1978 (the RSO does not cover it).',
    );
  });

  it('February 2024 is answered from LAMC 151.34’s 4%', () => {
    expect(cap(losAngeles({ effectiveDate: '2024-03-01' }), 'ca-la-rso-2024-02')).toMatchObject({ limitPercent: 4, allowedRent: 2080 });
  });

  it('a ZIP that crosses city limits (90046, USPS "Los Angeles") may be in West Hollywood too', () => {
    const result = check({
      state: 'CA',
      city: 'Los Angeles',
      zip: '90046',
      cpiRegion: 'los-angeles',
      places: ['Los Angeles', 'West Hollywood'],
      proposedRent: 2100,
      effectiveDate: '2026-03-01',
    });
    expect(result.caps.map((c) => c.rowId)).toEqual(['ca-civ-1947.12-los-angeles-2025', 'ca-la-rso-2025', 'ca-west-hollywood-2025-09']);
    expect(cap(result, 'ca-west-hollywood-2025-09').message).toBe(
      'If your home is in West Hollywood: Above the 2.25% West Hollywood allows from September 1, 2025 to August 31, 2026 (as TenantProtections.org publishes it) unless the building was first occupied after July 1, 1979.',
    );
  });

  it('San Francisco: 1.6% for March 2026 to February 2027 (the city’s page); the period after it is not loaded', () => {
    const june = check({
      state: 'CA',
      city: 'San Francisco',
      cpiRegion: 'san-francisco',
      currentRent: 3000,
      proposedRent: 3150,
      effectiveDate: '2026-06-01',
    });
    expect(cap(june, 'ca-sf-rent-ordinance-2026')).toMatchObject({ status: 'above', limitPercent: 1.6, allowedRent: 3048 });
    expect(june.nextStep).toBe(
      'Check whether the San Francisco Rent Ordinance covers your home (https://www.sf.gov/departments--rent-board); if it does, ask your landlord to correct the increase to $3,048.',
    );
    const april27 = check({ state: 'CA', city: 'San Francisco', cpiRegion: 'san-francisco', effectiveDate: '2027-04-01' });
    expect(cap(april27, 'ca-sf-rent-ordinance-2027')).toMatchObject({ status: 'figure-not-loaded', figureField: { max: 20 } });
  });

  it('Oakland, January 2027: 4% is above the ordinance’s 3% ceiling; in 2026 above the 0.8% TenantProtections.org publishes', () => {
    expect(
      cap(
        check({ state: 'CA', city: 'Oakland', cpiRegion: 'san-francisco', proposedRent: 2080, effectiveDate: '2027-01-01' }),
        'ca-oakland-rap-2026',
      ),
    ).toMatchObject({
      status: 'above',
      limitPercent: 3,
      limitIsCeiling: true,
      allowedRent: 2060,
    });
    expect(
      cap(
        check({ state: 'CA', city: 'Oakland', cpiRegion: 'san-francisco', proposedRent: 2080, effectiveDate: '2026-01-01' }),
        'ca-oakland-rap-2025',
      ),
    ).toMatchObject({
      status: 'above',
      limitPercent: 0.8,
      allowedRent: 2016,
    });
  });

  it('Berkeley: 2.1% for 2025; 2027 has only the 7% ceiling; 30 days of notice', () => {
    expect(
      cap(check({ state: 'CA', city: 'Berkeley', proposedRent: 2060, effectiveDate: '2025-06-01' }), 'ca-berkeley-rso-2025').limitPercent,
    ).toBe(2.1);
    const result = check({ state: 'CA', city: 'Berkeley', proposedRent: 2200, effectiveDate: '2027-03-01' });
    expect(cap(result, 'ca-berkeley-rso-2027')).toMatchObject({ status: 'above', limitPercent: 7, allowedRent: 2140 });
    expect(notice(result, 'ca-berkeley-rso-2027').requiredDays).toBe(30);
  });

  it('San Jose’s 5% (the city’s page) has no end date; Santa Ana’s 3% ceiling answers for 2027', () => {
    expect(
      cap(check({ state: 'CA', city: 'San Jose', proposedRent: 2140, effectiveDate: '2027-01-01' }), 'ca-san-jose-5-percent'),
    ).toMatchObject({
      status: 'above',
      limitPercent: 5,
      allowedRent: 2100,
    });
    expect(
      cap(check({ state: 'CA', city: 'Santa Ana', proposedRent: 2080, effectiveDate: '2027-01-01' }), 'ca-santa-ana-2026-09'),
    ).toMatchObject({
      status: 'above',
      limitPercent: 3,
      limitIsCeiling: true,
    });
  });

  it('every city of TenantProtections.org’s rentcap.json has rows, with its coverage question and its official link', () => {
    const cities = [
      'Alameda',
      'Antioch',
      'Bell Gardens',
      'Berkeley',
      'Beverly Hills',
      'Culver City',
      'East Palo Alto',
      'Fairfax',
      'Hayward',
      'Inglewood',
      'Los Angeles',
      'Mountain View',
      'Oakland',
      'Oxnard',
      'Pasadena',
      'Pomona',
      'Richmond',
      'Sacramento',
      'San Francisco',
      'San Jose',
      'Santa Ana',
      'Santa Monica',
      'West Hollywood',
    ];
    for (const name of cities) {
      const cityRows = rows.filter((row) => row.state === 'CA' && row.city?.name === name);
      expect(cityRows.length, name).toBeGreaterThan(0);
      const withQuestion = cityRows.filter((row) => row.exemptions.length > 0);
      // Inglewood, Santa Ana and Oxnard... have no construction date in the data set; the others ask about the building.
      if (!['Inglewood', 'Santa Ana'].includes(name)) expect(withQuestion.length, name).toBe(cityRows.length);
      for (const row of cityRows) expect(row.officialUrl, name).toMatch(/^https?:\/\/(www\.)?[a-z0-9.-]+\.(gov|org|us|net)\//);
    }
  });
});

describe('New York: Rent Guidelines Board orders by the lease’s start, and RPL 226-c by the longer of months lived and lease term', () => {
  const ny = (input: Partial<RentCheckInput> = {}) =>
    check({ state: 'NY', city: 'New York', zip: '10025', currentRent: 3000, proposedRent: 3300, effectiveDate: '2027-02-01', ...input });

  it('a February 2027 lease is governed by Order 58 (never Order 57), whose figures are not loaded', () => {
    const result = ny();
    const rgb = cap(result, 'ny-nyc-rgb-order-58');
    expect(rgb).toMatchObject({ status: 'figure-not-loaded', law: 'NYC Rent Guidelines Board Apartment and Loft Order 58' });
    expect(rgb.message).toBe(
      "One- and two-year renewal guidelines set by the Board's order. We have not loaded the figure under Rent Guidelines Board Order 58 (leases starting October 1, 2026 to September 30, 2027), so we cannot compare this increase with it. The Board votes each June on the guidelines for leases starting October 1. See https://rentguidelinesboard.cityofnewyork.us/.",
    );
    expect(result.caps.map((c) => c.rowId)).not.toContain('ny-nyc-rgb-order-57');
    expect(cap(ny({ effectiveDate: '2026-02-01' }), 'ny-nyc-rgb-order-57').law).toBe(
      'NYC Rent Guidelines Board Apartment and Loft Order 57',
    );
  });

  it('3 years lived, 73 days of notice: 73 days is short of 90, so the increase could apply from February 18, 2027', () => {
    const result = ny({ noticeDate: '2026-11-20', tenancyMonths: 36 });
    expect(notice(result, 'ny-rpl-226-c')).toMatchObject({
      status: 'short',
      requiredDays: 90,
      givenDays: 73,
      earliestDate: '2027-02-18',
      url: NY_226C_URL,
      message: `You were given 73 days' notice: 73 days is short of the 90 days ${NY_226C} requires for this increase, so it could apply from February 18, 2027 at the earliest.`,
    });
    expect(result.earliestEffectiveDate).toBe('2027-02-18');
    expect(result.nextStep).toBe(
      `Ask your landlord to confirm in writing that the new rent will not apply before February 18, 2027, as ${NY_226C} requires. Official source: ${NY_226C_URL}`,
    );
  });

  it('a first-year tenant on a one-year lease is owed 60 days (not 30): 73 days is enough', () => {
    expect(notice(ny({ noticeDate: '2026-11-20', tenancyMonths: 6, leaseTermMonths: 12 }), 'ny-rpl-226-c')).toMatchObject({
      status: 'enough',
      requiredDays: 60,
      message: `You were given 73 days' notice; ${NY_226C} requires 60 days for this increase, so the notice is long enough.`,
    });
  });

  it('a first-year tenant month to month is owed 30 days', () => {
    expect(notice(ny({ tenancyMonths: 6, leaseTermMonths: 0 }), 'ny-rpl-226-c')).toMatchObject({ status: 'required', requiredDays: 30 });
  });

  it('18 months lived on a two-year lease: 90 days, by the lease term', () => {
    expect(notice(ny({ noticeDate: '2026-11-20', tenancyMonths: 18, leaseTermMonths: 24 }), 'ny-rpl-226-c')).toMatchObject({
      status: 'short',
      requiredDays: 90,
    });
  });

  it('a two-year lease decides 90 days even when the months lived are not given', () => {
    expect(notice(ny({ leaseTermMonths: 24 }), 'ny-rpl-226-c')).toMatchObject({ status: 'required', requiredDays: 90 });
  });

  it('6 months lived and the lease term unknown: 30, 60 or 90 days, judged for each, and the lease term is asked under notice', () => {
    const result = ny({ noticeDate: '2026-11-20', tenancyMonths: 6 });
    expect(notice(result, 'ny-rpl-226-c')).toMatchObject({
      status: 'depends',
      earliestDate: null,
      message: `${NY_226C} requires 30, 60 or 90 days' written notice for this increase: 30 days if you have lived there less than a year and your lease term is less than a year; 60 days if you have lived there, or your lease term is, one year to less than two; 90 days if you have lived there, or your lease term is, two years or more. The 73 days' notice you were given is enough for 30 or 60 days but short of 90 days; if that applies, the increase could apply from February 18, 2027 at the earliest. Answer the questions below to see which applies to you.`,
    });
    const question = result.questions.find((q) => q.id === LEASE_TERM_QUESTION_ID);
    expect(question).toEqual({
      id: LEASE_TERM_QUESTION_ID,
      question: 'How long is the term of your current lease (month to month counts as less than a year)?',
      topic: 'notice',
      kind: 'months',
      choices: [
        { label: 'Less than 1 year', months: 0 },
        { label: '1 year to less than 2 years', months: 12 },
        { label: '2 years or more', months: 24 },
      ],
    });
    // The months lived stay asked (answered: the check's inputs say 6), so the renter can change them.
    expect(result.questions.some((q) => q.id === TENANCY_QUESTION_ID)).toBe(true);
    expect(result.inputs.tenancyMonths).toBe(6);
    expect(result.earliestEffectiveDate).toBeNull();
  });

  it('neither count known: both questions are asked, the notice ones after the limits’', () => {
    const ids = ny().questions.map((q) => q.id);
    expect(ids).toEqual(['nyc-rent-stabilized', 'nyc-two-year-lease', 'ny-small-landlord', TENANCY_QUESTION_ID, LEASE_TERM_QUESTION_ID]);
  });

  it('a 3% increase needs no 226-c notice; the renter-entered Order 58 figure of 3% puts 10% above it', () => {
    expect(notice(ny({ proposedRent: 3090 }), 'ny-rpl-226-c').message).toBe(
      `${NY_226C} requires written notice only for increases of 5% or more; this one is 3.0%.`,
    );
    const entered = ny({ figures: { 'ny-nyc-rgb': 3 }, answers: { 'nyc-rent-stabilized': 'yes' } });
    expect(cap(entered, 'ny-nyc-rgb-order-58')).toMatchObject({ status: 'above', figureSource: 'renter', allowedRent: 3090 });
    expect(entered.correctTo?.rowId).toBe('ny-nyc-rgb-order-58');
  });

  it('an apartment that is not rent-stabilized is out of the guidelines; Albany has no cap', () => {
    expect(cap(ny({ answers: { 'nyc-rent-stabilized': 'no' } }), 'ny-nyc-rgb-order-58').status).toBe('exempt');
    const albany = check({ state: 'NY', city: 'Albany', zip: '12203', effectiveDate: '2027-02-01' });
    expect(albany.caps).toEqual([]);
    expect(albany.noCapMessage).toBe('We found no statewide cap on rent increases in New York.');
  });
});

describe('cities the product’s guides name, and states that bar local rent control', () => {
  it('Chicago 60614: the RLTO named with its link; the Fair Notice Ordinance by months lived, as a city rule', () => {
    const unknown = check({
      state: 'IL',
      city: 'Chicago',
      zip: '60614',
      proposedRent: 2200,
      effectiveDate: '2027-02-01',
      noticeDate: '2026-12-15',
    });
    expect(cap(unknown, 'il-chicago-rlto')).toMatchObject({
      status: 'statement',
      url: 'https://www.chicago.gov/city/en/depts/doh/provdrs/landlords/svcs/residential-landlord-and-tenant-ordinance.html',
      message:
        "If your home is in Chicago: Chicago's Residential Landlord and Tenant Ordinance sets rules on leases, deposits, repairs and notices; it does not limit the amount of an increase.",
    });
    expect(cap(unknown, 'il-50-ilcs-825').message).toBe(
      'Illinois has no statewide cap on rent increases, and the Rent Control Preemption Act (50 ILCS 825) bars every unit of local government, Chicago included, from controlling the amount of rent.',
    );
    expect(notice(unknown, 'il-chicago-rlto').status).toBe('depends');
    expect(unknown.questions).toEqual([
      expect.objectContaining({
        id: TENANCY_QUESTION_ID,
        topic: 'notice',
        choices: [
          { label: 'Less than 6 months', months: 0 },
          { label: '6 months to less than 3 years', months: 6 },
          { label: '3 years or more', months: 36 },
        ],
      }),
    ]);
    const year = check({
      state: 'IL',
      city: 'Chicago',
      zip: '60614',
      proposedRent: 2200,
      effectiveDate: '2027-02-01',
      noticeDate: '2026-12-15',
      tenancyMonths: 12,
    });
    expect(notice(year, 'il-chicago-rlto')).toMatchObject({
      status: 'short',
      city: 'Chicago',
      requiredDays: 60,
      message:
        "If your home is in Chicago: You were given 48 days' notice: 48 days is short of the 60 days Chicago's Fair Notice Ordinance (RLTO, Municipal Code chapter 5-12) requires for this increase, so it could apply from February 13, 2027 at the earliest.",
    });
    // A city rule found from the ZIP's city name is shown, never written into the letter as a fact.
    expect(year.earliestEffectiveDate).toBeNull();
    expect(
      notice(check({ state: 'IL', city: 'Chicago', effectiveDate: '2027-02-01', tenancyMonths: 48 }), 'il-chicago-rlto').requiredDays,
    ).toBe(120);
  });

  it('Denver 80203: the city’s rental ordinance is named; Colorado’s notice question sits under notice', () => {
    const result = check({ state: 'CO', city: 'Denver', zip: '80203', effectiveDate: '2027-02-01' });
    expect(cap(result, 'co-denver-rental-license')).toMatchObject({ status: 'statement', city: 'Denver' });
    expect(notice(result, 'co-crs-38-12-701').message).toBe(
      "Colorado law (C.R.S. 38-12-701) sets a notice period for a rent increase where there is no written lease or rental agreement; we have not loaded its number of days because no copy of the statute's text was found. With a written lease, the lease sets the notice. See https://leg.colorado.gov/.",
    );
    expect(result.questions).toEqual([
      {
        id: 'co-written-lease',
        question: 'Do you have a written lease or rental agreement?',
        topic: 'notice',
        kind: 'yes-no',
        choices: [],
      },
    ]);
  });

  it('Atlanta and Charlotte: state law bars local rent control, said with the statute', () => {
    expect(check({ state: 'GA', city: 'Atlanta' }).caps.map((c) => [c.rowId, c.law, c.status])).toEqual([
      ['ga-ocga-44-7-19', 'O.C.G.A. 44-7-19', 'statement'],
    ]);
    expect(check({ state: 'NC', city: 'Charlotte' }).caps[0]?.message).toBe(
      'North Carolina has no statewide cap on rent increases, and state law bars every county and city, Charlotte included, from regulating the amount of rent (G.S. 42-14.1).',
    );
  });
});

describe('other states and cities', () => {
  // ADR 0074: Texas Local Government Code 214.902 (municipal rent control) could not be read from an allowed source, so
  // no Texas rule, state or city, is loaded, and Houston and Dallas (named in the city guides) are told so plainly.
  it.each([
    ['Houston', '77002'],
    ['Dallas', '75201'],
  ])('Texas (%s, %s): says no state or city rule is loaded, why, and links the Texas statutes', (city, zip) => {
    const result = check({ state: 'TX', city, zip, currentRent: 1500, proposedRent: 1650, effectiveDate: '2027-01-01' });
    expect(result.increase).toEqual({ dollars: 150, percent: 10 });
    expect(result.caps.map((c) => [c.rowId, c.status, c.message, c.url])).toEqual([
      [
        'tx-no-rule-loaded',
        'statement',
        'We have not loaded a rent-increase rule for Texas, state or city (Houston and Dallas included): we have not read one from an official source, so we cannot say whether one limits this increase. The Texas statutes are on the Legislature’s site: https://statutes.capitol.texas.gov/.',
        'https://statutes.capitol.texas.gov/',
      ],
    ]);
    expect(result.noCapMessage).toBeNull();
    expect(result.correctTo).toBeNull();
    expect(notice(result, 'tx-no-rule-loaded')).toMatchObject({
      status: 'no-statute',
      message:
        'We have not loaded a Texas rule on the notice for a rent increase: we have not read one from an official source. During a fixed-term lease the rent changes only as the lease allows; for a month-to-month tenancy, check your lease for its notice period.',
    });
    expect(result.disclaimer).toBe('This is general information, not legal advice.');
  });

  it('New Jersey: the Anti-Eviction Act answers for an increase in March 2026 too (its row starts with the 1974 law)', () => {
    expect(cap(check({ state: 'NJ', city: 'Newark' }), 'nj-anti-eviction-act').status).toBe('statement');
  });

  it('Maryland: 60 or 90 days until the lease type is known; a weekly tenancy with a written lease is owed 7 days, without one 21', () => {
    expect(notice(check({ state: 'MD', effectiveDate: '2027-01-01' }), 'md-rp-8-209')).toMatchObject({ status: 'depends' });
    const weekly = check({
      state: 'MD',
      effectiveDate: '2027-01-01',
      noticeDate: '2026-12-20',
      answers: { 'md-weekly': 'yes', 'md-written-lease': 'yes' },
    });
    expect(notice(weekly, 'md-rp-8-209')).toMatchObject({ status: 'enough', requiredDays: 7 });
    const noLease = check({
      state: 'MD',
      effectiveDate: '2027-01-01',
      noticeDate: '2026-12-20',
      answers: { 'md-weekly': 'yes', 'md-written-lease': 'no' },
    });
    expect(notice(noLease, 'md-rp-8-209')).toMatchObject({ status: 'short', requiredDays: 21, earliestDate: '2027-01-10' });
    const monthly = check({ state: 'MD', effectiveDate: '2027-01-01', noticeDate: '2026-11-15', answers: { 'month-to-month': 'yes' } });
    expect(notice(monthly, 'md-rp-8-209')).toMatchObject({ status: 'short', requiredDays: 60, earliestDate: '2027-01-14' });
  });

  it('Montgomery County, Maryland (by the ZIP’s county): 90 days and one increase in 12 months', () => {
    const result = check({
      state: 'MD',
      city: 'Silver Spring',
      countyFips: '24031',
      effectiveDate: '2027-01-01',
      noticeDate: '2026-11-15',
      answers: { 'month-to-month': 'yes' },
    });
    expect(notice(result, 'md-montgomery-county-29')).toMatchObject({ status: 'short', requiredDays: 90, city: 'Montgomery County' });
    expect(check({ state: 'MD', city: 'Baltimore', countyFips: '24510' }).notices.map((n) => n.rowId)).toEqual(['md-rp-8-209']);
  });

  it('Rhode Island: a care facility is out of the notice rule; unanswered, the rule says "unless"', () => {
    const facility = check({ state: 'RI', effectiveDate: '2027-01-01', answers: { 'ri-care-facility': 'yes' } });
    expect(notice(facility, 'ri-gl-34-18-16.1').status).toBe('not-required');
    const result = check({
      state: 'RI',
      effectiveDate: '2027-01-01',
      noticeDate: '2026-11-01',
      answers: { 'ri-over-62-month-to-month': 'yes' },
    });
    expect(notice(result, 'ri-gl-34-18-16.1')).toMatchObject({ status: 'short', requiredDays: 120, earliestDate: '2027-03-01' });
    expect(notice(result, 'ri-gl-34-18-16.1').message).toMatch(
      /unless the home is in an independent living, assisted living or congregate care facility\.$/,
    );
  });

  it('Hawaii: with the tenancy type unanswered, the 45 days are an "if", never a verdict of short notice', () => {
    const result = check({ state: 'HI', effectiveDate: '2027-01-01', noticeDate: '2026-12-01' });
    expect(notice(result, 'hi-hrs-521-21')).toMatchObject({
      status: 'depends',
      earliestDate: null,
      message:
        "Hawaii Revised Statutes 521-21(d): 45 days for a month-to-month tenancy. Answer the question below to see whether it applies to you. If it applies to you, the 31 days' notice you were given is short of it, and the increase could apply from January 15, 2027 at the earliest.",
    });
    expect(result.questions).toEqual([
      { id: 'month-to-month', question: 'Do you rent month to month (no fixed-term lease)?', topic: 'notice', kind: 'yes-no', choices: [] },
    ]);
  });

  it('Saint Paul: 3% in any 12 months; the 2025 amendment’s exemption is asked without its unconfirmed date', () => {
    const result = check({ state: 'MN', city: 'Saint Paul', proposedRent: 2100, effectiveDate: '2027-01-01' });
    expect(cap(result, 'mn-saint-paul-rso-2025')).toMatchObject({ status: 'above', limitPercent: 3, allowedRent: 2060 });
    expect(result.questions.map((q) => q.id)).toEqual(['stpaul-new-construction', 'stpaul-exception']);
    const before = check({ state: 'MN', city: 'Saint Paul', proposedRent: 2100, effectiveDate: '2024-06-01' });
    expect(cap(before, 'mn-saint-paul-rso-2022').limitPercent).toBe(3);
    expect(before.questions[0]?.question).toBe('Was the building first occupied within the last 20 years?');
  });

  it('states whose notice statute we could not read are told the rule is not loaded, never that there is none', () => {
    for (const [state, name] of [
      ['DE', 'Delaware'],
      ['VT', 'Vermont'],
      ['NM', 'New Mexico'],
    ] as const) {
      const result = check({ state, effectiveDate: '2027-01-01', noticeDate: '2026-12-02' });
      expect(result.notices).toEqual([
        expect.objectContaining({
          status: 'not-loaded',
          message: `We have not loaded a rule on the written notice a rent increase needs in ${name}, so we cannot say whether your notice is long enough; a state statute or your lease may set one.`,
        }),
      ]);
    }
  });

  it('returns the answers and inputs it used, so the AI letter can run the same check', () => {
    const result = check({
      state: 'NY',
      zip: '10025',
      answers: { 'nyc-rent-stabilized': 'yes', other: undefined },
      tenancyMonths: 6,
      leaseTermMonths: 12,
    });
    expect(result.answers).toEqual({ 'nyc-rent-stabilized': 'yes' });
    expect(result.inputs).toEqual({ figures: {}, tenancyMonths: 6, leaseTermMonths: 12 });
  });
});

describe('every answer', () => {
  const places: Array<Partial<RentCheckInput> & Pick<RentCheckInput, 'state'>> = [
    { state: 'OR', city: 'Portland', effectiveDate: '2027-01-01' },
    { state: 'WA', city: 'Seattle', effectiveDate: '2027-01-01' },
    { state: 'CA', city: 'Los Angeles', cpiRegion: 'los-angeles', effectiveDate: '2027-01-01' },
    { state: 'CA', city: 'Oakland', cpiRegion: 'san-francisco', effectiveDate: '2027-01-01' },
    { state: 'NY', zip: '10025', effectiveDate: '2027-02-01' },
    { state: 'DC', effectiveDate: '2027-02-01' },
    { state: 'NJ', city: 'Jersey City', effectiveDate: '2027-01-01' },
    { state: 'MN', city: 'Saint Paul', effectiveDate: '2027-01-01' },
    { state: 'IL', city: 'Chicago', effectiveDate: '2027-01-01' },
    { state: 'TX', city: 'Houston', effectiveDate: '2027-01-01' },
  ];

  it('carries the not-legal-advice line and never calls an increase illegal', () => {
    for (const place of places) {
      const result = check(place);
      expect(result.disclaimer).toBe(NOT_LEGAL_ADVICE);
      const text = [
        ...result.caps.map((c) => c.message),
        ...result.notices.map((n) => n.message),
        result.nextStep,
        result.noCapMessage ?? '',
      ].join('\n');
      expect(text).not.toMatch(/illegal|unlawful/i);
    }
  });

  it('says when a figure is published as a fact, never as a future date that may have passed', () => {
    for (const row of rows) {
      // "publishes the 2027 figure by September 30, 2026" reads as a promise after that date; "by September 30 of the year before" does not.
      if (row.nextFigure)
        expect(row.nextFigure, row.id).not.toMatch(
          /\b(publishes|publish|announces|votes|sets)\b[^.]*\b(by|in|on|before) [A-Z][a-z]+ (\d{1,2}, )?20\d\d/,
        );
    }
  });
});

describe('keeping the table current', () => {
  it('every rule has a row covering each of the next 90 days from November 28, 2026', () => {
    expect(familiesWithoutCoverage(rows, '2026-11-28', 90)).toEqual([]);
  });

  it('lists a rule whose rows stop within the horizon, from the first day not covered', () => {
    const oregon = rows.filter((row) => row.family === 'or-ors-90.323');
    const gaps = familiesWithoutCoverage(oregon, '2027-11-15', 90);
    expect(gaps.map((gap) => [gap.family, gap.from, gap.latest.id])).toEqual([['or-ors-90.323', '2028-01-01', 'or-ors-90.323-2027']]);
    expect(familiesWithoutCoverage(oregon, '2027-06-01', 90)).toEqual([]);
    expect(familiesWithoutCoverage(oregon, '2029-01-01', 90)[0]?.from).toBe('2029-01-01');
  });

  it('rowsDueForUpdate lists the latest rows that end within 60 days', () => {
    const row = rows.find((r) => r.id === 'ca-sf-rent-ordinance-2026') as RentRuleRow;
    expect(rowsDueForUpdate([row], '2026-11-25')).toEqual([]);
    expect(rowsDueForUpdate([row], '2027-01-01').map((r) => r.id)).toEqual(['ca-sf-rent-ordinance-2026']);
  });
});
