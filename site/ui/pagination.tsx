import { AppLink } from './app-link';
import styles from './pagination.module.css';

type Props = {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
};

/** Real links to the pages of a list: previous, a window of page numbers around the current one, next. */
export function Pagination({ page, pages, href, labels }: Props) {
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {page > 1 ? (
        <AppLink href={href(page - 1)} rel="prev" className={styles.link}>
          {labels.previous}
        </AppLink>
      ) : null}
      <ol className={styles.pages}>
        {numbers.map((n) => (
          <li key={n}>
            <AppLink href={href(n)} className={styles.link} aria-current={n === page ? 'page' : undefined} aria-label={labels.page(n)}>
              {n}
            </AppLink>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <AppLink href={href(page + 1)} rel="next" className={styles.link}>
          {labels.next}
        </AppLink>
      ) : null}
    </nav>
  );
}
