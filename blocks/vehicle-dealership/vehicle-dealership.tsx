import type { BlockProps } from '@/registry/types';
import { dealershipDetails, WEEKDAYS, type OpeningPeriod, type Weekday } from '@/services/locations/dealerships';
import { t, type MessageKey } from '@/site/i18n/translate';
import { mailtoHref, telHref } from '@/site/shell/contact-links';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/site/ui/icons';
import { Section } from '@/site/ui/section';
import { vehicleFromParams } from '@/site/vehicles/vehicle-route';
import styles from './vehicle-dealership.module.css';

const WEEKDAY_LABEL: Record<Weekday, MessageKey> = {
  monday: 'vehicle.weekday.monday',
  tuesday: 'vehicle.weekday.tuesday',
  wednesday: 'vehicle.weekday.wednesday',
  thursday: 'vehicle.weekday.thursday',
  friday: 'vehicle.weekday.friday',
  saturday: 'vehicle.weekday.saturday',
  sunday: 'vehicle.weekday.sunday',
};

/** `08:30` → `8:30`. */
const clock = (time: string) => time.replace(/^0(\d)/, '$1');

function periods(list: OpeningPeriod[]): string {
  if (list.length === 0) return t('vehicle.dealership.closed');
  return list.map((p) => t('vehicle.dealership.period', { opens: clock(p.opens), closes: clock(p.closes) })).join(t('vehicle.dealership.periodSeparator'));
}

/** Where the vehicle stands: the dealership's name, address, phone, e-mail and its showroom and workshop hours. */
export async function VehicleDealershipBlock({ block, context }: BlockProps<'vehicle_dealership'>) {
  const vehicle = await vehicleFromParams(context.params);
  const dealership = vehicle ? dealershipDetails(vehicle.dealership) : null;
  if (!dealership) return null;
  const titleId = `vehicle-dealership-${block._uid}`;
  const { address } = dealership;
  return (
    <Section title={block.title || t('vehicle.dealership.title')} titleId={titleId}>
      <div className={styles.layout}>
        <div className={styles.contact}>
          <h3 className={styles.name}>{dealership.name}</h3>
          <ul role="list" className={styles.lines}>
            <li className={styles.line}>
              <MapPinIcon className={styles.icon} />
              <span className="visually-hidden">{t('vehicle.dealership.address')}</span>
              <address>
                {address.street}
                <br />
                {address.postalCode} {address.locality}
              </address>
            </li>
            <li className={styles.line}>
              <PhoneIcon className={styles.icon} />
              <span className="visually-hidden">{t('vehicle.dealership.phone')}</span>
              <a href={telHref(dealership.phone)}>{dealership.phone}</a>
            </li>
            <li className={styles.line}>
              <MailIcon className={styles.icon} />
              <span className="visually-hidden">{t('vehicle.dealership.email')}</span>
              <a href={mailtoHref(dealership.email)}>{dealership.email}</a>
            </li>
          </ul>
        </div>
        <table className={styles.hours}>
          <caption className={styles.caption}>{t('vehicle.dealership.openingHours')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vehicle.dealership.day')}</th>
              <th scope="col">{t('vehicle.dealership.showroom')}</th>
              <th scope="col">{t('vehicle.dealership.workshop')}</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((day) => (
              <tr key={day}>
                <th scope="row">{t(WEEKDAY_LABEL[day])}</th>
                <td>{periods(dealership.hours.showroom[day])}</td>
                <td>{periods(dealership.hours.workshop[day])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
