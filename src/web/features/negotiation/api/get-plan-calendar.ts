/**
 * GET /api/calendar/plan.ics: the plan's dates as a calendar file (only the dates are sent). A file, not JSON, so it
 * is fetched directly rather than through callApi; the page saves it with downloadBlob, as it does the letter.
 */
export async function getPlanCalendar(dates: { sendOn: string; replyBy: string; noticeBy: string | null }): Promise<Blob> {
  const query = new URLSearchParams({ sendOn: dates.sendOn, replyBy: dates.replyBy, noticeBy: dates.noticeBy ?? '' });
  const response = await fetch(`/api/calendar/plan.ics?${query}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The calendar file could not be built (${response.status})`);
  return response.blob();
}
