import { t } from '@/i18n/translate';
import { STOCK_PATH } from '@/services/stock-alerts/alert-link';
import { DocumentStatus } from '@/site/http/document-status';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import { Field } from '@/site/ui/form/field';
import styles from './stock-alert.module.css';

export type StockAlertRequestProps = {
  /** The saved search (`brand=kia&fuel=electric`), '' when the address named no filter. */
  filters: string;
  /** Vehicles the search finds now. */
  count: number;
  /** What the last post did (the route's redirect). */
  state?: 'sent' | 'email' | 'limited' | 'not-sent';
};

/** The form that asks for an alert on a search of `/stock`: the address, then the e-mail's link confirms it. */
export function StockAlertRequestView({ filters, count, state }: StockAlertRequestProps) {
  const searchHref = `${STOCK_PATH}?${filters}`;
  const searchLabel =
    count === 0
      ? t('stockAlerts.page.searchLinkNone')
      : count === 1
        ? t('stockAlerts.page.searchLinkOne')
        : t('stockAlerts.page.searchLink', { count });
  return (
    <main id="main">
      {state === 'email' ? <DocumentStatus status={422} /> : null}
      {state === 'limited' ? <DocumentStatus status={429} /> : null}
      <Container width="narrow" className={styles.page}>
        <h1>{t('stockAlerts.page.title')}</h1>
        {filters === '' ? (
          <>
            <p className={styles.notice} role="alert">
              {t('stockAlerts.page.noFilters')}
            </p>
            <p>
              <AppLink href={STOCK_PATH}>{t('stockAlerts.page.backToStock')}</AppLink>
            </p>
          </>
        ) : state === 'sent' ? (
          <p className={styles.notice} role="status">
            {t('stockAlerts.page.sent')}
          </p>
        ) : (
          <>
            <p>{t('stockAlerts.page.intro')}</p>
            <h2>{t('stockAlerts.page.search')}</h2>
            <p>
              <AppLink href={searchHref}>{searchLabel}</AppLink>
            </p>
            {state === 'limited' || state === 'not-sent' ? (
              <p className={styles.notice} role="alert">
                {t(state === 'limited' ? 'stockAlerts.errors.limited' : 'stockAlerts.errors.notSent')}
              </p>
            ) : null}
            <form method="post" action="/api/alertes" className={styles.form}>
              <input type="hidden" name="filters" value={filters} />
              <Field
                label={t('stockAlerts.page.email')}
                hint={t('stockAlerts.page.emailHint')}
                error={state === 'email' ? t('stockAlerts.errors.email') : undefined}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={254}
                autoFocus={state === 'email'}
              />
              <Button type="submit">{t('stockAlerts.page.submit')}</Button>
            </form>
            <p className={styles.note}>{t('stockAlerts.page.privacy')}</p>
          </>
        )}
      </Container>
    </main>
  );
}
