import { createHmac } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import type { outbox } from '@/db/schema';
import { bookingLinkPath, bookingToken } from './booking-link';
import { headerText, leadEmail, leadWebhookPayload, type DeliverableLead } from './lead-message';
import { readSiteContact } from './site-contact';
import { visitorConfirmationEmail } from './visitor-confirmation';

export type ChannelName = (typeof outbox.$inferSelect)['channel'];

/** One way a lead leaves the site; `send` resolves once the other side accepted it, rejects otherwise. */
export type DeliveryChannel = {
  readonly name: ChannelName;
  send: (lead: DeliverableLead) => Promise<void>;
  /** Frees what the channel holds (the SMTP transport); the process may then exit. */
  close: () => void;
};

const DEFAULT_MAIL_FROM = 'Autopolis <no-reply@autopolis.lu>';

/** A send that hangs would outlive its outbox claim (outbox-delivery.ts) and might then be sent twice. */
export const SMTP_SEND_TIMEOUT_MS = 60_000;
const WEBHOOK_TIMEOUT_MS = 10_000;

/** E-mails each lead to its site's address through the SMTP server of `smtpUrl` (`smtp://` or `smtps://`). */
export function emailChannel(smtpUrl: string, from: string): DeliveryChannel {
  const transport = smtpTransport(smtpUrl);
  return {
    name: 'email',
    async send(lead) {
      const message = leadEmail(lead);
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Nothing in a lead may make the mailer read a file or a URL.
        disableFileAccess: true,
        disableUrlAccess: true,
        signal: AbortSignal.timeout(SMTP_SEND_TIMEOUT_MS),
      });
    },
    close: () => transport.close(),
  };
}

/** Timeouts under the URL's own query parameters: nodemailer's defaults (minutes) exceed a claim. */
export function smtpTransport(smtpUrl: string) {
  return createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

export type ConfirmationOptions = {
  /** Signs the booking links (booking-link.ts). */
  secret: string;
  /** The site's public address, which the links start with. */
  siteUrl: string;
};

/**
 * E-mails the visitor the confirmation of their lead (visitor-confirmation.ts): its own outbox row, so it is
 * retried on its own and sent once per lead whatever the site's channels do. A booking's e-mail carries the
 * calendar file and the signed link to cancel or move it.
 */
export function confirmationChannel(smtpUrl: string, from: string, options: ConfirmationOptions): DeliveryChannel {
  const transport = smtpTransport(smtpUrl);
  return {
    name: 'confirmation',
    async send(lead) {
      const appointment = lead.appointment ?? null;
      const manageUrl = appointment
        ? new URL(
            bookingLinkPath(lead.reference, bookingToken(lead.reference, appointment.revision, options.secret)),
            options.siteUrl,
          ).toString()
        : null;
      const message = visitorConfirmationEmail(lead, {
        appointment,
        site: readSiteContact(lead.site),
        manageUrl,
      });
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId,
          attachments: message.attachments,
          disableFileAccess: true,
          disableUrlAccess: true,
          signal: AbortSignal.timeout(SMTP_SEND_TIMEOUT_MS),
        });
      } catch (error) {
        // The failure is logged and stored (outbox.last_error): a server's refusal quotes the visitor's address.
        throw new Error(withoutAddresses(error));
      }
    },
    close: () => transport.close(),
  };
}

/** An error's text and its cause's, every e-mail address in them replaced. */
function withoutAddresses(error: unknown): string {
  const texts = [error, error instanceof Error ? error.cause : undefined]
    .filter((part) => part !== undefined)
    .map((part) => (part instanceof Error ? part.message : String(part)));
  return texts.join(': ').replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '[adresse]');
}

/**
 * POSTs each lead as JSON (lead-message.ts, `LeadWebhookPayload`) to `url`. The receiver checks
 * `X-Lead-Signature: sha256=<hex HMAC-SHA256 of the raw body with the shared secret>`; any answer but 2xx
 * (a redirect included: the lead must not follow it elsewhere) is a failure, retried later.
 */
