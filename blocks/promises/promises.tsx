import type { BlockProps } from '@/blocks/block-context';
import type { MessageKey } from '@/i18n/translate';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { linkTarget } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Icon, type IconName } from '@/site/ui/icons';
import { Section } from '@/site/ui/section';
import styles from './promises.module.css';

type VehiclePromise = { title: MessageKey; text: MessageKey; icon: IconName };

/** The four promises made on every vehicle; their texts are the site's, not the editor's. */
const PROMISES: readonly VehiclePromise[] = [
  { title: 'promises.inspection', text: 'promises.inspectionText', icon: 'shield-check' },
  { title: 'promises.cleaning', text: 'promises.cleaningText', icon: 'sparkle' },
  { title: 'promises.familyPass', text: 'promises.familyPassText', icon: 'family' },
  { title: 'promises.exchange', text: 'promises.exchangeText', icon: 'exchange' },
];

/** The vehicle promises with their icons, and an optional link to learn more. */
export function PromisesBlock({ block }: BlockProps<'promises'>) {
  const href = linkHref(block.link);
  return (
    <Section title={block.title || t('promises.title')} titleId={`promises-${block._uid}`} tone="muted">
      <ul role="list" className={styles.list}>
        {PROMISES.map(({ title, text, icon }) => (
          <li key={title} className={styles.promise}>
            <span className={styles.iconWrap}>
              <Icon name={icon} className={styles.icon} />
            </span>
            <h3 className={styles.title}>{t(title)}</h3>
            <p className={styles.text}>{t(text)}</p>
          </li>
        ))}
      </ul>
      {href ? (
        <div className={styles.more}>
          <Button href={href} target={linkTarget(block.link)} variant="tertiary">
            {block.link_label || t('block.readMore')}
          </Button>
        </div>
      ) : null}
    </Section>
  );
}
