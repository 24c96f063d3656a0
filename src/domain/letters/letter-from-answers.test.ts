import { describe, expect, it } from 'vitest';
import { atlanta30301 } from '#tests/fixtures/market-analysis.ts';
import { buildLetter, letterText } from './letter-builder.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';
import { letterFromAnswers } from './letter-from-answers.ts';

const today = new Date(2026, 10, 21);
const answers: LetterForm = {
  ...emptyLetterForm(),
  landlordName: 'Maple Property Management',
  propertyAddress: '12 Oak Street',
  zipcode: '30301',
  currentRent: '1850',
  tenureLengthYears: '2',
  desiredReduction: '150',
  comparables: [{ where: 'Pine St', rent: '1,650', bedrooms: '1', freeMonths: '0', termMonths: '12' }],
};
const context = { market: null, rentCheck: null, tones: ['conversational' as const], today };

describe('letterFromAnswers', () => {
  it('builds the plan, the letter and the checker reading from the answers, the letter passing the checker', () => {
    const result = letterFromAnswers(answers, context);
    expect(result.strategy.ask.targetRent).toBe(1700);
    expect(result.letter.strategy).toBe(result.strategy);
    expect(result.letter.text).toContain('$1,700');
    expect(result.plan.asks).toEqual([1700]);
    expect(result.findings).toEqual([]);
  });

  it('drops a desired reduction typed before the renter chose to keep the same rent, and a counter under another stance', () => {
    const keep = letterFromAnswers({ ...answers, stance: 'keep', counterRent: '1,900' }, context);
    expect(keep.form.desiredReduction).toBe('');
    expect(keep.form.counterRent).toBe('');
    expect(keep.letter.text).not.toContain('$150');
    expect(keep.strategy.ask.targetRent).toBe(1850);
  });

  it('uses the market analysis of the rent asked about', () => {
    const withMarket = letterFromAnswers(answers, { ...context, market: atlanta30301(1850) });
    expect(withMarket.strategy.market?.average).toBe(1827);
    expect(withMarket.findings).toEqual([]);
    // An analysis still about another rent (the page settling) is not used.
    expect(letterFromAnswers(answers, { ...context, market: atlanta30301(2100) }).strategy.market).toBeNull();
  });
});

describe('letterText', () => {
  const built = letterFromAnswers(answers, context).letter;
  const signed = { senderName: 'Dana Reyes', senderPhone: '404-555-0100', senderEmail: 'dana@example.com', senderAddress: '' };

  it('writes the same letter in the other format, or signed with other details, exactly as building it again would', () => {
    for (const format of ['letter', 'email'] as const) {
      for (const details of [answers, { ...answers, ...signed }]) {
        const rebuilt = buildLetter({ ...answers, ...details, desiredReduction: '150' }, null, {
          tones: ['conversational'],
          today,
          format,
        });
        expect(letterText(built, format, details)).toBe(rebuilt.text);
      }
    }
  });

  it('signs with the details given and starts an email with its subject', () => {
    const email = letterText(built, 'email', signed);
    expect(email.startsWith('Subject: Request to lower the rent at 12 Oak Street\n\n')).toBe(true);
    expect(email).toContain('Dana Reyes\n404-555-0100\ndana@example.com');
    expect(letterText(built, 'letter', {})).toContain('[Your Name]\n[Your Phone Number]\n[Your Email]');
  });
});
