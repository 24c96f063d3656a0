import { describe, expect, it } from 'vitest';
import { aiLetterRequestSchema, buildAiLetterPrompt } from './ai-letter.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';

const form: LetterForm = {
  ...emptyLetterForm(),
  landlordName: 'Maple Property Group',
  propertyAddress: '12 Elm Street, Apt 4',
  zipcode: '10001',
  currentRent: '4500',
  tenureLengthYears: '2',
  desiredReduction: '200',
  tenantQuality: ['on_time_rent'],
};
const today = new Date(2026, 10, 21);

describe('AI letter prompt', () => {
  it('holds the renter\'s facts, the market comparison and the template draft, and asks to keep placeholders', () => {
    const { system, prompt } = buildAiLetterPrompt({
      form,
      market: { currentRent: 4500, marketRent: 4166, overpayment: 334, percentOvermarket: 8, dataSource: 'HUD FY2026 Small Area Fair Market Rents (ZIP 10001)' },
      tones: ['friendly', 'direct'],
      format: 'letter',
      today,
    });
    expect(prompt).toContain('Maple Property Group');
    expect(prompt).toContain('Requested reduction: $200 per month');
    expect(prompt).toContain('Never missed or been late on rent');
    expect(prompt).toContain('estimated average $4,166 per month');
    expect(prompt).toContain('$4,008 a year');
    expect(prompt).toContain('friendly and direct tone');
    expect(prompt).toContain('[Your Name]');
    expect(system).toContain('Never invent numbers');
    expect(system).toContain('[Your Phone Number]');
  });

  it('leaves out what the renter did not give, and the market when the rent is not above it', () => {
    const { prompt } = buildAiLetterPrompt({
      form: { ...form, desiredReduction: '', negotiateToKeepSame: true, tenantQuality: [] },
      market: { currentRent: 4500, marketRent: 4800, overpayment: 0, percentOvermarket: -6.3, dataSource: 'HUD' },
      tones: ['professional'],
      format: 'email',
      today,
    });
    expect(prompt).toContain('keep the rent unchanged at renewal');
    expect(prompt).not.toContain('Requested reduction');
    expect(prompt).not.toContain('Strengths as a tenant');
    expect(prompt).not.toContain('Improvements');
    expect(prompt).not.toContain('Market:');
    expect(prompt).toContain('email (first line "Subject: ...")');
  });

  it('validates the request with the letter form messages and tone limits', () => {
    const missing = aiLetterRequestSchema.safeParse({ form: { ...form, landlordName: ' ' } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Landlord/Company name is required');
    const tooMany = aiLetterRequestSchema.safeParse({ form, tones: ['friendly', 'direct', 'professional'] });
    expect(tooMany.error?.issues[0]?.message).toBe('Choose at most two tones');
    expect(aiLetterRequestSchema.parse({ form }).tones).toEqual(['conversational']);
  });
});
