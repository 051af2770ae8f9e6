import Link from 'next/link';
import type { BlockMap } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import type { Locale } from '@/i18n/locales';
import { linkData } from '@/site/ui/app-link';
import { LanguageSelector } from './language-selector';
import { MainNavigation, type BrandEntry, type NavigationEntry } from './main-navigation';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export type SiteHeaderProps = {
  config: BlockMap['config'];
  /** The locale of the page, for the language selector. */
  locale?: Locale;
};

/** The config's main navigation as data for MainNavigation: entries without a usable link are left out. */
function navigationEntries(config: BlockMap['config']): NavigationEntry[] {
  return config.main_navigation.flatMap((item): NavigationEntry[] => {
    if (item.component === 'nav_link') {
      const link = linkData(item.link);
      return link ? [{ label: item.label, ...link }] : [];
    }
    const brands = item.brands.flatMap((brand): BrandEntry[] => {
      const link = linkData(brand.link);
      if (!link) return [];
      return [brand.tagline ? { name: brand.name, tagline: brand.tagline, ...link } : { name: brand.name, ...link }];
    });
    const allBrands = linkData(item.all_brands_link);
    return [allBrands ? { label: item.label, brands, allBrands: { label: t('site.allBrands'), ...allBrands } } : { label: item.label, brands }];
  });
}

/**
 * The site's banner: the text wordmark (home link), the main navigation from the config story
 * (links and the brands dropdown) and the language selector. On small screens they sit in a panel
 * behind a menu button. The navigation is drawn by a client view from data (main-navigation.tsx).
 */
export function SiteHeader({ config, locale }: SiteHeaderProps) {
  return (
    <header className={styles.header} data-theme="dark">
      <div className={styles.bar}>
        <Link href="/" className={styles.wordmark} aria-label={t('site.homeLink')}>
          <span className={styles.wordmarkMark} aria-hidden="true" />
          {config.site_name}
        </Link>
        <MobileMenu label={t('site.menu')}>
          <MainNavigation label={t('site.mainNavigation')} entries={navigationEntries(config)} />
          <LanguageSelector current={locale} className={styles.languages} />
        </MobileMenu>
      </div>
    </header>
  );
}
