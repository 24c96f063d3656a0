import { planCalendarQuerySchema } from '#domain/negotiation/saved-negotiation.schema.ts';
import { planDates } from '#domain/negotiation/saved-negotiation.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { queryParams } from '../../http/validate.ts';
import { planCalendar } from '../../services/reminders/plan-calendar.ts';

/** The calendar file's name, as the browser saves it. */
const PLAN_CALENDAR_FILE = 'rent-negotiation-dates.ics';

/**
 * /api/calendar/plan.ics?sendOn=&replyBy=&noticeBy=: the negotiation plan's dates as a calendar file, for any renter
 * (the letter page links to it). Only the dates are sent; nothing is stored.
 */
export const calendarRoutes = new Hono<AppEnv>().get('/plan.ics', queryParams(planCalendarQuerySchema), (c) => {
  const { sendOn, replyBy, noticeBy } = c.req.valid('query');
  const ics = planCalendar(planDates({ sendOn, replyBy, noticeBy: noticeBy || null }));
  return c.body(ics, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${PLAN_CALENDAR_FILE}"`,
    'Cache-Control': 'no-store',
  });
});
