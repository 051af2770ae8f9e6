import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { LocationContact } from '@/site/locations/location-contact';
import { locationHref } from '@/site/locations/location-href';
import { OpeningHours } from '@/site/locations/opening-hours';
import { AppLink } from '@/site/ui/app-link';
import { Section } from '@/site/ui/section';
import styles from './vehicle-dealership.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** Where the vehicle stands: the dealership's name, address, phone, e-mail, and its hours with the live status. */
export function VehicleDealershipBlock({ block, context }: BlockProps<'vehicle_dealership', 'vehicle'>) {
  const { dealership } = context.subject;
  if (!dealership) return null;
  const titleId = blockDomId('vehicle-dealership', block._uid);
  return (
    <Section title={block.title || t('vehicle.dealership.title')} titleId={titleId}>
      <div className={styles.layout}>
        <div className={styles.contact}>
          <h3 className={styles.name}>
            <AppLink href={locationHref(dealership.slug)}>{dealership.name}</AppLink>
          </h3>
          <LocationContact location={dealership} />
        </div>
        <OpeningHours location={dealership} headingLevel={3} />
      </div>
    </Section>
  );
}
