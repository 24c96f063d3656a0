import { reminderStopSchema } from '#domain/negotiation/saved-negotiation.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
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
  .get('/stop', (c) => {
    // A person opens this link from an email: a cut or mistyped token gets a page that says so, not a JSON error.
    const query = reminderStopSchema.safeParse(c.req.query());
    return query.success
      ? c.html(stopRemindersPage(query.data.token), 200, NO_STORE)
      : c.html(stopRemindersAnswerPage('Link not valid', query.error.issues[0]!.message), 400, NO_STORE);
  })
  .post('/stop', rateLimit(RULES.reportsIp), async (c) => {
    const query = reminderStopSchema.safeParse(c.req.query());
    if (!query.success) return c.html(stopRemindersAnswerPage('Link not valid', query.error.issues[0]!.message), 400, NO_STORE);
    const result = await stopReminders(c.get('deps'), query.data.token);
    return result.ok
      ? c.html(stopRemindersAnswerPage('Reminders stopped', result.value), 200, NO_STORE)
      : c.html(stopRemindersAnswerPage('Link not valid', result.message), 404, NO_STORE);
  });
