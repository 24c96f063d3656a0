import { testimonialInputSchema } from '#domain/testimonials/testimonial.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';
import { ownTestimonials, publishedTestimonials, submitTestimonial } from '../../services/testimonials/testimonials.ts';

/**
 * /api/testimonials: anyone reads the approved stories; a signed-in user submits (stored as pending) and reads
 * their own. Review happens through `npm run testimonials`.
 */
export const testimonialRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const stories = await publishedTestimonials(c.get('deps'));
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(stories, 200);
  })
  .get('/mine', requireUser, async (c) => {
    const stories = await ownTestimonials(c.get('deps'), c.get('user').id);
    c.header('Cache-Control', 'no-store');
    return c.json(stories, 200);
  })
  .post('/', requireUser, jsonBody(testimonialInputSchema), rateLimit(RULES.writesUser), async (c) => {
    return c.json(await submitTestimonial(c.get('deps'), c.get('user').id, c.req.valid('json')), 201);
  });
