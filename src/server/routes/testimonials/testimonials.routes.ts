import type { PublishedTestimonial } from '#domain/testimonials/testimonial.ts';
import { testimonialInputSchema } from '#domain/testimonials/testimonial.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { errorResponse } from '../../http/errors.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { RULES } from '../../services/security/security-monitor.ts';

const PUBLIC_LIMIT = 24;

/**
 * /api/testimonials: anyone reads the approved stories; a signed-in user submits (stored as pending) and reads
 * their own. Review happens through `npm run testimonials`.
 */
export const testimonialRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await c.var.deps.database.db
      .selectFrom('testimonials')
      .select(['id', 'name', 'location', 'savings_amount', 'testimonial_text', 'created_at'])
      .where('status', '=', 'approved')
      .where('agree_to_share', '=', true)
      .orderBy('reviewed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PUBLIC_LIMIT)
      .execute();
    const stories: PublishedTestimonial[] = rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(stories, 200);
  })
  .get('/mine', requireUser, async (c) => {
    const rows = await c.var.deps.database.db
      .selectFrom('testimonials')
      .select(['id', 'name', 'location', 'savings_amount', 'testimonial_text', 'agree_to_share', 'status', 'created_at'])
      .where('user_id', '=', c.var.user.id)
      .orderBy('created_at', 'desc')
      .execute();
    c.header('Cache-Control', 'no-store');
    return c.json(rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), 200);
  })
  .post('/', requireUser, jsonBody(testimonialInputSchema), async (c) => {
    const { deps, user } = c.var;
    const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
    if (!(await deps.monitor.allow(RULES.writesUser, user.id, ip))) return errorResponse(c, 429, 'Too many requests. Please try again later.', 'rate_limited');
    const row = await deps.database.db
      .insertInto('testimonials')
      .values({ ...c.get('body'), user_id: user.id })
      .returning(['id', 'name', 'location', 'savings_amount', 'testimonial_text', 'agree_to_share', 'status', 'created_at'])
      .executeTakeFirstOrThrow();
    return c.json({ ...row, created_at: new Date(row.created_at).toISOString() }, 201);
  });
