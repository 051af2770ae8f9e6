import type { Metadata } from 'next';
import { getDb } from '@/db/client';
import { t } from '@/i18n/translate';
import { stockAlertSettings } from '@/services/stock-alerts/alert-settings';
import { alertLinkState } from '@/services/stock-alerts/stock-alerts';
import { errorTexts } from '@/site/errors/error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { DocumentStatus } from '@/site/http/document-status';
import { StockAlertLinkView } from '@/site/stock-alerts/stock-alert-link-view';

// The token in the address is the visitor's: never cached, never indexed, never sent on as a referrer.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: stockAlertSettings() ? t('stockAlerts.unsubscribe.title') : errorTexts('page-not-found').title,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page of an alert's unsubscribe link: one button (mail clients post to the List-Unsubscribe address instead). */
export default async function UnsubscribeStockAlertPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const settings = stockAlertSettings();
  if (!settings)
    return (
      <main id="main">
        <DocumentStatus status={404} />
        <ErrorView {...errorTexts('page-not-found')} />
      </main>
    );
  const { id } = await params;
  const token = first((await searchParams).jeton) ?? '';
  const state = await alertLinkState(await getDb(), { id, token, purpose: 'desabonner', secret: settings.secret });
  return <StockAlertLinkView kind="unsubscribe" state={state} action={`/api/alertes/${id}/desabonner`} token={token} />;
}
