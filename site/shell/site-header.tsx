import Link from 'next/link';
import type { BlockMap } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import type { Locale } from '@/i18n/locales';
import { LanguageSelector } from './language-selector';
import { MainNavigation } from './main-navigation';
import { navigationEntries } from './navigation-entries';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export type SiteHeaderProps = {
  config: BlockMap['config'];
  /** The locale of the page, for the language selector. */
  locale?: Locale;
};

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
