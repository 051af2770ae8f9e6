import { SMTP_SEND_TIMEOUT_MS, smtpTransport } from '@/services/enquiries/delivery-channels';
import type { AlertMail } from './alert-email';

/** Sends an alert's e-mails; `send` rejects when the server did not take one (the error names no address). */
export type AlertMailer = { send: (mail: AlertMail) => Promise<void>; close: () => void };

/**
 * The leads' mailer (delivery-channels.ts: the same transport and timeouts) for the alerts' e-mails. They
 * leave at once rather than through the outbox: each carries links that are credentials of their own, which
 * an outbox row would keep in the database until sent.
 */
export function smtpAlertMailer(smtpUrl: string, from: string): AlertMailer {
  const transport = smtpTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          disableFileAccess: true,
          disableUrlAccess: true,
          signal: AbortSignal.timeout(SMTP_SEND_TIMEOUT_MS),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Stock alert e-mail not sent: ${message.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '[adresse]')}`,
        );
      }
    },
    close: () => transport.close(),
  };
}
