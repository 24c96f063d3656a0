import { describe, expect, it } from 'vitest';
import { checkPortlandIncrease, portlandLetterForm } from '#tests/fixtures/rent-rules.ts';
import { buildAiLetterPrompt, unverifiedFigures } from './ai-letter.ts';

const today = new Date(2026, 10, 23);
// The shipped rules table (ADR 0045): Oregon's 2026 figure is not loaded, so ORS 90.323's 10% ceiling applies.
const form = portlandLetterForm();
const check = checkPortlandIncrease;
const prompt = (rentCheck: ReturnType<typeof check> | null) =>
  buildAiLetterPrompt({ form, market: null, tones: ['friendly'], format: 'letter', today, rentCheck });

describe('the AI letter prompt and the rent rules (ADR 0052)', () => {
  it('asks the model to request the correction to the cap first, naming the statute and the allowed rent', () => {
    const built = prompt(check());
    expect(built.prompt).toContain(
      `Rent rules: before negotiating anything else, ask the landlord to correct the increase to the cap: under ORS 90.323, Oregon allows at most 10% in any 12 months, unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week, so the rent should be no more than $1,980 a month. Name ORS 90.323 and $1,980 exactly.`,
    );
    expect(built.system).toContain(
      'This is not legal advice: cite no law other than ORS 90.323, state it as the draft does, never call the increase illegal, and do not threaten legal action.',
    );
    expect(built.system).not.toContain('do not cite laws');
    // The draft the model rewrites asks for the correction too, and the cap's figures are allowed in the letter.
    expect(built.draft).toContain('could you correct it to no more than $1,980 first?');
    expect(unverifiedFigures('Under ORS 90.323 the most is 10%, so $1,980 rather than $2,016 (12%).', built.allowed)).toEqual([]);
  });

  it('says from which date the increase could apply when the notice was short', () => {
    const built = prompt(check({ noticeDate: '2026-01-15' }));
    expect(built.prompt).toContain(
      "Notice: ORS 90.323 requires 90 days' written notice and 45 days were given, so say the increase could apply from April 15, 2026 at the earliest, and ask the landlord to confirm that date.",
    );
  });

  it('leaves the rules out when the increase is within the cap, exempt, or there is no check', () => {
    const within = buildAiLetterPrompt({
      form: { ...form, landlordProposedRent: '1,890' },
      market: null,
      tones: ['friendly'],
      format: 'letter',
      today,
      rentCheck: check({ proposedRent: 1890 }),
    });
    const exempt = prompt(check({ answers: { 'or-certificate-15-years': 'no' } }));
    for (const built of [within, exempt, prompt(null)]) {
      expect(built.prompt).not.toContain('Rent rules:');
      expect(built.prompt).not.toContain('Notice:');
      expect(built.system).toContain('This is not legal advice: do not cite laws or threaten legal action.');
    }
  });
});
