import {
  AI_LETTER_ATTEMPTS,
  AI_LETTER_MESSAGES,
  type AiLetterResponse,
  aiLetterRequestSchema,
  buildAiLetterPrompt,
  unverifiedFigures,
} from '#domain/letters/ai-letter.ts';
import { analyzeMarketDataInputSchema, type MarketAnalysis } from '#domain/market/market.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { errorResponse } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { AiUnavailableError } from '../../services/ai/gemini.ts';
import { consumeRevision, releaseRevision } from '../../services/entitlements/revisions.ts';

/** Market figures for the letter come from our own analysis, never from the browser. */
async function marketForLetter(deps: Deps, form: AiLetterRequestForm): Promise<MarketAnalysis | null> {
  const query = analyzeMarketDataInputSchema.safeParse({
    zipcode: form.zipcode,
    currentRent: form.currentRent,
    bedrooms: form.bedrooms,
    housingType: form.housingType,
    tierLevel: form.tierLevel,
  });
  if (!query.success) return null;
  return deps.market.analyze(query.data);
}
type AiLetterRequestForm = ReturnType<typeof aiLetterRequestSchema.parse>['form'];

/**
 * POST /api/letters/ai: a premium user's AI-personalised letter. One revision is used per letter; a failed or
 * timed-out Gemini call gives it back, so errors cost nothing. Every dollar amount and percentage in the AI
 * letter must be one the strategy computed (or the renter wrote); otherwise it is asked once more, and after a
 * second miss the template letter is returned and the revision given back.
 */
export const aiLetterRoutes = new Hono<AppEnv>().post('/ai', requireUser, jsonBody(aiLetterRequestSchema), async (c) => {
  const { deps, user } = c.var;
  if (!deps.letterWriter.configured) return errorResponse(c, 503, AI_LETTER_MESSAGES.unavailable, 'ai_unavailable');
  const request = c.get('body');
  const revision = await consumeRevision(deps, user.id);
  if (!revision.ok) return errorResponse(c, revision.code === 'premium_required' ? 403 : 429, revision.message, revision.code);
  try {
    const market = await marketForLetter(deps, request.form);
    const { system, prompt, draft, allowed } = buildAiLetterPrompt({
      form: request.form,
      market,
      tones: request.tones,
      format: request.format,
      today: new Date(),
    });
    for (let attempt = 1; attempt <= AI_LETTER_ATTEMPTS; attempt++) {
      const letter = await deps.letterWriter.write({ system, prompt });
      const unverified = unverifiedFigures(letter, allowed);
      if (unverified.length === 0) {
        return c.json<AiLetterResponse>({ letter, remaining: revision.remaining, limit: revision.limit, source: 'ai' }, 200);
      }
      deps.logger.warn({ attempt, unverified }, 'AI letter quoted figures that were not computed');
    }
    await releaseRevision(deps, user.id, revision.purchaseId);
    return c.json<AiLetterResponse>({ letter: draft, remaining: revision.remaining + 1, limit: revision.limit, source: 'template' }, 200);
  } catch (error) {
    await releaseRevision(deps, user.id, revision.purchaseId);
    if (!(error instanceof AiUnavailableError)) throw error;
    deps.logger.warn({ reason: error.message }, 'AI letter generation failed');
    return errorResponse(c, 502, AI_LETTER_MESSAGES.failed, 'ai_failed');
  }
});
