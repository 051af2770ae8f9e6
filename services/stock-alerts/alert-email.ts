import { t } from '@/i18n/translate';
import { escapeHtml } from '@/services/enquiries/lead-message';
import { LUXEMBOURG_TIME_ZONE } from '@/services/locations/luxembourg-time';
import type { VehicleCard } from '@/services/stock/vehicle-card';
import { vehicleName } from '@/services/stock/vehicle-name';

/** One e-mail of an alert; `headers` carry the one-click unsubscribe (RFC 8058) on the daily e-mails. */
export type AlertMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** How a vehicle's figures are written: the site's own formatters (site/ui/format-price.ts…), given by the caller. */
export type AlertFormats = {
  price: (cents: number) => string;
  mileage: (km: number) => string;
};

/** A vehicle of the daily e-mail: its card and the absolute address of its page. */
export type AlertVehicle = { card: VehicleCard; url: string };

const dateFormat = new Intl.DateTimeFormat('fr-LU', { timeZone: LUXEMBOURG_TIME_ZONE, dateStyle: 'long' });

function page(subject: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    ...body,
    `<p style="color:#555;font-size:12px">${escapeHtml(t('stockAlerts.email.footer'))}</p>`,
    '</body></html>',
  ].join('');
}

const link = (label: string, url: string) =>
  `<p><a href="${escapeHtml(url)}" style="font-weight:600">${escapeHtml(label)}</a></p>`;

/** The double opt-in: the link that confirms the alert, and the search it watches. */
export function confirmationEmail(input: { to: string; confirmUrl: string; searchUrl: string }): AlertMail {
  const subject = t('stockAlerts.email.confirmSubject');
  const text = [
    t('stockAlerts.email.greeting'),
    '',
    t('stockAlerts.email.confirmIntro'),
    `${t('stockAlerts.email.search')}\u202f: ${input.searchUrl}`,
    '',
    `${t('stockAlerts.email.confirmLink')}\u202f:`,
    input.confirmUrl,
    '',
    t('stockAlerts.email.confirmNote'),
    '',
    t('stockAlerts.email.footer'),
  ].join('\n');
  const html = page(subject, [
    `<p>${escapeHtml(t('stockAlerts.email.greeting'))}</p>`,
    `<p>${escapeHtml(t('stockAlerts.email.confirmIntro'))}</p>`,
    `<p>${escapeHtml(t('stockAlerts.email.search'))}\u202f: <a href="${escapeHtml(input.searchUrl)}">${escapeHtml(input.searchUrl)}</a></p>`,
    link(t('stockAlerts.email.confirmLink'), input.confirmUrl),
    `<p style="color:#555">${escapeHtml(input.confirmUrl)}</p>`,
    `<p style="color:#555">${escapeHtml(t('stockAlerts.email.confirmNote'))}</p>`,
  ]);
  return { to: input.to, subject, text: `${text}\n`, html };
}

/**
 * The daily e-mail: the vehicles that newly match (at most the first few, then how many more), the link to
 * the whole search (a visit), when the alert ends without one, and the unsubscribe link and headers.
 */
export function digestEmail(input: {
  to: string;
  vehicles: AlertVehicle[];
  /** New matches beyond those listed. */
  more: number;
  visitUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
  expiresAt: Date;
  formats: AlertFormats;
}): AlertMail {
  const count = input.vehicles.length + input.more;
  const subject =
    count === 1 ? t('stockAlerts.email.digestSubjectOne') : t('stockAlerts.email.digestSubject', { count });
  const line = ({ card }: AlertVehicle) =>
    [
      vehicleName(card),
      String(card.year),
      input.formats.mileage(card.mileageKm),
      input.formats.price(card.priceCents),
    ].join(' · ');
  const more =
    input.more === 0
      ? null
      : input.more === 1
        ? t('stockAlerts.email.moreOne')
        : t('stockAlerts.email.more', { count: input.more });
  const expiry = t('stockAlerts.email.expiry', { date: dateFormat.format(input.expiresAt) });
  const text = [
    t('stockAlerts.email.greeting'),
    '',
    t('stockAlerts.email.digestIntro'),
    '',
    ...input.vehicles.flatMap((vehicle) => [`- ${line(vehicle)}`, `  ${vehicle.url}`]),
    ...(more ? ['', more] : []),
    '',
    `${t('stockAlerts.email.seeAll')}\u202f:`,
    input.visitUrl,
    '',
    expiry,
    '',
    `${t('stockAlerts.email.unsubscribe')}\u202f:`,
    input.unsubscribeUrl,
    '',
    t('stockAlerts.email.footer'),
  ].join('\n');
  const html = page(subject, [
    `<p>${escapeHtml(t('stockAlerts.email.greeting'))}</p>`,
    `<p>${escapeHtml(t('stockAlerts.email.digestIntro'))}</p>`,
    '<ul>',
    ...input.vehicles.map(
      (vehicle) => `<li><a href="${escapeHtml(vehicle.url)}">${escapeHtml(line(vehicle))}</a></li>`,
    ),
    '</ul>',
    ...(more ? [`<p>${escapeHtml(more)}</p>`] : []),
    link(t('stockAlerts.email.seeAll'), input.visitUrl),
    `<p style="color:#555">${escapeHtml(expiry)}</p>`,
    `<p><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t('stockAlerts.email.unsubscribe'))}</a></p>`,
  ]);
  return {
    to: input.to,
    subject,
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
