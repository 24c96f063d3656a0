import type { PlanDate } from '#domain/negotiation/saved-negotiation.ts';
import type { EmailMessage } from '../email/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface ReminderEmailDetails {
  to: string;
  date: PlanDate;
  addressLabel: string;
  dashboardLink: string;
  stopLink: string;
}

/** One plan date's reminder: what is due today, where the negotiation is, and the link that stops every later one. */
export function reminderEmail({ to, date, addressLabel, dashboardLink, stopLink }: ReminderEmailDetails): EmailMessage {
  const about = addressLabel ? ` for ${addressLabel}` : '';
  const text = [
    `${date.title}${about}.`,
    '',
    date.description,
    '',
    'Your saved negotiation is on your dashboard:',
    dashboardLink,
    '',
    "You asked for reminders on your negotiation plan's dates. To stop all further reminders for this negotiation, open:",
    stopLink,
    '',
    'RentCheck. This is general information, not legal advice.',
  ].join('\n');
  const html = `<p><strong>${escapeHtml(date.title)}</strong>${escapeHtml(about)}.</p>
<p>${escapeHtml(date.description)}</p>
<p><a href="${escapeHtml(dashboardLink)}">Open your saved negotiation</a></p>
<p>You asked for reminders on your negotiation plan's dates. <a href="${escapeHtml(stopLink)}">Stop all further reminders for this negotiation</a>.</p>
<p>RentCheck. This is general information, not legal advice.</p>`;
  return { to, subject: `RentCheck reminder: ${date.title}`, text, html, links: [dashboardLink, stopLink] };
}
