import { StockAlertLinkPage, stockAlertLinkMetadata } from '../stock-alert-link-page';

// The token in the address is the visitor's: never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = () => stockAlertLinkMetadata('unsubscribe');

export default function UnsubscribeStockAlertPage(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <StockAlertLinkPage kind="unsubscribe" {...props} />;
}
