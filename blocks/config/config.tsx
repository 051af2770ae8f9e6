import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { SiteFooter } from '@/site/shell/site-footer';
import { SiteHeader } from '@/site/shell/site-header';
import styles from './config.module.css';

/**
 * The site configuration story, shown only in the visual editor: a live preview of the real header
 * and footer built from it, so editors see their navigation and contact changes.
 */
export function ConfigBlock({ block }: BlockProps<'config'>) {
  return (
    <div className={styles.preview}>
      <p className={styles.heading}>{t('block.configPreview')}</p>
      <section aria-label={t('block.configHeader')} className={styles.frame}>
        <p className={styles.label}>{t('block.configHeader')}</p>
        <div className={styles.sample}>
          <SiteHeader config={block} />
        </div>
      </section>
      <section aria-label={t('block.configFooter')} className={styles.frame}>
        <p className={styles.label}>{t('block.configFooter')}</p>
        <div className={styles.sample}>
          <SiteFooter config={block} />
        </div>
      </section>
    </div>
  );
}
