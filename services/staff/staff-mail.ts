import { mailSettingsFromEnv, SMTP_SEND_TIMEOUT_MS, smtpTransport } from '@/services/enquiries/delivery-channels';
import { escapeHtml, headerText } from '@/services/enquiries/lead-message';
import { roleNames } from '@/i18n/fr-lu-studio-accounts';
import type { StaffRole } from './roles';

/**
 * The studio's e-mails to its own team: an invitation, a password reset link. They leave through the SMTP
 * server and sender the leads and the visitors' confirmations use (SMTP_URL, LEADS_MAIL_FROM, the same
 * transport and timeouts), but at once rather than through the outbox: an outbox row would have to keep the
 * link, a password in all but name, in the database until sent; the token table keeps only its hash.
 */
export type StaffMailSettings = { smtpUrl: string; from: string; siteUrl: string };
export type StaffMail = { to: string; subject: string; text: string; html: string };

/** The settings, or null when SMTP_URL is not set (the accounts page then shows the link to copy). */
export function staffMailSettings(env: Record<string, string | undefined> = process.env): StaffMailSettings | null {
  return mailSettingsFromEnv(env);
}

/**
 * The origin the links start with: SITE_URL, never the request's Host (a forged Host would send a real
 * person's link to another site). The same default as the site's canonical addresses (page/seo/site-url.ts).
 */
export function staffLinkOrigin(env: Record<string, string | undefined> = process.env): string {
  return new URL(env.SITE_URL || 'http://localhost:3000').origin;
}

/** Sends one e-mail; rejects when the server did not accept it (the error names no address). */
export async function sendStaffMail(settings: StaffMailSettings, mail: StaffMail): Promise<void> {
  const transport = smtpTransport(settings.smtpUrl);
  try {
    await transport.sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      disableFileAccess: true,
      disableUrlAccess: true,
      signal: AbortSignal.timeout(SMTP_SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Studio e-mail not sent: ${message.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '[adresse]')}`);
  } finally {
    transport.close();
  }
}

/** Both links are valid this long: said in the e-mails (24 h, invitations-and-resets' TTL). */
const VALIDITY = '24\u00a0heures';
const FOOTER = 'Studio Autopolis — message automatique, merci de ne pas y répondre.';

function build(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
  notes: string[],
) {
  const text = [...paragraphs, '', `${link.label}\u202f:`, link.url, '', ...notes, '', FOOTER].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="font-weight:600">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#555">${escapeHtml(link.url)}</p>`,
    ...notes.map((note) => `<p style="color:#555">${escapeHtml(note)}</p>`),
    `<p style="color:#555;font-size:12px">${escapeHtml(FOOTER)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject, text: `${text}\n`, html };
}

/** The invitation: who invites, with which role, and the link to choose a password. */
export function invitationEmail(input: {
  to: string;
  name: string;
  invitedBy: string;
  role: StaffRole;
  link: string;
}): StaffMail {
  const name = headerText(input.name, 100);
  const invitedBy = headerText(input.invitedBy, 100);
  return build(
    input.to,
    'Invitation au studio Autopolis',
    [
      name ? `Bonjour ${name},` : 'Bonjour,',
      `${invitedBy} vous invite à rejoindre le studio du site Autopolis avec le rôle «\u202f${roleNames[input.role]}\u202f».`,
      'Choisissez votre mot de passe (12 caractères au moins) en ouvrant le lien ci-dessous.',
    ],
    { label: 'Accepter l’invitation', url: input.link },
    [
      `Ce lien ne sert qu’une fois et reste valable ${VALIDITY}. Passé ce délai, demandez une nouvelle invitation.`,
      'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    ],
  );
}

/** The reset: the link to choose a new password, and what to do if nobody asked. */
export function resetEmail(input: { to: string; name: string; link: string }): StaffMail {
  const name = headerText(input.name, 100);
  return build(
    input.to,
    'Réinitialisation de votre mot de passe du studio Autopolis',
    [
      name ? `Bonjour ${name},` : 'Bonjour,',
      'Une réinitialisation du mot de passe de votre compte du studio Autopolis a été demandée.',
      'Choisissez un nouveau mot de passe en ouvrant le lien ci-dessous\u202f: vos sessions ouvertes seront fermées.',
    ],
    { label: 'Choisir un nouveau mot de passe', url: input.link },
    [
      `Ce lien ne sert qu’une fois et reste valable ${VALIDITY}.`,
      'Si vous n’avez rien demandé, ignorez ce message\u202f: votre mot de passe reste le même.',
    ],
  );
}
