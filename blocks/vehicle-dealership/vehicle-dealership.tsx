import type { BlockProps } from '@/registry/types';
import { t } from '@/site/i18n/translate';
import { loadLocation } from '@/site/locations/load-locations';
import { locationHref } from '@/site/locations/location-href';
import { OpeningHours } from '@/site/locations/opening-hours';
import { mailtoHref, telHref } from '@/site/shell/contact-links';
import { AppLink } from '@/site/ui/app-link';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/site/ui/icons';
import { Section } from '@/site/ui/section';
import { vehicleFromParams } from '@/site/vehicles/vehicle-route';
import styles from './vehicle-dealership.module.css';

/** Where the vehicle stands: the dealership's name, address, phone, e-mail, and its hours with the live status. */
export async function VehicleDealershipBlock({ block, context }: BlockProps<'vehicle_dealership'>) {
  const vehicle = await vehicleFromParams(context.params);
  const dealership = vehicle ? await loadLocation(vehicle.dealership, context.preview ? 'draft' : 'published') : null;
  if (!dealership) return null;
  const titleId = `vehicle-dealership-${block._uid}`;
  const { address } = dealership;
  return (
    <Section title={block.title || t('vehicle.dealership.title')} titleId={titleId}>
      <div className={styles.layout}>
        <div className={styles.contact}>
          <h3 className={styles.name}>
            <AppLink href={locationHref(dealership.slug)}>{dealership.name}</AppLink>
          </h3>
          <ul role="list" className={styles.lines}>
            <li className={styles.line}>
              <MapPinIcon className={styles.icon} />
              <span className="visually-hidden">{t('location.page.address')}</span>
              <address>
                {address.street}
                <br />
                {address.postalCode} {address.locality}
              </address>
            </li>
            <li className={styles.line}>
              <PhoneIcon className={styles.icon} />
              <span className="visually-hidden">{t('location.page.phone')}</span>
              <a href={telHref(dealership.phone)}>{dealership.phone}</a>
            </li>
            <li className={styles.line}>
              <MailIcon className={styles.icon} />
              <span className="visually-hidden">{t('location.page.email')}</span>
              <a href={mailtoHref(dealership.email)}>{dealership.email}</a>
            </li>
          </ul>
        </div>
        <OpeningHours location={dealership} headingLevel={3} />
      </div>
    </Section>
  );
}
