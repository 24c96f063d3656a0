import { describe, expect, it } from 'vitest';
import { checkRentIncrease } from '../rent-rules/check.ts';
import { checkPortlandIncrease, portlandLetterForm, SHIPPED_RENT_RULES } from '#tests/fixtures/rent-rules.ts';
import { buildLetter } from './letter-builder.ts';
import { letterHandoffOf, replyPrefillOf } from './letter-handoff.ts';
import { buildReply } from './reply-builder.ts';
import { emptyReplyForm } from './reply-form.ts';
import { replyFormSchema } from './reply-form.schema.ts';
import type { LetterForm } from './letter-form.schema.ts';
import { strategyForLetter } from './letter-strategy.ts';
import { LETTER_TONES, type LetterTone } from './tones.ts';

const today = new Date(2026, 10, 23);
// The shipped rules table (ADR 0045): Oregon's 2026 figure is not loaded, so ORS 90.323's 10% ceiling applies;
// Washington's 9.683% for 2026 is.
const form = portlandLetterForm;
const check = checkPortlandIncrease;
const letter = (tone: LetterTone, f: LetterForm, rentCheck: ReturnType<typeof check> | null) =>
  buildLetter(f, null, { tones: [tone], today, format: 'letter', rentCheck });

const OREGON_CAP: Record<LetterTone, string> = {
  professional: `Under ORS 90.323, Oregon allows a rent increase of at most 10% in any 12 months, unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week. The proposed rent of $2,016 is an increase of 12%, so I ask you to correct it to no more than $1,980 before we discuss the renewal further.`,
  direct: `Under ORS 90.323, Oregon allows at most 10% in any 12 months, unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week. The proposed $2,016 is a 12% increase. Please correct it to no more than $1,980 before we go further.`,
  friendly:
    "Before we go further, I wanted to mention something I read: under ORS 90.323, Oregon allows a rent increase of at most 10% in any 12 months, unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week. The proposed $2,016 would be a 12% increase, so could you correct it to no more than $1,980 first? Then I'd be glad to talk through the rest.",
  conversational: `One thing first: under ORS 90.323, Oregon caps rent increases at 10% in any 12 months, unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week. The new rent of $2,016 would be a 12% increase, so could you bring it down to $1,980 or less before we talk about the rest?`,
};

