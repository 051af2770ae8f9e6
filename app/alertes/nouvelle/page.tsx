import type { Metadata } from 'next';
import { t } from '@/i18n/translate';
import { alertFilters } from '@/services/stock-alerts/alert-filters';
import { SEARCH_PARAM } from '@/services/stock-alerts/alert-link';
import { stockAlertsEnabled } from '@/services/stock-alerts/alert-settings';
import { searchStockCached } from '@/services/stock/search-stock-cached';
import { parseStockParams } from '@/services/stock/stock-query';
import { errorTexts } from '@/site/errors/error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { DocumentStatus } from '@/site/http/document-status';
import { StockAlertRequestView, type StockAlertRequestProps } from '@/site/stock-alerts/stock-alert-request-view';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: stockAlertsEnabled() ? t('stockAlerts.page.metaTitle') : errorTexts('page-not-found').title,
    robots: { index: false, follow: false },
  };
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const STATES: Record<string, StockAlertRequestProps['state']> = {
  envoye: 'sent',
  email: 'email',
  limite: 'limited',
  envoi: 'not-sent',
};

/** « Créer une alerte » from a search of `/stock` (its filters in `?recherche=`); off without SMTP. */
export default async function NewStockAlertPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  if (!stockAlertsEnabled())
    return (
      <main id="main">
        <DocumentStatus status={404} />
        <ErrorView {...errorTexts('page-not-found')} />
      </main>
    );
  const query = await searchParams;
  const filters = alertFilters(new URLSearchParams(first(query[SEARCH_PARAM]) ?? ''));
  const count = filters === '' ? 0 : (await searchStockCached(parseStockParams(new URLSearchParams(filters)))).total;
  const state = STATES[first(query.etat) ?? first(query.erreur) ?? ''];
  return <StockAlertRequestView filters={filters} count={count} state={state} />;
}
