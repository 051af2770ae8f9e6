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
      <li>
        <Icon name="map-pin" />
        <span className="visually-hidden">{t('location.page.address')}</span>
        <address>
          {address.street}
          <br />
          {address.postalCode} {address.locality}
        </address>
      </li>
      <li>
        <Icon name="phone" />
        <span className="visually-hidden">{t('location.page.phone')}</span>
        <a href={telHref(location.phone)}>
          <PhoneNumber>{location.phone}</PhoneNumber>
        </a>
      </li>
      <li>
        <Icon name="mail" />
        <span className="visually-hidden">{t('location.page.email')}</span>
        <a href={mailtoHref(location.email)} className={styles.email}>
          {location.email}
        </a>
      </li>
    </ul>
  );
}
