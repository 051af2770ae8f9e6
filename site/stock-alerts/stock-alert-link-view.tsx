import { t } from '@/i18n/translate';
import { STOCK_PATH } from '@/services/stock-alerts/alert-link';
import { DocumentStatus } from '@/site/http/document-status';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import styles from './stock-alert.module.css';

/**
 * The page of an alert's confirmation or unsubscribe link: a button that posts the link's token (a mail
 * scanner that opens the link changes nothing), or what the link did, or why it does not work.
 */
export type StockAlertLinkProps = {
  kind: 'confirm' | 'unsubscribe';
  state: 'open' | 'done' | 'invalid' | 'gone';
  /** The route the button posts to, and the token it posts. */
  action: string;
  token: string;
};

export function StockAlertLinkView({ kind, state, action, token }: StockAlertLinkProps) {
  const words = kind === 'confirm' ? 'confirm' : 'unsubscribe';
  return (
    <main id="main">
      {state === 'invalid' ? <DocumentStatus status={404} /> : null}
      {state === 'gone' ? <DocumentStatus status={410} /> : null}
      <Container width="narrow" className={styles.page}>
        <h1>{t(`stockAlerts.${words}.title`)}</h1>
        {state === 'open' ? (
          <>
            <p>{t(`stockAlerts.${words}.help`)}</p>
            <form method="post" action={action} className={styles.form}>
              <input type="hidden" name="jeton" value={token} />
              {kind === 'unsubscribe' ? <input type="hidden" name="List-Unsubscribe" value="One-Click" /> : null}
              <Button type="submit">{t(`stockAlerts.${words}.button`)}</Button>
            </form>
          </>
        ) : state === 'done' ? (
          <p className={styles.notice} role="status">
            {t(`stockAlerts.${words}.done`)}
          </p>
        ) : (
          <p className={styles.notice} role="alert">
            {state === 'gone' ? t('stockAlerts.confirm.gone') : t(`stockAlerts.${words}.invalid`)}
          </p>
        )}
        <p>
          <AppLink href={STOCK_PATH}>{t('stockAlerts.page.backToStock')}</AppLink>
        </p>
      </Container>
    </main>
  );
}
