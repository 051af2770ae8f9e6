import { getDb } from '@/db/client';
import { stockAlertSettings } from '@/services/stock-alerts/alert-settings';
import { confirmStockAlert } from '@/services/stock-alerts/stock-alerts';

/** The button of the confirmation link's page: confirms the alert, then the page says so (or why not). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const settings = stockAlertSettings();
  if (!settings) return Response.json({ error: 'Stock alerts are off' }, { status: 404 });
  const { id } = await params;
  let token = '';
  try {
    const value = (await request.formData()).get('jeton');
    token = typeof value === 'string' ? value : '';
  } catch {
    return Response.json({ error: 'Expected a form' }, { status: 400 });
  }
  await confirmStockAlert(await getDb(), { id, token, secret: settings.secret, now: new Date() });
  const page = `/alertes/${encodeURIComponent(id)}/confirmer?jeton=${encodeURIComponent(token)}`;
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
}
