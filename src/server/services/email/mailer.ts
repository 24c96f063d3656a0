import { SECURITY_LIMITS } from '#domain/security/security.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { escapeHtml } from './user-text.ts';
import { longDate, utcDayNumberOf } from '#domain/shared/dates.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's reply goes (a support request: the buyer's address). */
  replyTo?: string;
  /** Links in the message, logged by the dev outbox so offline development can follow them. */
  links?: string[];
  /**
   * When the email is no longer worth sending (a reset link's email expires with the link); the outbox stops trying
   * then. Default: OUTBOX_DEFAULT_EXPIRY_MS after it was written.
   */
  expiresAt?: Date;
  /** The saved negotiation it was written for (a reminder): deleted with it. */
  negotiationId?: string;
}

/**
 * Every email goes through `send`: it writes the message to the outbox (email_outbox), in the caller's transaction
 * when one is given, and the outbox worker delivers it, over SMTP when SMTP_URL is set, else to the log (dev outbox).
 */
export interface Mailer {
  /** 'smtp': rows are sent over SMTP; 'outbox': no SMTP_URL, rows are the dev outbox (logged with their links). */
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage, db?: Kysely<Database>): Promise<void>;
  close(): Promise<void>;
}

/** An email not sent within 3 days (and without its own expiry) is given up: its news is stale by then. */
const OUTBOX_DEFAULT_EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;

/** Writes one email to the outbox; the worker (outbox.ts) sends it. */
export async function writeToOutbox(db: Kysely<Database>, message: EmailMessage): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      reply_to: message.replyTo ?? null,
      links: JSON.stringify(message.links ?? []),
      expires_at: message.expiresAt ?? new Date(Date.now() + OUTBOX_DEFAULT_EXPIRY_MS),
      negotiation_id: message.negotiationId ?? null,
    })
    .execute();
}

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
  // The email is worth sending only while its link works.
  const expiresAt = new Date(Date.now() + SECURITY_LIMITS.resetTokenSeconds * 1000);
  return { to, subject: 'Reset your RentCheck password', text, html, links: [link], expiresAt };
}

/** The verification link's lifetime (better-auth's emailVerification.expiresIn, auth.ts). */
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

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
  const expiresAt = new Date(Date.now() + VERIFICATION_LINK_SECONDS * 1000);
  return { to, subject: 'Confirm your RentCheck email address', text, html, links: [link], expiresAt };
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
  /** When the completion link stops working: the email is not sent after that (a receipt alone keeps the default). */
  completionExpiresAt?: Date;
}

const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

/** Sent once for every recorded purchase: what was bought, what was paid, until when, and where to go next. */
export function purchaseEmail(details: PurchaseEmailDetails): EmailMessage {
  const { packageType, accessUntil, dashboardLink, completionLink } = details;
  const paid = dollars(details.amountCents);
  const until = longDate(utcDayNumberOf(accessUntil));
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
    ...(completionLink && details.completionExpiresAt ? { expiresAt: details.completionExpiresAt } : {}),
  };
}
