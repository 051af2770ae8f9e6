import { t } from '@/i18n/translate';
import styles from './skip-link.module.css';

/** The first focusable element of every page: jumps past the header to `<main id="main">`. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {t('site.skipToContent')}
    </a>
  );
}
