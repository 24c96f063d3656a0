import { aiLetterRequestSchema } from '#domain/letters/ai-letter.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { jsonBody } from '../../http/validate.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { writeAiLetter } from '../../services/letters/write-ai-letter.ts';

/** POST /api/letters/ai: a premium user's AI-personalised letter (services/letters/write-ai-letter.ts). */
export const aiLetterRoutes = new Hono<AppEnv>().post('/ai', requireUser, jsonBody(aiLetterRequestSchema), async (c) => {
  const result = await writeAiLetter(c.get('deps'), c.get('user').id, c.req.valid('json'));
  if (!result.ok) return refusalResponse(c, result);
  return c.json(result.value, 200);
});
