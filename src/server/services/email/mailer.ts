import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/types.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's reply goes (a support request: the buyer's address). */
  replyTo?: string;
  /** Links in the message, logged by the dev outbox so offline development can follow them. */
  links?: string[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Without SMTP_URL: each message is stored in email_outbox and its links are logged. */
export function createOutboxMailer(db: Kysely<Database>, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const links = message.links ?? [];
      await db
        .insertInto('email_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          reply_to: message.replyTo ?? null,
          links: JSON.stringify(links),
        })
        .execute();
      logger.info(
        { to: message.to, subject: message.subject, links },
        `Dev outbox: "${message.subject}" for ${message.to}${links.length ? `: ${links.join(' ')}` : ''}`,
      );
    },
    async close() {},
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function passwordResetEmail(to: string, link: string): EmailMessage {
  const text = [
    'Someone asked to reset the password of your RentCheck account.',
    '',
    `Choose a new password here (the link works once and expires in 1 hour):`,
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays the same.',
    '',
    'RentCheck',
  ].join('\n');
  const html = `<p>Someone asked to reset the password of your RentCheck account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once and expires in 1 hour).</p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>If you did not ask for this, ignore this email: your password stays the same.</p>`;
  return { to, subject: 'Reset your RentCheck password', text, html, links: [link] };
}

export function verificationEmail(to: string, link: string): EmailMessage {
  const text = [
    'Welcome to RentCheck.',
    '',
    'Confirm your email address with this link:',
    link,
    '',
    'If you did not create an account, ignore this email.',
  ].join('\n');
  const html = `<p>Welcome to RentCheck.</p><p><a href="${escapeHtml(link)}">Confirm your email address</a></p>
<p>If you did not create an account, ignore this email.</p>`;
  return { to, subject: 'Confirm your RentCheck email address', text, html, links: [link] };
}

export interface PurchaseEmailDetails {
  to: string;
  packageType: string;
  amountCents: number;
  accessUntil: Date;
  dashboardLink: string;
  /** For a guest without an account: the single-use link that opens "Complete Your Account". */
  completionLink: string | null;
  /** What the package includes on this deployment (the catalogue's labels, ADR 0047). */
  features: readonly string[];
}

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

/** Sent once for every recorded purchase: what was bought, what was paid, until when, and where to go next. */
export function purchaseEmail(details: PurchaseEmailDetails): EmailMessage {
  const { packageType, accessUntil, dashboardLink, completionLink } = details;
  const paid = dollars(details.amountCents);
  const until = longDate(accessUntil);
  const next = completionLink
    ? [
        'Create your password to open your Premium Package (the link works once and expires in 1 hour):',
        completionLink,
        '',
        'Then your dashboard is here:',
        dashboardLink,
      ]
    : ['Your dashboard:', dashboardLink];
  const text = [
    'Thank you for your purchase.',
    '',
    `Package: ${packageType}`,
    `Price paid: ${paid}`,
    `Access until: ${until}`,
    '',
    'What your package includes:',
    ...details.features.map((feature) => `- ${feature}`),
    '',
    ...next,
    '',
    'All sales are final. Questions? Reply to this email.',
    '',
    'RentCheck',
  ].join('\n');
  const nextHtml = completionLink
    ? `<p><a href="${escapeHtml(completionLink)}">Complete your account</a> to open your Premium Package (the link works once and expires in 1 hour).</p>
<p>Then your dashboard is here: <a href="${escapeHtml(dashboardLink)}">${escapeHtml(dashboardLink)}</a></p>`
    : `<p><a href="${escapeHtml(dashboardLink)}">Go to your dashboard</a></p>`;
  const html = `<p>Thank you for your purchase.</p>
<p>Package: ${escapeHtml(packageType)}<br>Price paid: ${escapeHtml(paid)}<br>Access until: ${escapeHtml(until)}</p>
<p>What your package includes:</p>
<ul>${details.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>
${nextHtml}
<p>All sales are final. Questions? Reply to this email.</p>`;
  return {
    to: details.to,
    subject: `Your RentCheck ${packageType} receipt`,
    text,
    html,
    links: completionLink ? [completionLink, dashboardLink] : [dashboardLink],
  };
}
