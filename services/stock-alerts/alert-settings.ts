import { bookingLinkSecretOrNull } from '@/services/enquiries/booking-link';
import { mailSettingsFromEnv } from '@/services/enquiries/delivery-channels';

/**
 * What stock alerts need: the leads' SMTP server and sender (SMTP_URL, LEADS_MAIL_FROM), the site's public
 * address (SITE_URL) and the secret the visitors' links are signed with (BOOKING_LINK_SECRET, as the booking
 * links are). Without SMTP_URL, or without the secret, alerts are off: nothing is sent and the « Créer une
 * alerte » link is not shown.
 */
export type StockAlertSettings = { smtpUrl: string; from: string; siteUrl: string; secret: string };

export function stockAlertSettings(env: Record<string, string | undefined> = process.env): StockAlertSettings | null {
  const mail = mailSettingsFromEnv(env);
  if (!mail) return null;
  const secret = bookingLinkSecretOrNull(env);
  return secret ? { ...mail, secret } : null;
}

/** Whether the site offers stock alerts (the stock list's link, the alert pages). */
export function stockAlertsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return stockAlertSettings(env) !== null;
}
