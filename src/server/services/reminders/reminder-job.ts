import type { Deps } from '../../deps.ts';
import { purgeDeliveredEmails } from '../email/outbox.ts';
import { purgeExpiredNegotiations } from '../negotiations/negotiations.ts';
import { purgeExpiredPlans } from '../plan/saved-plan.ts';
import { sendDueReminders } from './send-due-reminders.ts';

/** Reminders are due at a set hour of their day (reminder-time.ts); checking every 5 minutes sends them within that. */
const RUN_EVERY_MS = 5 * 60_000;

/**
 * The server's periodic work for stored data (ADR 0050, 0056): send due reminders, delete negotiations past their
 * retention (with their emails) and sent emails past theirs, once at start and then every 5 minutes. Safe in several processes at once (reminders are claimed). Returns
 * the function that stops it.
 */
export function startReminderJob(deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'logger'>): () => void {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        const deleted = await purgeExpiredNegotiations(deps);
        if (deleted > 0) deps.logger.info({ deleted }, 'Deleted saved negotiations past their retention');
        const plans = await purgeExpiredPlans(deps);
        if (plans > 0) deps.logger.info({ deleted: plans }, 'Deleted saved plans past their retention');
        const sent = await sendDueReminders(deps);
        if (sent > 0) deps.logger.info({ sent }, 'Sent reminder emails');
        const emails = await purgeDeliveredEmails(deps.database.db);
        if (emails > 0) deps.logger.info({ deleted: emails }, 'Deleted sent emails past their retention');
      } catch (error) {
        deps.logger.error({ err: error }, 'Reminder job failed; it runs again in 5 minutes');
      } finally {
        running = null;
      }
    })();
  };
  run();
  const timer = setInterval(run, RUN_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