export function webhookChannel(url: string, secret: string): DeliveryChannel {
  return {
    name: 'webhook',
    async send(lead) {
      const body = JSON.stringify(leadWebhookPayload(lead));
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-lead-signature': `sha256=${leadSignature(body, secret)}`,
          'x-lead-reference': headerText(lead.reference),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299)
        throw new Error(`the webhook answered HTTP ${response.status}`);
    },
    close: () => {},
  };
}

/** Hex HMAC-SHA256 of the exact body sent, with the webhook's secret. */
function leadSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const deliveryEnvSchema = z
  .object({
    SMTP_URL: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .trim()
        .regex(
          /^smtps?:\/\/[^\s]+$/,
          'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.lu:587',
        )
        .optional(),
    ),
    LEADS_MAIL_FROM: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .trim()
        .regex(
          /^[^\r\n]*@[^\r\n]*$/,
          'LEADS_MAIL_FROM must be one address on one line, e.g. Autopolis <no-reply@autopolis.lu>',
        )
        .default(DEFAULT_MAIL_FROM),
    ),
    LEADS_WEBHOOK_URL: z.preprocess(
      unsetIfBlank,
      z.url({ protocol: /^https?$/, error: 'LEADS_WEBHOOK_URL must be an http:// or https:// URL' }).optional(),
    ),
    LEADS_WEBHOOK_SECRET: z.preprocess(unsetIfBlank, z.string().optional()),
    BOOKING_LINK_SECRET: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .min(32, 'BOOKING_LINK_SECRET must be at least 32 characters (it signs the visitors’ booking links)')
        .optional(),
    ),
    SITE_URL: z.preprocess(
      unsetIfBlank,
      z
        .url({ protocol: /^https?$/, error: 'SITE_URL must be an absolute http(s) URL, e.g. https://www.autopolis.lu' })
        .default('http://localhost:3000'),
    ),
  })
  .superRefine((env, context) => {
    if (env.LEADS_WEBHOOK_URL && (env.LEADS_WEBHOOK_SECRET ?? '').length < 16) {
      context.addIssue({
        code: 'custom',
        path: ['LEADS_WEBHOOK_SECRET'],
        message:
          'LEADS_WEBHOOK_URL is set: LEADS_WEBHOOK_SECRET must be set too, at least 16 characters (the receiver checks the signature with it)',
      });
    }
  });

/**
 * The mail settings the studio's own e-mails (invitations, password resets) share with the leads': the SMTP
 * server, the sender and the site's public address; null without SMTP_URL or with a configuration the start-up
 * check (channelsFromEnv) refuses anyway.
 */
export function mailSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): { smtpUrl: string; from: string; siteUrl: string } | null {
  const parsed = deliveryEnvSchema.safeParse(env);
  if (!parsed.success || !parsed.data.SMTP_URL) return null;
  return { smtpUrl: parsed.data.SMTP_URL, from: parsed.data.LEADS_MAIL_FROM, siteUrl: parsed.data.SITE_URL };
}

/**
 * The channels the environment configures: e-mail with SMTP_URL (sender LEADS_MAIL_FROM), the visitor's
 * confirmation with SMTP_URL and BOOKING_LINK_SECRET (links on SITE_URL), the webhook with
 * LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET. Throws at start-up on a half or wrong configuration, rather
 * than letting leads pile up unsent.
 */
export function channelsFromEnv(env: Record<string, string | undefined> = process.env): DeliveryChannel[] {
  const parsed = deliveryEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Lead delivery is misconfigured: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const { SMTP_URL, LEADS_MAIL_FROM, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, BOOKING_LINK_SECRET, SITE_URL } =
    parsed.data;
  const channels: DeliveryChannel[] = [];
  if (SMTP_URL) channels.push(emailChannel(SMTP_URL, LEADS_MAIL_FROM));
  if (SMTP_URL && BOOKING_LINK_SECRET)
    channels.push(confirmationChannel(SMTP_URL, LEADS_MAIL_FROM, { secret: BOOKING_LINK_SECRET, siteUrl: SITE_URL }));
  if (LEADS_WEBHOOK_URL && LEADS_WEBHOOK_SECRET) channels.push(webhookChannel(LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET));
  return channels;
}
