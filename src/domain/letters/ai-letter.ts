import { z } from 'zod';
import { formatUsd } from '../shared/sanitize.ts';
import { buildLetter, type LetterMarket } from './letter-builder.ts';
import { type LetterForm, letterFormSchema, REDUCTION_REASONS, TENANT_STRENGTHS } from './letter-form.schema.ts';
import { LETTER_TONES, type LetterTone } from './tones.ts';

export const AI_LETTER_FORMATS = ['letter', 'email'] as const;

/** Body of POST /api/letters/ai: the renter's own answers; market figures are recomputed by the server. */
export const aiLetterRequestSchema = z.object({
  form: letterFormSchema,
  tones: z
    .array(z.enum(LETTER_TONES, { error: 'Unknown letter tone' }))
    .min(1, 'Choose at least one tone')
    .max(2, 'Choose at most two tones')
    .default(['conversational']),
  format: z.enum(AI_LETTER_FORMATS, { error: 'Format must be letter or email' }).default('letter'),
});
export type AiLetterRequest = z.output<typeof aiLetterRequestSchema>;

export interface AiLetterResponse {
  letter: string;
  remaining: number;
  limit: number;
}

export const AI_LETTER_MESSAGES = {
  unavailable: 'AI personalisation is not available right now. Your template letter is ready to use.',
  failedTitle: 'Generation Failed',
  failed: 'There was an error generating your letter. Please try again.',
} as const;

const line = (label: string, value: string | null | undefined) => (value?.trim() ? `- ${label}: ${value.trim()}` : null);

/**
 * The prompt for one renter's letter. It holds only what this renter typed, the server's market figures
 * for their ZIP and the template draft built from the same answers: no other user's data can reach it.
 */
export function buildAiLetterPrompt(input: {
  form: LetterForm;
  market: LetterMarket | null;
  tones: readonly LetterTone[];
  format: 'letter' | 'email';
  today: Date;
}): { system: string; prompt: string } {
  const { form, market, tones, format, today } = input;
  const draft = buildLetter(form, market, { tones, today, format });
  const strengths = form.tenantQuality.map((id) => TENANT_STRENGTHS.find((s) => s.id === id)?.label).filter(Boolean);
  const reason = REDUCTION_REASONS.find((r) => r.id === form.reasonForReduction)?.label;
  const overMarket = market !== null && market.currentRent > market.marketRent;
  const facts = [
    line('Landlord or company', form.landlordName),
    line('Property address', form.propertyAddress),
    line('Current monthly rent', form.currentRent ? `$${form.currentRent}` : ''),
    form.negotiateToKeepSame
      ? '- Request: keep the rent unchanged at renewal'
      : line('Requested reduction', form.desiredReduction ? `$${form.desiredReduction} per month` : ''),
    line('Tenancy', [form.tenureLengthYears && `${form.tenureLengthYears} years`, form.tenureLengthMonths && `${form.tenureLengthMonths} months`].filter(Boolean).join(' ')),
    line('Main reason', reason),
    line('Renewal timeframe', form.renewalTimeframe),
    form.willResignEarly ? '- Willing to re-sign early' : null,
    line('Improvements the tenant made', form.propertyImprovements),
    line('Open maintenance issues', form.maintenanceIssues),
    line('Rent increase history', form.rentIncreaseHistory),
    form.includeCompetitiveOffers ? line('Competing offers', form.competitiveOffersDetails) : null,
    strengths.length ? `- Strengths as a tenant: ${strengths.join('; ')}` : null,
    line('Other notes', form.additionalNotes),
    overMarket
      ? `- Market: estimated average ${formatUsd(market.marketRent)} per month (${market.dataSource}); the tenant pays ${formatUsd(market.overpayment)} more, ${formatUsd(market.overpayment * 12)} a year`
      : null,
  ].filter((l): l is string => l !== null);

  const system = [
    'You write rent negotiation letters for a tenant to send to their landlord.',
    'Use only the facts provided. Never invent numbers, dates, names, laws, listings or events.',
    'Keep the placeholders [Your Name], [Your Phone Number] and [Your Email] exactly as written.',
    'Write plain text without markdown. Be courteous and specific; keep it under 400 words.',
    'This is not legal advice: do not cite laws or threaten legal action.',
  ].join(' ');
  const prompt = [
    `Rewrite the draft below into a more personal, persuasive ${format === 'email' ? 'email (first line "Subject: ...")' : 'letter'} in a ${tones.join(' and ')} tone.`,
    '',
    'Facts from the tenant:',
    ...facts,
    '',
    'Draft:',
    draft.text,
  ].join('\n');
  return { system, prompt };
}
