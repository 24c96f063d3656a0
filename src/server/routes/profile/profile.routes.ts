import { profileUpdateSchema } from '#domain/account/profile.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { ownProfile, renameProfile } from '../../services/profile/profile.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

/** /api/profile: read and update only the session user's row; only fullName is editable. */
export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await ownProfile(c.get('deps'), c.get('user')), 200);
  })
  .patch('/', jsonBody(profileUpdateSchema), rateLimit(RULES.writesUser), async (c) => {
    return c.json(await renameProfile(c.get('deps'), c.get('user'), c.req.valid('json').fullName), 200);
  });
