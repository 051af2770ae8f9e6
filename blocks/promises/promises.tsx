import type { BlockProps } from '@/blocks/block-context';
import type { MessageKey } from '@/i18n/translate';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { linkTarget } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Icon, type IconName } from '@/site/ui/icons';
import { Section } from '@/site/ui/section';
import type { Condition } from '@/services/stock/stock-vocabulary';
import { USED_CAR_PROMISES, vehiclePromises } from '@/services/stock/vehicle-promises';
import styles from './promises.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

type ShownPromise = { title: string; text: string; icon: IconName };

/** The used-car centre's four promises; their texts are the site's, not the editor's. */
const USED_CAR_TEXTS: Record<
  (typeof USED_CAR_PROMISES)[number],
  { title: MessageKey; text: MessageKey; icon: IconName }
> = {
  inspection: { title: 'promises.inspection', text: 'promises.inspectionText', icon: 'shield-check' },
  cleaning: { title: 'promises.cleaning', text: 'promises.cleaningText', icon: 'sparkle' },
  'family-pass': { title: 'promises.familyPass', text: 'promises.familyPassText', icon: 'family' },
  exchange: { title: 'promises.exchange', text: 'promises.exchangeText', icon: 'exchange' },
};

function usedCarPromise(promise: (typeof USED_CAR_PROMISES)[number]): ShownPromise {
  const { title, text, icon } = USED_CAR_TEXTS[promise];
  return { title: t(title), text: t(text), icon };
}

/** The vehicle a page is about, as far as its promises go. */
type PromiseSubject = { condition: Condition; warrantyMonths: number };

/**
 * The promises as a page shows them. On a vehicle's page they are its condition's (vehicle-promises.ts): a new
 * car has the maker's warranty and delivery, never the used-car centre's inspection or exchange; the warranty is
 * the vehicle's own (its data), so a promise never disagrees with its figures. Elsewhere the site's minimum.
 */
export function shownPromises(vehicle: PromiseSubject | null): ShownPromise[] {
  return (vehicle ? vehiclePromises(vehicle.condition) : USED_CAR_PROMISES).map((promise): ShownPromise => {
    const months = vehicle?.warrantyMonths ?? null;
    switch (promise) {
      case 'manufacturer-warranty': {
        const duration =
          months !== null && months > 0 && months % 12 === 0
            ? t('promises.years', { years: months / 12 })
            : t('promises.months', { months: months ?? 0 });
        return {
          title: t('promises.manufacturerWarranty', { duration }),
          text: t('promises.manufacturerWarrantyText'),
          icon: 'shield-check',
        };
      }
      case 'delivery':
        return { title: t('promises.delivery'), text: t('promises.deliveryText'), icon: 'compact-car' };
      case 'inspection':
        if (months === null) return usedCarPromise(promise);
        return months > 0
          ? {
              title: t('promises.vehicleInspection', { months }),
              text: t('promises.vehicleInspectionText', { months }),
              icon: 'shield-check',
            }
          : {
              title: t('promises.vehicleInspectionNoWarranty'),
              text: t('promises.vehicleInspectionNoWarrantyText'),
              icon: 'shield-check',
            };
      default:
        return usedCarPromise(promise);
    }
  });
}

/** The vehicle promises with their icons, and an optional link to learn more. */
export function PromisesBlock({ block, context }: BlockProps<'promises'>) {
  const vehicle = context.subject.kind === 'vehicle' ? context.subject.vehicle : null;
  // The editor's title and link speak of the used-car centre: a new car has its own words and no such link.
  const isNew = vehicle?.condition === 'new';
  const href = isNew ? null : linkHref(block.link);
  const title = isNew ? t('promises.newTitle') : block.title || t('promises.title');
  return (
    <Section title={title} titleId={blockDomId('promises', block._uid)} tone="muted">
      <ul role="list" className={styles.list}>
        {shownPromises(vehicle).map(({ title, text, icon }) => (
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
