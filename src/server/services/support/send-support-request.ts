import { formatAnswerBy, SUPPORT_MESSAGES, type SupportReceipt, type SupportRequest, supportAnswerBy } from '#domain/support/support.ts';
import type { SessionUser } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { quotedLine, unlinked } from '../email/user-text.ts';
import { ok, type Result, refuse } from '../result.ts';

/**
 * A Premium buyer's support request, emailed to the operator's SUPPORT_EMAIL with reply-to the buyer, the subject
 * marked [Premium] and the promised answer time (SUPPORT_RESPONSE_HOURS) in UTC and in the buyer's own time zone; a
 * copy goes to the buyer, with the promise in their time, when their address is confirmed (their own text is never
 * emailed to an address nobody confirmed). Refused without SUPPORT_EMAIL and without an active Premium Package.
 */
export async function sendSupportRequest(
  deps: Pick<Deps, 'config' | 'database' | 'mailer' | 'logger'>,
  user: SessionUser,
  request: SupportRequest,
  now = new Date(),
): Promise<Result<SupportReceipt, 'support_unavailable' | 'premium_required'>> {
  const to = deps.config.SUPPORT_EMAIL;
  if (!to) return refuse('support_unavailable', SUPPORT_MESSAGES.unavailable);
  const purchase = await selectActivePurchase(deps.database.db, user.id, now);
  if (!purchase) return refuse('premium_required', SUPPORT_MESSAGES.premiumRequired);

  const hours = deps.config.SUPPORT_RESPONSE_HOURS;
  const answerBy = supportAnswerBy(now, hours);
  const local = formatAnswerBy(answerBy, request.timeZone);
  const text = [
    `Support request from a Premium buyer. Promised answer: within ${hours} hours, by ${formatAnswerBy(answerBy, 'UTC')} (${local} in the buyer's time zone, ${request.timeZone}).`,
    '',
    // The name as the buyer typed it, quoted on its one line: a name kept from before the one name rule cannot add lines.
    `From: ${user.name ? quotedLine(user.name) : '(no name)'} <${user.email}> (reply to this email to answer them)`,
    `Premium active until: ${formatAnswerBy(new Date(purchase.expires_at), 'UTC')}`,
    `Sent: ${formatAnswerBy(now, 'UTC')}`,
    '',
    `Subject (as the buyer typed it): ${quotedLine(request.subject)}`,
    '',
    'Message (as the buyer typed it):',
    ...request.message.split('\n').map((line) => `> ${unlinked(line)}`),
  ].join('\n');
  await deps.mailer.send({ to, replyTo: user.email, subject: `[Premium] ${request.subject}`, text });
  const copySent = user.emailVerified;
  if (copySent) {
    await deps.mailer.send({
      to: user.email,
      subject: `We received your question: ${request.subject}`,
      text: [
        `We received your question and will answer by ${local}, by email to this address.`,
        '',
        'Your message, as you typed it:',
        '',
        `Subject: ${quotedLine(request.subject)}`,
        '',
        ...request.message.split('\n').map((line) => `> ${unlinked(line)}`),
        '',
        'RentCheck. This is general information, not legal advice.',
      ].join('\n'),
    });
  }
  deps.logger.info({ userId: user.id, answerBy: answerBy.toISOString(), copySent }, 'Premium support request sent');
  return ok({ answerBy: answerBy.toISOString(), answerByText: local, responseHours: hours, copySent });
}
