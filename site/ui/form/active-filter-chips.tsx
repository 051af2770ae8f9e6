import { t } from '@/i18n/translate';
import { AppLink } from '@/site/ui/app-link';
import styles from './active-filter-chips.module.css';

/** An active filter: what it shows and the address without it. */
export type FilterChip = { key: string; label: string; href: string };

type Props = {
  chips: readonly FilterChip[];
  /** The address without any filter. */
  clearHref: string;
  /** Defaults to `Tout effacer`. */
  clearLabel?: string;
  /** A visually hidden heading; defaults to `Filtres actifs`. */
  title?: string;
  titleLevel?: 2 | 3 | 4;
  /** Each chip's accessible name; defaults to `Retirer le filtre {label}`. */
  removeLabel?: (label: string) => string;
  className?: string;
};

/**
 * The active filters as links that each remove one, then one that removes them all. Plain links (the
 * scroll position kept), so they work the same with and without JavaScript. Nothing when no filter is on.
 */
export function ActiveFilterChips({
  chips,
  clearHref,
  clearLabel,
  title,
  titleLevel = 3,
  removeLabel,
  className,
}: Props) {
  if (chips.length === 0) return null;
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={[styles.chips, className].filter(Boolean).join(' ')}>
      <Heading className="visually-hidden">{title ?? t('form.activeFilters')}</Heading>
      <ul role="list" className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <AppLink
              href={chip.href}
              className={styles.chip}
              aria-label={removeLabel ? removeLabel(chip.label) : t('form.removeFilter', { label: chip.label })}
              scroll={false}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <AppLink href={clearHref} className={styles.clear} scroll={false}>
        {clearLabel ?? t('form.clearAll')}
      </AppLink>
    </div>
  );
}
