import { emailedAgenda } from '#domain/negotiation/agenda.ts';
import type { Deps } from '../../deps.ts';
import { agreementOf } from '../negotiations/negotiations.repo.ts';
import { reminderEmail } from './reminder-email.ts';
import { lockDueReminders, markReminderSent, selectReminderContext } from './reminders.repo.ts';

const BATCH = 20;

/** The origin emailed links point to: APP_ORIGIN, or the local server in development. */
const linkOrigin = (config: Deps['config']) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;

/**
 * Writes the email of every reminder that is due, once each, into the email outbox, only to a confirmed address and
 * while a purchase of the account is active (issue 31), which delivers it with its own
 * retries (ADR 0054). A batch of due reminders is locked (FOR UPDATE SKIP LOCKED), their emails written and the
 * reminders marked sent in one transaction: two processes never write one twice, and a failure rolls the batch back so
 * that the next run writes it. The number of emails written.
 */
export async function sendDueReminders(deps: Pick<Deps, 'database' | 'mailer' | 'config'>, now = new Date()): Promise<number> {
  const origin = linkOrigin(deps.config);
  let sent = 0;
  for (;;) {
    const batch = await deps.database.db.transaction().execute(async (trx) => {
      const due = await lockDueReminders(trx, now, BATCH);
      let written = 0;
      for (const reminder of due) {
        const context = reminder.deliverable ? await selectReminderContext(trx, reminder.negotiationId) : undefined;
        // The date as the negotiation stands now (ADR 0068): a date its state no longer has is not emailed.
        const date =
          context &&
          emailedAgenda({
            sendOn: context.send_on,
            replyBy: context.reply_by,
            noticeBy: context.notice_by,
            leaseEnd: context.lease_end,
            letterSentOn: context.letter_sent_on,
            answered: Boolean(context.answered),
            agreement: agreementOf(context),
            signedOn: context.signed_on,
          }).find((d) => d.kind === reminder.kind);
        if (context && date) {
          const stop = new URL('/api/reminders/stop', origin);
          stop.searchParams.set('token', context.stop_token);
          await deps.mailer.send(
            reminderEmail({
              to: context.email,
              date,
              addressLabel: context.address_label,
              dashboardLink: new URL('/dashboard', origin).toString(),
              stopLink: stop.toString(),
              negotiationId: reminder.negotiationId,
            }),
            trx,
          );
          written += 1;
        }
        // A reminder not deliverable on its day (no confirmed address, no active Premium) and a date the plan no longer
        // has are marked sent too, so they are never looked at again (and never sent late).
        await markReminderSent(trx, reminder.id, now);
      }
      return { due: due.length, written };
    });
    sent += batch.written;
    if (batch.due < BATCH) return sent;
  }
}
