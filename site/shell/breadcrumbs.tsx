import { t } from '@/i18n/translate';
import { AppLink } from '@/site/ui/app-link';
import { Container } from '@/site/ui/container';
import styles from './breadcrumbs.module.css';

/** One step of the trail; the current page has no link. */
export type Crumb = { name: string; href: string | null };

/** Accueil › Services › Révision: where the page sits; the current page is the last item. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumbs}>
      <Container>
        <ol className={styles.list}>
          <li className={styles.item}>
            <AppLink href="/" className={styles.link}>
              {t('breadcrumb.home')}
            </AppLink>
          </li>
          {crumbs.map((crumb, index) => {
            const current = index === crumbs.length - 1;
            return (
              <li key={`${crumb.name}-${index}`} className={styles.item}>
                {current ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : crumb.href ? (
                  <AppLink href={crumb.href} className={styles.link}>
                    {crumb.name}
                  </AppLink>
                ) : (
                  <span>{crumb.name}</span>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
