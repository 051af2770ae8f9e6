import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { routeSegments } from '@/services/routing/route-segments';

/**
 * The links of a stock alert, each signed for one purpose with an HMAC-SHA256 of the alert's id (a random
 * UUID), as the booking links are (services/enquiries/booking-link.ts): confirm it (double opt-in), unsubscribe
 * (the e-mails' link and their one-click `List-Unsubscribe`, RFC 8058), and open its search (a visit, which
 * keeps the alert alive). Nothing personal is in them.
 */
export type AlertLinkPurpose = 'confirmer' | 'desabonner' | 'voir';

/** A stock alert's id as the links carry it. */
export const ALERT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const mac = (id: string, purpose: AlertLinkPurpose, secret: string) =>
  createHmac('sha256', secret).update(`stock-alert:${purpose}:${id}`).digest('base64url');

/** The token of an alert's link for one purpose. */
export function alertToken(id: string, purpose: AlertLinkPurpose, secret: string): string {
  return mac(id, purpose, secret);
}

/** Whether `token` was signed with this secret for this alert and purpose. */
export function isAlertToken(token: string, id: string, purpose: AlertLinkPurpose, secret: string): boolean {
  if (!ALERT_ID.test(id) || !TOKEN.test(token)) return false;
  const expected = Buffer.from(mac(id, purpose, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const PATHS: Record<AlertLinkPurpose, (id: string) => string> = {
  confirmer: (id) => `/alertes/${id}/confirmer`,
  desabonner: (id) => `/alertes/${id}/desabonner`,
  voir: (id) => `/api/alertes/${id}/voir`,
};

/** The page (or route) of a link, relative: the caller makes it absolute with SITE_URL. */
export function alertLinkPath(id: string, purpose: AlertLinkPurpose, secret: string): string {
  return `${PATHS[purpose](id)}?jeton=${alertToken(id, purpose, secret)}`;
}

/** The one-click unsubscribe's address (`List-Unsubscribe`): a POST there ends the alert (RFC 8058). */
export function oneClickUnsubscribePath(id: string, secret: string): string {
  return `/api/alertes/${id}/desabonner?jeton=${alertToken(id, 'desabonner', secret)}`;
}

/**
 * The page that asks for an alert on a search. The filters travel in one parameter of their own: under their
 * own names (`brand`, `fuel`…) the proxy would take them for the stock list's block parameters and send the
 * address to the cached block pages (server/proxy-decision.ts).
 */
export const NEW_ALERT_PATH = '/alertes/nouvelle';
export const SEARCH_PARAM = 'recherche';

export function newAlertPath(filters: string, state?: string): string {
  const params = new URLSearchParams({ [SEARCH_PARAM]: filters });
  return `${NEW_ALERT_PATH}?${params.toString()}${state ? `&${state}` : ''}`;
}

/** The page the saved filters are read from and sent back to (`/stock`, or the locale's own segment). */
export const STOCK_PATH = `/${routeSegments(DEFAULT_LOCALE).stock}`;
