import type { AgendaItem } from '#domain/negotiation/agenda.ts';
import type { EmailMessage } from '../email/mailer.ts';
import { escapeHtml, quotedHtml, quotedLine } from '../email/user-text.ts';

export interface ReminderEmailDetails {
  to: string;
  date: Pick<AgendaItem, 'title' | 'description'>;
  addressLabel: string;
  dashboardLink: string;
  stopLink: string;
  /** The saved negotiation it is written for: the outbox row goes when the negotiation does. */
  negotiationId: string;
}

/**
 * One plan date's reminder: what is due today, the negotiation's address as the renter typed it (quoted, never as our
 * words, no link made of it), and the link that stops every later one.
 */
export function reminderEmail({ to, date, addressLabel, dashboardLink, stopLink, negotiationId }: ReminderEmailDetails): EmailMessage {
  const label = addressLabel ? ['', `The address you saved (as you typed it): ${quotedLine(addressLabel)}`] : [];
  const text = [
    `${date.title}.`,
    '',
    date.description,
    ...label,
    '',
    'Your saved negotiation is on your dashboard:',
    dashboardLink,
    '',
    "You asked for reminders on your negotiation plan's dates. To stop all further reminders for this negotiation, open:",
    stopLink,
    '',
    'RentCheck. This is general information, not legal advice.',
  ].join('\n');
  const labelHtml = addressLabel ? `\n<p>The address you saved (as you typed it):</p>\n${quotedHtml(addressLabel)}` : '';
  const html = `<p><strong>${escapeHtml(date.title)}</strong>.</p>
<p>${escapeHtml(date.description)}</p>${labelHtml}
<p><a href="${escapeHtml(dashboardLink)}">Open your saved negotiation</a></p>
<p>You asked for reminders on your negotiation plan's dates. <a href="${escapeHtml(stopLink)}">Stop all further reminders for this negotiation</a>.</p>
<p>RentCheck. This is general information, not legal advice.</p>`;
  return { to, subject: `RentCheck reminder: ${date.title}`, text, html, links: [dashboardLink, stopLink], negotiationId };
}
