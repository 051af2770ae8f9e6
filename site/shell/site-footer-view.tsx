'use client';

import Link from 'next/link';
import { ConsentSettingsLink } from '@/site/consent/consent-settings-link';
import { Icon, type IconName } from '@/site/ui/icons';
import { linkDataProps, LinkView, type LinkData } from '@/site/ui/link-view';
import { PhoneNumber } from '@/site/ui/phone-number';
import styles from './site-footer.module.css';

/** What the footer shows, in words already translated and links already checked (footer-data.ts). */
export type FooterData = {
  siteName: string;
  homeLabel: string;
  contact: {
    title: string;
    phone: { label: string; number: string; href: string };
    email: { label: string; address: string; href: string };
    address?: { label: string; lines: string[] };
  };
  navigation?: { label: string; columns: { title: string; links: (LinkData & { label: string })[] }[] };
  legal: { copyright: string; text?: string; consent: { label: string; href: string } };
  social?: { title: string; links: (LinkData & { network: IconName; label: string })[] };
};

/**
 * The site's contentinfo: wordmark and address, the footer link columns, contact (tel:, mailto:), social
 * links and the legal line. A client view of data, so that every page's payload carries the footer's words
 * and links, not a tree of elements that is the same on every page.
 */
export function SiteFooterView({ data }: { data: FooterData }) {
  const { contact, navigation, legal, social } = data;
  return (
    <footer className={styles.footer} data-theme="dark">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.identity}>
            <Link href="/" className={styles.wordmark} aria-label={data.homeLabel}>
              {data.siteName}
            </Link>
            <div>
              <h2 className={styles.heading}>{contact.title}</h2>
              <address>
                <ul role="list" className={styles.contactList}>
                  <li>
                    <a href={contact.phone.href} className={styles.contactLink}>
                      <Icon name="phone" className={styles.contactIcon} />
                      <span className="visually-hidden">{contact.phone.label}</span>
                      <PhoneNumber>{contact.phone.number}</PhoneNumber>
                    </a>
                  </li>
                  <li>
                    <a href={contact.email.href} className={styles.contactLink}>
                      <Icon name="mail" className={styles.contactIcon} />
                      <span className="visually-hidden">{contact.email.label}</span>
                      {contact.email.address}
                    </a>
                  </li>
                  {contact.address ? (
                    <li className={styles.address}>
                      <Icon name="map-pin" className={styles.contactIcon} />
                      <span className="visually-hidden">{contact.address.label}</span>
                      <span className={styles.addressLines}>
                        {contact.address.lines.map((line, index) => (
                          <span key={index}>{line}</span>
                        ))}
                      </span>
                    </li>
                  ) : null}
                </ul>
              </address>
            </div>
          </div>

          {navigation ? (
            <nav aria-label={navigation.label} className={styles.columns}>
              {navigation.columns.map((column, columnIndex) => (
                <div key={columnIndex}>
                  <h2 className={styles.heading}>{column.title}</h2>
                  <ul role="list" className={styles.links}>
                    {column.links.map((link, index) => (
                      <li key={index}>
                        <LinkView {...linkDataProps(link)}>{link.label}</LinkView>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>

        <div className={styles.bottom}>
          <p className={styles.legal}>
            {legal.copyright}
            {legal.text ? <span>{` ${legal.text}`}</span> : null}{' '}
            <ConsentSettingsLink href={legal.consent.href} className={styles.consentLink}>
              {legal.consent.label}
            </ConsentSettingsLink>
          </p>
          {social ? (
            <div className={styles.social}>
              <h2 className={`${styles.heading} ${styles.socialHeading}`}>{social.title}</h2>
              <ul role="list" className={styles.socialList}>
                {social.links.map((link, index) => (
                  <li key={index}>
                    <LinkView {...linkDataProps(link)} className={styles.socialLink}>
                      <Icon name={link.network} className={styles.socialIcon} />
                      <span className="visually-hidden">{link.label}</span>
                    </LinkView>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
