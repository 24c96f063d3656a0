import { AI_LETTER_ATTEMPTS, type AiLetterResponse, type aiLetterRequestSchema, buildAiLetterPrompt } from '#domain/letters/ai-letter.ts';
import { checkText } from '#domain/letters/text-check.ts';
import { AI_LETTER_MESSAGES } from '#domain/letters/ai-letter-messages.ts';
import { analyzeMarketDataInputSchema, type MarketAnalysis } from '#domain/market/market.schema.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AiUnavailableError } from '../../adapters/gemini.ts';
import { rentCheckForLetter } from '../rent-rules/check-rent-increase.ts';
import { consumeRevision, releaseRevision } from '../entitlements/revisions.ts';
import { ok, type Result, refuse } from '../result.ts';

type AiLetterRequest = z.output<typeof aiLetterRequestSchema>;

/**
 * Market figures for the letter come from our own analysis, never from the browser: none for a form the analysis does
 * not take, and the analysis's refusal for a ZIP code nobody knows (as the free analysis answers it).
 */
async function marketForLetter(
  deps: Pick<Deps, 'market'>,
  form: AiLetterRequest['form'],
): Promise<Result<MarketAnalysis | null, 'unknown_zip'>> {
  const query = analyzeMarketDataInputSchema.safeParse({
    zipcode: form.zipcode,
    currentRent: form.currentRent,
    bedrooms: form.bedrooms,
    housingType: form.housingType,
    tierLevel: form.tierLevel,
  });
  if (!query.success) return ok(null);
  return deps.market.analyze(query.data);
}

/**
 * A premium user's AI-personalised letter. One revision is used per letter; a failed or timed-out Gemini call gives
 * it back, so errors cost nothing. The AI letter must pass the one checker (text-check.ts, ADR 0066) against the plan
 * the template came from: every figure computed (or the renter's), the renter's ask and term and no other, no
 * placeholder for a known detail, no promise to accept an unknown amount. Otherwise it is asked once more, and after a
 * second miss the template letter is returned (never the failed AI text) and the revision given back.
 */
export async function writeAiLetter(
  deps: Deps,
  userId: string,
  request: AiLetterRequest,
): Promise<Result<AiLetterResponse, 'ai_unavailable' | 'premium_required' | 'revision_limit_reached' | 'ai_failed' | 'unknown_zip'>> {
  if (!deps.letterWriter.configured) return refuse('ai_unavailable', AI_LETTER_MESSAGES.unavailable);
  // Before a revision is counted: a ZIP nobody knows costs nothing.
  const market = await marketForLetter(deps, request.form);
  if (!market.ok) return market;
  const revision = await consumeRevision(deps, userId);
  if (!revision.ok) return refuse(revision.code, revision.message);
  try {
    const { system, prompt, draft, plan } = buildAiLetterPrompt({
      form: request.form,
      market: market.value,
      tones: request.tones,
      format: request.format,
      today: new Date(),
      rentCheck: rentCheckForLetter(deps, request.form, { answers: request.ruleAnswers, ...request.ruleInputs }),
      scenario: request.scenario,
    });
    for (let attempt = 1; attempt <= AI_LETTER_ATTEMPTS; attempt++) {
      const letter = await deps.letterWriter.write({ system, prompt });
      const findings = checkText(letter, plan);
      if (findings.length === 0) return ok({ letter, remaining: revision.remaining, limit: revision.limit, source: 'ai' });
      deps.logger.warn({ attempt, findings: findings.map((f) => f.message) }, 'AI letter failed the check against its plan');
    }
    await releaseRevision(deps, userId, revision.purchaseId);
    return ok({ letter: draft, remaining: revision.remaining + 1, limit: revision.limit, source: 'template' });
  } catch (error) {
    await releaseRevision(deps, userId, revision.purchaseId);
    if (!(error instanceof AiUnavailableError)) throw error;
    deps.logger.warn({ reason: error.message }, 'AI letter generation failed');
    return refuse('ai_failed', AI_LETTER_MESSAGES.failed);
  }
}
