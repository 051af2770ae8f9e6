import Link from 'next/link';
import type { BlockMap, NavBrandsMenu, NavLink } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import type { Locale } from '@/i18n/locales';
import { linkHref } from '@/site/routing/link-href';
import { AppLink, linkTarget } from '@/site/ui/app-link';
import { Icon } from '@/site/ui/icons';
import { LanguageSelector } from './language-selector';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export type SiteHeaderProps = {
  config: BlockMap['config'];
  /** The locale of the page, for the language selector. */
  locale?: Locale;
};

function NavLinkItem({ item }: { item: NavLink }) {
  const href = linkHref(item.link);
  if (!href) return null;
  return (
    <li className={styles.item}>
      <AppLink href={href} target={linkTarget(item.link)} className={styles.link}>
        {item.label}
      </AppLink>
    </li>
  );
}

function BrandsMenuItem({ item }: { item: NavBrandsMenu }) {
  const allBrandsHref = linkHref(item.all_brands_link);
  return (
    <li className={styles.item}>
      <details className={styles.menu}>
        <summary className={styles.link}>
          {item.label}
          <Icon name="chevron-down" className={styles.chevron} />
        </summary>
        <div className={styles.dropdown}>
          <ul role="list" className={styles.brands}>
            {item.brands.map((brand, index) => {
              const href = linkHref(brand.link);
              if (!href) return null;
              return (
                <li key={index}>
                  <AppLink href={href} target={linkTarget(brand.link)}>
                    {brand.name}
                    {brand.tagline ? <span>{brand.tagline}</span> : null}
                  </AppLink>
                </li>
              );
            })}
          </ul>
          {allBrandsHref ? (
            <AppLink href={allBrandsHref} className={styles.allBrands}>
              {t('site.allBrands')}
              <Icon name="arrow-up-right" className={styles.allBrandsIcon} />
            </AppLink>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/**
 * The site's banner: the text wordmark (home link), the main navigation from the config story
 * (links and the brands dropdown) and the language selector. On small screens they sit in a panel
 * behind a menu button; the links themselves are plain server-rendered anchors.
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
          <nav aria-label={t('site.mainNavigation')} className={styles.nav}>
            <ul role="list" className={styles.list}>
              {config.main_navigation.map((item, index) =>
                item.component === 'nav_link' ? (
                  <NavLinkItem key={index} item={item} />
                ) : (
                  <BrandsMenuItem key={index} item={item} />
                ),
              )}
            </ul>
          </nav>
          <LanguageSelector current={locale} className={styles.languages} />
        </MobileMenu>
      </div>
    </header>
  );
}
