import type { Deps } from '../../deps.ts';
import { ok, type Result, refuse } from '../result.ts';
import { stopRemindersByToken } from './reminders.repo.ts';

export const STOP_MESSAGES = {
  stopped: 'Reminders stopped. You will get no more reminder emails for this negotiation.',
  unknown: 'This link is not valid. The negotiation may have been deleted, and then no reminders are sent for it.',
} as const;

/** The emailed stop link: every later reminder of that negotiation stops. Opening it twice answers the same. */
export async function stopReminders(deps: Pick<Deps, 'database'>, token: string, now = new Date()): Promise<Result<string, 'not_found'>> {
  return (await stopRemindersByToken(deps.database.db, token, now))
    ? ok(STOP_MESSAGES.stopped)
    : refuse('not_found', STOP_MESSAGES.unknown);
}
