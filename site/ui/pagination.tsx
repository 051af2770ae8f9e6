import { AppLink } from './app-link';
import styles from './pagination.module.css';
import { paginationWindow } from './pagination-window';

type Props = {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
};

/**
 * Real links to the pages of a list: previous, the first and last pages and the current one with its
 * neighbours (`1 2 3 … 25`, the current page marked `aria-current`), next.
 */
export function Pagination({ page, pages, href, labels }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {page > 1 ? (
        <AppLink href={href(page - 1)} rel="prev" className={styles.link}>
          {labels.previous}
        </AppLink>
      ) : null}
      <ol className={styles.pages}>
        {paginationWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            // Pages left out: the numbers either side already say which.
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <AppLink
                href={href(n)}
                className={styles.link}
                aria-current={n === page ? 'page' : undefined}
                aria-label={labels.page(n)}
              >
                {n}
              </AppLink>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <AppLink href={href(page + 1)} rel="next" className={styles.link}>
          {labels.next}
        </AppLink>
      ) : null}
    </nav>
  );
}
