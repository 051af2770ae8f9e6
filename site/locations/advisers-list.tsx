import type { Employee } from '@/services/locations/location';
import { MAKE_NAMES } from '@/services/stock/stock-vocabulary';
import { t } from '@/i18n/translate';
import { mailtoHref, telHref } from '@/site/shell/contact-links';
import { Icon } from '@/site/ui/icons';
import { isMediaAddress, mediaLoader } from '@/site/ui/media-loader';
import { PhoneNumber } from '@/site/ui/phone-number';
import styles from './advisers-list.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** People cards: portrait (or initials), name, role, brands, direct phone and e-mail. */
export function AdvisersList({ employees, headingLevel = 3 }: { employees: Employee[]; headingLevel?: 3 | 4 }) {
  if (employees.length === 0) return <p>{t('location.advisers.none')}</p>;
  const Name = `h${headingLevel}` as const;
  return (
    <ul role="list" className={styles.list}>
      {employees.map((person) => (
        <li key={`${person.name}-${person.role}`} className={styles.card}>
          {person.photo ? (
            // Portraits are small local illustrations; a plain img keeps them out of the image optimiser.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.photo}
              // A library photo at the width the route makes nearest twice the portrait's 96 px.
              src={
                isMediaAddress(person.photo.src) ? mediaLoader({ src: person.photo.src, width: 256 }) : person.photo.src
              }
              alt={person.photo.alt || t('location.advisers.photo', { name: person.name })}
              width={96}
              height={96}
              loading="lazy"
            />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initials(person.name)}
            </span>
          )}
          <div className={styles.text}>
            <Name className={styles.name}>{person.name}</Name>
            <p className={styles.role}>{person.role}</p>
            {person.brands.length > 0 && (
              <p className={styles.brands}>{person.brands.map((b) => MAKE_NAMES[b]).join(', ')}</p>
            )}
            <ul role="list" className={styles.contact}>
              {person.phone && (
                <li>
                  <Icon name="phone" className={styles.icon} />
                  <a href={telHref(person.phone)}>
                    <PhoneNumber>{person.phone}</PhoneNumber>
                    <span className="visually-hidden"> {t('location.advisers.contactOf', { name: person.name })}</span>
                  </a>
                </li>
              )}
              {person.email && (
                <li>
                  <Icon name="mail" className={styles.icon} />
                  <a href={mailtoHref(person.email)} className={styles.email}>
                    {person.email}
                    <span className="visually-hidden"> {t('location.advisers.contactOf', { name: person.name })}</span>
                  </a>
                </li>
              )}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
