import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { AppLink } from '@/site/ui/app-link';
import { Icon } from '@/site/ui/icons';
import styles from './nav-brands-menu.module.css';

/**
 * The brands menu on its own: a native disclosure (`<details>`, keyboard-usable without JavaScript)
 * listing the brands. The site header renders this menu with its own markup.
 */
export function NavBrandsMenuBlock({ block, context }: BlockProps<'nav_brands_menu'>) {
  const allBrandsHref = linkHref(block.all_brands_link);
  return (
    <details className={styles.menu}>
      <summary className={styles.summary}>
        {block.label}
        <Icon name="chevron-down" className={styles.chevron} />
      </summary>
      <div className={styles.panel}>
        <ul role="list" className={styles.brands}>
          {block.brands.map((brand, index) => (
            <li key={index}>{context.renderBlocks([brand])}</li>
          ))}
        </ul>
        {allBrandsHref ? (
          <AppLink href={allBrandsHref} className={styles.allBrands}>
            {t('site.allBrands')}
          </AppLink>
        ) : null}
      </div>
    </details>
  );
}
