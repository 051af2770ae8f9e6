import type { Location } from '@/services/locations/location';
import { t } from '@/i18n/translate';
import { mailtoHref, telHref } from '@/site/shell/contact-links';
import { Icon } from '@/site/ui/icons';
import { PhoneNumber } from '@/site/ui/phone-number';
import styles from './location-contact.module.css';

/** A site's address, phone and e-mail, one line each with its icon. */
export function LocationContact({ location }: { location: Pick<Location, 'address' | 'phone' | 'email'> }) {
  const { address } = location;
  return (
    <ul role="list" className={styles.lines}>
      <li className={styles.line}>
        <Icon name="map-pin" className={styles.icon} />
        <span className="visually-hidden">{t('location.page.address')}</span>
        <address>
          {address.street}
          <br />
          {address.postalCode} {address.locality}
        </address>
      </li>
      <li className={styles.line}>
        <Icon name="phone" className={styles.icon} />
        <span className="visually-hidden">{t('location.page.phone')}</span>
        <a href={telHref(location.phone)}>
          <PhoneNumber>{location.phone}</PhoneNumber>
        </a>
      </li>
      <li className={styles.line}>
        <Icon name="mail" className={styles.icon} />
        <span className="visually-hidden">{t('location.page.email')}</span>
        <a href={mailtoHref(location.email)} className={styles.email}>
          {location.email}
        </a>
      </li>
    </ul>
  );
}
