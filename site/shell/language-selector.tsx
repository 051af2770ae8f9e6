import { t } from '@/i18n/translate';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '@/i18n/locales';
import { Icon } from '@/site/ui/icons';
import styles from './language-selector.module.css';

export type LanguageSelectorProps = {
  /** The locale of the page being shown, marked with aria-current. */
  current?: Locale;
  className?: string;
};

/**
 * Links to each locale's home (`/fr-lu/`); the proxy stores the choice in a cookie. Plain `<a>`
 * on purpose: switching language is a full page load.
 */
export function LanguageSelector({ current = DEFAULT_LOCALE, className }: LanguageSelectorProps) {
  return (
    <nav aria-label={t('language.choose')} className={[styles.languages, className].filter(Boolean).join(' ')}>
      <Icon name="globe" className={styles.icon} />
      <ul role="list" className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`/${locale}/`}
              hrefLang={HTML_LANG[locale]}
              lang={HTML_LANG[locale]}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.link}
            >
              <span className={styles.code}>{t(`language.code.${locale}`)}</span>
              <span className={styles.name}>{t(`language.${locale}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
