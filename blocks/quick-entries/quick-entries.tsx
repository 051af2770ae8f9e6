import { sitePaths } from '@/services/routing/site-paths';
import type { BlockMap } from '@/vocabulary/block-types';
import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { AppLink } from '@/site/ui/app-link';
import { Icon, type IconName } from '@/site/ui/icons';
import { Section } from '@/site/ui/section';
import styles from './quick-entries.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

type Category = BlockMap['quick_entries']['categories'][number];

/** The stock list's path in fr-lu (the locale's route segment for `stock`). */
const STOCK_PATH = sitePaths().stock;

const CATEGORY_ICONS: Record<Category, IconName> = {
  electric: 'bolt',
  hybrid: 'leaf',
  compact: 'compact-car',
  high_entry: 'suv',
  family: 'van',
  company_car: 'briefcase',
};

/** The stock list filtered on one category: `/stock?category=electric`. */
export function stockCategoryHref(category: Category): string {
  return `${STOCK_PATH}?${new URLSearchParams({ category }).toString()}`;
}

/** Shortcuts into the stock, one tile per vehicle category the editor picked. */
export function QuickEntriesBlock({ block }: BlockProps<'quick_entries'>) {
  if (block.categories.length === 0) return null;
  return (
    <Section title={block.title || t('quickEntries.title')} titleId={blockDomId('quick-entries', block._uid)}>
      <ul role="list" className={styles.grid}>
        {block.categories.map((category) => {
          const label = t(`quickEntries.${category}`);
          return (
            <li key={category}>
              <AppLink href={stockCategoryHref(category)} aria-label={t('quickEntries.linkLabel', { category: label })}>
                <span>
                  <Icon name={CATEGORY_ICONS[category]} />
                </span>
                {label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
