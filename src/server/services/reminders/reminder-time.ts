/**
 * A reminder is emailed on its day at 14:00 UTC: 9 or 10 in the morning on the East Coast, 6 or 7 on the West Coast,
 * so it arrives on the day itself across the United States.
 */
const REMINDER_HOUR_UTC = 14;

/** When the reminder for a plan date ('YYYY-MM-DD') is due. */
export function reminderDueAt(isoDate: string): Date {
  return new Date(`${isoDate}T${String(REMINDER_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
}
