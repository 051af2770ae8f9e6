import type { Metadata } from 'next';
import { getDb } from '@/db/client';
import { t } from '@/i18n/translate';
import { stockAlertSettings } from '@/services/stock-alerts/alert-settings';
import { alertLinkState } from '@/services/stock-alerts/stock-alerts';
import { errorTexts } from '@/site/errors/error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { DocumentStatus } from '@/site/http/document-status';
import { StockAlertLinkView } from '@/site/stock-alerts/stock-alert-link-view';

type LinkKind = 'confirm' | 'unsubscribe';
/** The link's purpose, signed into its token, and the address segment of its page and route. */
const PURPOSE = { confirm: 'confirmer', unsubscribe: 'desabonner' } as const;

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The token in the address is the visitor's: never indexed, never sent on as a referrer. */
export function stockAlertLinkMetadata(kind: LinkKind): Metadata {
  return {
    title: stockAlertSettings() ? t(`stockAlerts.${kind}.title`) : errorTexts('page-not-found').title,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/**
 * The page of an alert's e-mailed link, confirmation (double opt-in) or unsubscribe: a button that posts, so that a
 * mail scanner opening the link changes nothing (mail clients post to the List-Unsubscribe address themselves).
 */
export async function StockAlertLinkPage({
  kind,
  params,
  searchParams,
}: {
  kind: LinkKind;
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
  const purpose = PURPOSE[kind];
  const state = await alertLinkState(await getDb(), { id, token, purpose, secret: settings.secret });
  return <StockAlertLinkView kind={kind} state={state} action={`/api/alertes/${id}/${purpose}`} token={token} />;
}
