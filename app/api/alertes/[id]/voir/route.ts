import { getDb } from '@/db/client';
import { stockAlertSettings } from '@/services/stock-alerts/alert-settings';
import { visitStockAlert } from '@/services/stock-alerts/stock-alerts';

/**
 * « Voir tous les résultats » in an alert's e-mail: a visit, which keeps the alert six more months, then the
 * saved search on `/stock`. The token is dropped from the address the browser goes on to.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const settings = stockAlertSettings();
  if (!settings) return Response.json({ error: 'Stock alerts are off' }, { status: 404 });
  const { id } = await params;
  const token = new URL(request.url).searchParams.get('jeton') ?? '';
  const path = await visitStockAlert(await getDb(), { id, token, secret: settings.secret, now: new Date() });
  if (path === null) return Response.json({ error: 'Unknown link' }, { status: 404 });
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
