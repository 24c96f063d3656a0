import { describe, expect, it } from 'vitest';
import { portlandLetterForm, SHIPPED_RENT_RULES } from '#tests/fixtures/rent-rules.ts';
import { aiLetterRulesLines } from '../letters/ai-letter-rules.ts';
import { buildLetter } from '../letters/letter-builder.ts';
import { letterHandoffOf, replyPrefillOf } from '../letters/letter-handoff.ts';
import { buildReply } from '../letters/reply-builder.ts';
import { emptyReplyForm } from '../letters/reply-form.ts';
import { replyFormSchema } from '../letters/reply-form.schema.ts';
import { checkRentIncrease, type RentCheckInput } from './check.ts';

// What the letter, the reply and the plan say about the rule when the increase takes effect past the table's loaded
// figure (ADR 0070) and when the renter entered the figure they read on the official page (ADR 0072). The letter
// builders carry the check's correction through the plan's CapCorrection; these cases pin what a landlord reads.
const today = new Date(2026, 10, 28);
const OREGON_URL = 'https://www.oregon.gov/das/OEA/Pages/Rent-stabilization.aspx';
const OREGON_UNLESS =
  "unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week";

const portland = (over: Partial<RentCheckInput> = {}) =>
  checkRentIncrease(SHIPPED_RENT_RULES, {
    state: 'OR',
    city: 'Portland',
    zip: '97201',
    currentRent: 1800,
    proposedRent: 2016,
    effectiveDate: '2027-01-01',
    ...over,
  });
const form = portlandLetterForm({ leaseEndDate: '2026-12-31', noticeDate: '2026-12-02' });

describe('the letter, the reply and the plan across the year boundary', () => {
  it('Portland from January 1, 2027: the letter asks for the correction to $1,980 under the ceiling and names the earliest date', () => {
    const built = buildLetter(form, null, {
      tones: ['professional'],
      today,
      format: 'letter',
      rentCheck: portland({ noticeDate: '2026-12-02' }),
    });
    expect(built.strategy.capCorrection).toMatchObject({
      allowedRent: 1980,
      limitPercent: 10,
      limitLabel: 'in any 12 months',
      readAt: null,
    });
    expect(built.strategy.ask.targetRent).toBeLessThanOrEqual(1980);
    const rules = built.paragraphs.find((p) => p.part === 'rules')!.text;
    expect(rules).toBe(
      `Under ORS 90.323, Oregon allows a rent increase of at most 10% in any 12 months, ${OREGON_UNLESS}. The proposed rent of $2,016 is an increase of 12%, so I ask you to correct it to no more than $1,980 before we discuss the renewal further. I also note that ORS 90.323 requires 90 days' written notice for this increase; the notice I received gave 30 days, so the new rent could apply from March 2, 2027 at the earliest.`,
    );
  });

  it('Seattle from January 1, 2027 (+15%): the letter asks for the correction to $2,070 under Washington’s 10% ceiling', () => {
    const check = checkRentIncrease(SHIPPED_RENT_RULES, {
      state: 'WA',
      city: 'Seattle',
      zip: '98101',
      currentRent: 1800,
      proposedRent: 2070,
      effectiveDate: '2027-01-01',
    });
    const built = buildLetter(portlandLetterForm({ zipcode: '98101', landlordProposedRent: '2,070', leaseEndDate: '2026-12-31' }), null, {
      tones: ['direct'],
      today,
      format: 'letter',
      rentCheck: check,
    });
    expect(built.paragraphs.find((p) => p.part === 'rules')!.text).toBe(
      'Under RCW 59.18.700 (EHB 1217, 2025), Washington allows at most 10% in any 12 months, unless the building is 12 years old or newer, the home is public or nonprofit affordable housing or the home is a manufactured or mobile home on a rented lot (RCW 59.20 sets its own 5% limit). The proposed $2,070 is a 15% increase. Please correct it to no more than $1,980 before we go further.',
    );
  });

  it('a renter-entered 9.5%: the letter, the reply and the AI prompt say it is the figure published there, as the tenant read it', () => {
    const check = portland({ figures: { 'or-ors-90.323': 9.5 } });
    const built = buildLetter(form, null, { tones: ['professional'], today, format: 'letter', rentCheck: check });
    expect(built.strategy.capCorrection).toMatchObject({
      allowedRent: 1971,
      limitPercent: 9.5,
      limitLabel: 'for 2027',
      readAt: OREGON_URL,
    });
    expect(built.paragraphs.find((p) => p.part === 'rules')!.text).toBe(
      `Under ORS 90.323, Oregon allows a rent increase of at most 9.5% for 2027 (the figure published at ${OREGON_URL}, as I read it there), ${OREGON_UNLESS}. The proposed rent of $2,016 is an increase of 12%, so I ask you to correct it to no more than $1,971 before we discuss the renewal further.`,
    );

    const prefill = replyPrefillOf(letterHandoffOf(form, built.strategy));
    const reply = buildReply(
      replyFormSchema.parse({
        ...emptyReplyForm(),
        ...prefill,
        landlordResponse: 'We cannot change it. The new rent will be $2,016 from January 1.',
        responseType: 'decline',
        acceptDisclaimer: true,
      }),
      { tones: ['professional'], today },
    );
    expect(reply).toContain(
      `Oregon allows a rent increase of at most 9.5% for 2027 (the figure published at ${OREGON_URL}, as I read it there)`,
    );
    expect(reply).toContain('so I ask you to correct it to no more than $1,971 before we discuss the rest.');

    expect(aiLetterRulesLines(built.strategy).prompt[0]).toContain(
      `Oregon allows at most 9.5% for 2027 (the figure published at ${OREGON_URL}, as I read it there)`,
    );
  });

  it('a city ordinance’s short notice (Chicago) is shown on the card but never written into the letter', () => {
    const check = checkRentIncrease(SHIPPED_RENT_RULES, {
      state: 'IL',
      city: 'Chicago',
      zip: '60614',
      currentRent: 1800,
      proposedRent: 2016,
      effectiveDate: '2027-01-01',
      noticeDate: '2026-12-02',
      tenancyMonths: 24,
    });
    expect(check.notices.find((n) => n.rowId === 'il-chicago-rlto')?.status).toBe('short');
    const built = buildLetter(portlandLetterForm({ zipcode: '60614', leaseEndDate: '2026-12-31' }), null, {
      tones: ['professional'],
      today,
      format: 'letter',
      rentCheck: check,
    });
    expect(built.strategy.shortNotice).toBeNull();
    expect(built.paragraphs.map((p) => p.part)).not.toContain('rules');
  });
});
