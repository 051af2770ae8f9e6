import type { BlockProps } from '@/blocks/block-context';
import type { MessageKey } from '@/i18n/translate';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { linkTarget } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Icon, type IconName } from '@/site/ui/icons';
import { Section } from '@/site/ui/section';
import styles from './promises.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

type VehiclePromise = { title: MessageKey; text: MessageKey; icon: IconName };
type ShownPromise = { title: string; text: string; icon: IconName };

/** The four promises made on every vehicle; their texts are the site's, not the editor's. */
const PROMISES: readonly VehiclePromise[] = [
  { title: 'promises.inspection', text: 'promises.inspectionText', icon: 'shield-check' },
  { title: 'promises.cleaning', text: 'promises.cleaningText', icon: 'sparkle' },
  { title: 'promises.familyPass', text: 'promises.familyPassText', icon: 'family' },
  { title: 'promises.exchange', text: 'promises.exchangeText', icon: 'exchange' },
];

/**
 * The promises as a page shows them: on a vehicle's page the warranty is that vehicle's own (its data), so the
 * promise never disagrees with its figures; elsewhere the site's minimum.
 */
export function shownPromises(warrantyMonths: number | null): ShownPromise[] {
  return PROMISES.map(({ title, text, icon }) => {
    if (warrantyMonths === null || title !== 'promises.inspection') return { title: t(title), text: t(text), icon };
    return warrantyMonths > 0
      ? {
          title: t('promises.vehicleInspection', { months: warrantyMonths }),
          text: t('promises.vehicleInspectionText', { months: warrantyMonths }),
          icon,
        }
      : { title: t('promises.vehicleInspectionNoWarranty'), text: t('promises.vehicleInspectionNoWarrantyText'), icon };
  });
}

/** The vehicle promises with their icons, and an optional link to learn more. */
export function PromisesBlock({ block, context }: BlockProps<'promises'>) {
  const href = linkHref(block.link);
  const warrantyMonths = context.subject.kind === 'vehicle' ? context.subject.vehicle.warrantyMonths : null;
  return (
    <Section title={block.title || t('promises.title')} titleId={blockDomId('promises', block._uid)} tone="muted">
      <ul role="list" className={styles.list}>
        {shownPromises(warrantyMonths).map(({ title, text, icon }) => (
          <li key={icon}>
            <span>
              <Icon name={icon} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
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
