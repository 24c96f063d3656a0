import { emailedAgenda, type NegotiationProgress, utcToday } from '#domain/negotiation/agenda.ts';
import { reminderDueAt } from '../reminders/reminder-time.ts';
import type { NewReminder } from './negotiations.repo.ts';

/**
 * The reminder emails a negotiation in this state wants (ADR 0068): one per emailed date of its agenda from today on.
 * A date that is today is due at once when its hour has passed, so a reminder due today is sent today.
 */
export function wantedReminders(progress: NegotiationProgress, now: Date): NewReminder[] {
  const today = utcToday(now);
  return emailedAgenda(progress)
    .filter((item) => item.date >= today)
    .map((item) => {
      const dueAt = reminderDueAt(item.date);
      return { kind: item.kind, dueOn: item.date, dueAt: dueAt > now ? dueAt : now };
    });
}
