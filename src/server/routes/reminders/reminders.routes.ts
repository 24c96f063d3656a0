import { reminderStopSchema } from '#domain/negotiation/saved-negotiation.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { queryParams } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';
import { stopReminders } from '../../services/reminders/stop-reminders.ts';
import { stopRemindersAnswerPage, stopRemindersPage } from './stop-reminders.page.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * /api/reminders/stop?token=...: the link in every reminder email. GET shows a Stop button (opening the link changes
 * nothing); POST stops every later reminder of that negotiation. No sign-in needed: the token is the proof.
 */
export const reminderRoutes = new Hono<AppEnv>()
  .get('/stop', queryParams(reminderStopSchema), (c) => c.html(stopRemindersPage(c.req.valid('query').token), 200, NO_STORE))
  .post('/stop', queryParams(reminderStopSchema), rateLimit(RULES.reportsIp), async (c) => {
    const result = await stopReminders(c.var.deps, c.req.valid('query').token);
    return result.ok
      ? c.html(stopRemindersAnswerPage('Reminders stopped', result.value), 200, NO_STORE)
      : c.html(stopRemindersAnswerPage('Link not valid', result.message), 404, NO_STORE);
  });
