import { leaseFormSchema } from '#domain/market/lease-form.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { listLeases } from '../../services/leases/list-leases.ts';
import { saveLease } from '../../services/leases/save-lease.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

/** /api/leases: a signed-in user's lease submissions (save returns the row; list is newest first). */
export const leaseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', jsonBody(leaseFormSchema), rateLimit(RULES.writesUser), async (c) => {
    return c.json(await saveLease(c.get('deps'), c.get('user').id, c.req.valid('json')), 201);
  })
  .get('/', async (c) => {
    const leases = await listLeases(c.get('deps'), c.get('user').id);
    c.header('Cache-Control', 'no-store');
    return c.json(leases, 200);
  });
