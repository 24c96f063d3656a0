import { emailsFailed, emailsSent } from '../observability/metrics.ts';
import type { EmailTransport } from '../services/email/outbox.ts';

/**
 * Real email over SMTP_URL (smtp:// or smtps://user:pass@host:port), used by the outbox worker, which retries what
 * this transport could not deliver. nodemailer loads only then (docs/performance.md, "Start-up and memory"). Its timeouts (at most about 75 s per
 * message) stay well under the outbox's lease, so a slow server never lets two processes send one row.
 */
export async function createSmtpTransport(url: string, from: string): Promise<EmailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 });
  return {
    async deliver(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        emailsFailed.inc();
        throw error;
      }
      emailsSent.inc();
    },
    async close() {
      transport.close();
    },
  };
}
