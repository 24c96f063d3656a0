import { describe, expect, it } from 'vitest';
import { manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { aiLetterRequestSchema, buildAiLetterPrompt, unverifiedFigures } from './ai-letter.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';
import { letterFromAnswers } from './letter-from-answers.ts';

const form: LetterForm = {
  ...emptyLetterForm(),
  landlordName: 'Maple Property Group',
  propertyAddress: '12 Elm Street, Apt 4',
  zipcode: '10001',
  currentRent: '4600',
  tenureLengthYears: '2',
  tenantQuality: ['on_time_rent'],
  maintenanceIssues: 'A plumber quoted $450 to fix the leak',
};
const today = new Date(2026, 10, 23);

describe('AI letter prompt', () => {
  const built = buildAiLetterPrompt({ form, market: manhattan10001(4600), tones: ['friendly', 'direct'], format: 'letter', today });

  it('gives the strategy, the allowed figures and the template draft, and keeps the attribution rules', () => {
    expect(built.prompt).toContain(
      'Strategy: ask for a lower rent: $3,955 a month, $645 (14%) less than the current $4,600, on a 12-month lease.',
    );
    expect(built.prompt).toMatch(/Allowed dollar amounts: .*\$3,024, .*\$3,954, .*\$3,990, .*\$4,600/);
    expect(built.prompt).toContain('Allowed percentages: ');
    expect(built.prompt).toContain("HUD's fair market rent for a one-bedroom home in ZIP 10001 alone is $3,990 for FY2026");
    expect(built.prompt).toContain('friendly and direct tone');
    expect(built.system).toContain('Every dollar amount and percentage you write must be one of the allowed figures');
    expect(built.system).toContain("never call the average HUD's or the Census's");
    expect(built.prompt).toContain(
      "Market: RentCheck's estimate built on HUD and Census figures puts the average for a similar home at about $3,954 a month; call it by that name, never HUD's or the Census's figure. Quote no range of rents.",
    );
    expect(built.system).toContain("never call the average HUD's or the Census's, and never state a range of rents as a market fact");
    expect(`${built.system}\n${built.prompt}`).not.toMatch(/8 in 10|similar homes rent between/);
    expect(built.system).toContain(
      'Keep the sender block, the signature lines and any bracketed placeholder (such as [Your Name]) exactly as the draft writes them.',
    );
  });

  it("accepts computed figures, the draft's and the renter's own, and names every other dollar amount or percentage", () => {
    expect(
      unverifiedFigures('I pay $4,600; HUD says $3,990; the average is $3,954; I ask $3,955 (14%). A plumber quoted $450.', built.allowed),
    ).toEqual([]);
    expect(unverifiedFigures('Rents here average $4,166, about 9% less, or 14 percent.', built.allowed)).toEqual(['$4,166', '9%']);
    // The draft's yearly gap is the template's own figure; the ends of our 80% interval are not a market fact.
    expect(unverifiedFigures('I pay $646 a month more, $7,752 a year.', built.allowed)).toEqual([]);
    expect(unverifiedFigures('Most homes rent between $3,124 and $4,784.', built.allowed)).toEqual(['$3,124', '$4,784']);
  });

  it("reads the renter's own words as the template's checker does: a figure they wrote is theirs in both", () => {
    for (const field of ['maintenanceIssues', 'propertyImprovements', 'rentIncreaseHistory', 'additionalNotes'] as const) {
      const own = { ...form, [field]: 'A quote of $777 and 3% more' };
      const ai = buildAiLetterPrompt({ form: own, market: null, tones: ['friendly'], format: 'letter', today });
      const template = letterFromAnswers(own, { market: null, rentCheck: null, tones: ['friendly'], today });
      expect([ai.allowed.dollars.has(777), ai.allowed.percents.has(3)], field).toEqual([true, true]);
      expect([template.plan.dollars.has(777), template.plan.percents.has(3)], field).toEqual([true, true]);
    }
  });

  it("starts from the plan's scenario when the renter's situation has it, and ignores one it does not", () => {
    const keep = buildAiLetterPrompt({
      form,
      market: manhattan10001(4600),
      tones: ['direct'],
      format: 'letter',
      today,
      scenario: 'keep-early',
    });
    expect(keep.scenario).toBe('keep-early');
    expect(keep.prompt).toContain('The renter chose this scenario of their negotiation plan: "Keep the rent, sign early".');
    expect(keep.prompt).toContain('Strategy: renew at the current rent of $4,600 a month, on a 12-month lease, offering to sign early.');
    // No proposed increase, so no counter: the form is used as sent, and no scenario is named.
    const counter = buildAiLetterPrompt({
      form,
      market: manhattan10001(4600),
      tones: ['direct'],
      format: 'letter',
      today,
      scenario: 'counter',
    });
    expect(counter.scenario).toBeNull();
    expect(counter.prompt).not.toContain('chose this scenario');
    expect(counter.prompt).toContain(
      'Strategy: ask for a lower rent: $3,955 a month, $645 (14%) less than the current $4,600, on a 12-month lease.',
    );
    expect(aiLetterRequestSchema.parse({ form }).scenario).toBeNull();
    expect(aiLetterRequestSchema.safeParse({ form, scenario: 'lowest' }).error?.issues[0]?.message).toBe('Unknown negotiation scenario');
  });

  it('validates the request with the letter form messages and tone limits', () => {
    const missing = aiLetterRequestSchema.safeParse({ form: { ...form, landlordName: ' ' } });
    expect(missing.error?.issues[0]?.message).toBe('Landlord/Company name is required');
    const badRent = aiLetterRequestSchema.safeParse({ form: { ...form, currentRent: 'a lot' } });
    expect(badRent.error?.issues[0]?.message).toBe('Current rent must be a number, such as 2,500');
    const badProposed = aiLetterRequestSchema.safeParse({ form: { ...form, landlordProposedRent: 'more' } });
    expect(badProposed.error?.issues[0]?.message).toBe("Your landlord's proposed new rent must be a number, such as 2,650");
    const tooMany = aiLetterRequestSchema.safeParse({ form, tones: ['friendly', 'direct', 'professional'] });
    expect(tooMany.error?.issues[0]?.message).toBe('Choose at most two tones');
    expect(aiLetterRequestSchema.parse({ form }).tones).toEqual(['conversational']);
  });
});