describe('the plan and the letter when the proposed increase is above a cap (ADR 0046)', () => {
  it('the plan carries the correction once: law, limit, exemptions left open, the rent at the cap; the ask never exceeds it', () => {
    const s = strategyForLetter(form({}), null, today, check({}))!;
    expect(s.capCorrection).toEqual({
      law: 'ORS 90.323',
      place: 'Oregon',
      limitPercent: 10,
      limitLabel: 'in any 12 months',
      limitIsCeiling: true,
      unless: [
        "the building's first certificate of occupancy was issued less than 15 years before the notice of the increase",
        'your home is government-regulated affordable housing',
        'your home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit)',
        'the tenancy is week to week',
      ],
      allowedRent: 1980,
      increasePercent: 12,
      url: expect.stringMatching(/^https:\/\//),
      readAt: null,
    });
    expect(s.shortNotice).toBeNull();
    expect(s.ask.targetRent).toBeLessThanOrEqual(1980);
  });

  it.each(LETTER_TONES)('the %s letter asks to correct the increase to the cap, naming the statute, right after the opening', (tone) => {
    const built = letter(tone, form({}), check({}));
    expect(built.paragraphs.map((p) => p.part).slice(0, 2)).toEqual(['opening', 'rules']);
    expect(built.paragraphs[1]!.text).toBe(OREGON_CAP[tone]);
    expect(built.text).not.toMatch(/illegal|your home/i);
  });

  it('exemptions answered so the cap applies drop out of the "unless"; one answered so it does not: no correction', () => {
    const allNo = letter(
      'direct',
      form({}),
      check({
        answers: { 'or-certificate-15-years': 'yes', 'or-regulated-affordable': 'no', 'or-facility': 'no', 'or-week-to-week': 'no' },
      }),
    );
    expect(allNo.paragraphs[1]!.text).toBe(
      'Under ORS 90.323, Oregon allows at most 10% in any 12 months. The proposed $2,016 is a 12% increase. Please correct it to no more than $1,980 before we go further.',
    );
    const exempt = letter('direct', form({}), check({ answers: { 'or-certificate-15-years': 'no' } }));
    expect(exempt.strategy.capCorrection).toBeNull();
    expect(exempt.paragraphs.map((p) => p.part)).not.toContain('rules');
  });

  it("Washington's 2026 figure is named with its period; within the cap nothing is said", () => {
    const wa = (proposed: string, proposedRent: number) =>
      letter(
        'professional',
        form({ zipcode: '98101', landlordProposedRent: proposed }),
        checkRentIncrease(SHIPPED_RENT_RULES, {
          state: 'WA',
          city: 'Seattle',
          zip: '98101',
          currentRent: 1800,
          proposedRent,
          effectiveDate: '2026-03-01',
        }),
      );
    expect(wa('2,016', 2016).paragraphs[1]!.text).toBe(
      'Under RCW 59.18.700 (EHB 1217, 2025), Washington allows a rent increase of at most 9.683% for 2026, unless the building is 12 years old or newer, the home is public or nonprofit affordable housing or the home is a manufactured or mobile home on a rented lot (RCW 59.20 sets its own 5% limit). The proposed rent of $2,016 is an increase of 12%, so I ask you to correct it to no more than $1,974 before we discuss the renewal further.',
    );
    const within = wa('1,900', 1900);
    expect(within.strategy.capCorrection).toBeNull();
    expect(within.paragraphs.map((p) => p.part)).not.toContain('rules');
  });

  it('short notice: the letter says from which date the increase could apply', () => {
    const built = letter('professional', form({}), check({ noticeDate: '2026-01-30' }));
    expect(built.strategy.shortNotice).toEqual({ law: 'ORS 90.323', requiredDays: 90, givenDays: 30, earliestDate: '2026-04-30' });
    expect(built.paragraphs[1]!.text).toContain(
      "I also note that ORS 90.323 requires 90 days' written notice for this increase; the notice I received gave 30 days, so the new rent could apply from April 30, 2026 at the earliest.",
    );
  });

  it('a check about other figures (the page still settling) is not used', () => {
    const stale = check({ proposedRent: 2100 });
    expect(strategyForLetter(form({}), null, today, stale)!.capCorrection).toBeNull();
  });

  it('Texas: no cap, no correction, no rules paragraph', () => {
    const tx = checkRentIncrease(SHIPPED_RENT_RULES, {
      state: 'TX',
      city: 'Houston',
      zip: '77002',
      currentRent: 1800,
      proposedRent: 2016,
      effectiveDate: '2026-03-01',
    });
    const built = letter('friendly', form({ zipcode: '77002' }), tx);
    expect(built.strategy.capCorrection).toBeNull();
    expect(built.paragraphs.map((p) => p.part)).not.toContain('rules');
  });

  it('the reply page carries the cap: a landlord keeping $2,016 is asked to correct it first', () => {
    const built = letter('professional', form({}), check({}));
    const prefill = replyPrefillOf(letterHandoffOf(form({}), built.strategy));
    const replyForm = (landlordResponse: string, currentRent = prefill.currentRent) =>
      replyFormSchema.parse({
        ...emptyReplyForm(),
        ...prefill,
        currentRent,
        landlordResponse,
        responseType: 'decline',
        acceptDisclaimer: true,
      });
    const text = buildReply(replyForm('We cannot lower it. The new rent will be $2,016 from December 1.'), {
      tones: ['professional'],
      today,
    });
    expect(text).toContain(
      `Under ORS 90.323, Oregon allows a rent increase of at most 10% in any 12 months, unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week. $2,016 is above the $1,980 that allows, so I ask you to correct it to no more than $1,980 before we discuss the rest.`,
    );
    // Within the cap, or for another current rent than the one the cap was applied to, nothing is said.
    expect(buildReply(replyForm('We can do $1,950 for 12 months.'), { tones: ['professional'], today })).not.toContain('ORS 90.323');
    expect(buildReply(replyForm('The new rent will be $2,016.', '1900'), { tones: ['professional'], today })).not.toContain('ORS 90.323');
  });
});
