import { getDb } from '@/db/client';
import { stockAlertSettings } from '@/services/stock-alerts/alert-settings';
import { unsubscribeStockAlert } from '@/services/stock-alerts/stock-alerts';

/**
 * Unsubscribes: the one-click POST a mail client sends to the e-mails' `List-Unsubscribe` address (RFC 8058:
 * the token in the address, `List-Unsubscribe=One-Click` in the body, answered 200 without a redirect), or
 * the button of the unsubscribe page (the token in the form), sent back to that page.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const settings = stockAlertSettings();
  if (!settings) return Response.json({ error: 'Stock alerts are off' }, { status: 404 });
  const { id } = await params;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: 'Expected List-Unsubscribe=One-Click' }, { status: 400 });
  }
  const fromQuery = new URL(request.url).searchParams.get('jeton');
  const fromForm = form.get('jeton');
  const token = fromQuery ?? (typeof fromForm === 'string' ? fromForm : '');
  const outcome = await unsubscribeStockAlert(await getDb(), { id, token, secret: settings.secret });
  if (fromQuery === null) {
    const page = `/alertes/${encodeURIComponent(id)}/desabonner?jeton=${encodeURIComponent(token)}`;
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  }
  if (outcome === 'invalid') return Response.json({ error: 'Unknown link' }, { status: 404 });
  return new Response('Désabonné.\n', {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
