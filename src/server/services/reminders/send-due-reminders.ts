import { planDates } from '#domain/negotiation/saved-negotiation.ts';
import type { Deps } from '../../deps.ts';
import { reminderEmail } from './reminder-email.ts';
import { claimDueReminders, markReminderSent, releaseReminder, selectReminderContext } from './reminders.repo.ts';

/** A claim not marked sent after this long is taken to belong to a sender that stopped, and is claimed again. */
const STALE_CLAIM_MS = 10 * 60_000;
const BATCH = 20;

/** The origin emailed links point to: APP_ORIGIN, or the local server in development. */
const linkOrigin = (config: Deps['config']) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;

/**
 * Emails every reminder that is due, once each: each is claimed (FOR UPDATE SKIP LOCKED) before its email is sent and
 * marked sent after, so two processes never send one twice; a failed send gives it back for the next run. The number
 * sent.
 */
export async function sendDueReminders(deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'logger'>, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const origin = linkOrigin(deps.config);
  let sent = 0;
  for (;;) {
    const claimed = await claimDueReminders(db, now, new Date(now.getTime() - STALE_CLAIM_MS), BATCH);
    if (claimed.length === 0) return sent;
    for (const reminder of claimed) {
      try {
        const context = await selectReminderContext(db, reminder.negotiationId);
        const date =
          context &&
          planDates({ sendOn: context.send_on, replyBy: context.reply_by, noticeBy: context.notice_by }).find(
            (d) => d.kind === reminder.kind,
          );
        if (!context || !date) {
          await markReminderSent(db, reminder.id, now);
          continue;
        }
        const stop = new URL('/api/reminders/stop', origin);
        stop.searchParams.set('token', context.stop_token);
        await deps.mailer.send(
          reminderEmail({
            to: context.email,
            date,
            addressLabel: context.address_label,
            dashboardLink: new URL('/dashboard', origin).toString(),
            stopLink: stop.toString(),
          }),
        );
        await markReminderSent(db, reminder.id, new Date());
        sent += 1;
      } catch (error) {
        deps.logger.error({ err: error, reminder: reminder.id }, 'Reminder email failed; it is tried again on the next run');
        await releaseReminder(db, reminder.id);
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
