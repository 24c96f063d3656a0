import { emailsFailed, emailsSent } from '../observability/metrics.ts';
import type { Mailer } from '../services/email/mailer.ts';

/** Real email over SMTP_URL (smtp:// or smtps://user:pass@host:port). nodemailer loads only then (ADR 0033). */
export async function createSmtpMailer(url: string, from: string): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
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
