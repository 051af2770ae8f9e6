import { getDb } from '@/db/client';
import { newAlertPath } from '@/services/stock-alerts/alert-link';
import { smtpAlertMailer } from '@/services/stock-alerts/alert-mailer';
import { stockAlertSettings } from '@/services/stock-alerts/alert-settings';
import { requestStockAlert } from '@/services/stock-alerts/stock-alerts';

/** A relative 303: the browser asks for the page with GET, whatever origin the site is served on. */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

const ERRORS = { email: 'email', 'no-filters': 'filtres', limited: 'limite', 'not-sent': 'envoi' } as const;

/**
 * The form of « Créer une alerte » (app/alertes/nouvelle): checked and limited on the server
 * (services/stock-alerts/stock-alerts.ts), then back to the page, which says what happened or why not.
 * server.ts sets `x-client-ip` from the connection (or a trusted proxy), over any value the request carried.
 */
export async function POST(request: Request) {
  const settings = stockAlertSettings();
  if (!settings) return Response.json({ error: 'Stock alerts are off' }, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: 'Expected a form' }, { status: 400 });
  }
  const mailer = smtpAlertMailer(settings.smtpUrl, settings.from);
  try {
    const outcome = await requestStockAlert(
      await getDb(),
      { email: form.get('email'), filters: form.get('filters') },
      { ip: request.headers.get('x-client-ip') ?? 'unknown', now: new Date(), settings, mailer },
    );
    const state = outcome.ok ? 'etat=envoye' : `erreur=${ERRORS[outcome.reason]}`;
    return seeOther(newAlertPath(outcome.filters, state));
  } finally {
    mailer.close();
  }
}
