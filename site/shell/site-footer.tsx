import Link from 'next/link';
import type { BlockMap } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { AppLink, linkTarget } from '@/site/ui/app-link';
import { Icon } from '@/site/ui/icons';
import { PhoneNumber } from '@/site/ui/phone-number';
import { ConsentSettingsLink } from '@/site/consent/consent-settings-link';
import { COOKIE_POLICY_PATH } from '@/site/consent/consent-labels';
import { addressLines, mailtoHref, telHref } from './contact-links';
import styles from './site-footer.module.css';

export type SiteFooterProps = {
  config: BlockMap['config'];
  /** The year of the copyright line; defaults to the current year. */
  year?: number;
};

/**
 * The site's contentinfo: wordmark and address, the footer link columns, contact (tel:, mailto:),
 * social links and the legal line.
 */
export function SiteFooter({ config, year = new Date().getFullYear() }: SiteFooterProps) {
  const columns = config.footer_columns ?? [];
  const socials = (config.social_links ?? []).flatMap((social) => {
    const href = linkHref(social.link);
    return href ? [{ social, href }] : [];
  });
  const lines = addressLines(config.address);

  return (
    <footer className={styles.footer} data-theme="dark">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.identity}>
            <Link href="/" className={styles.wordmark} aria-label={t('site.homeLink')}>
              {config.site_name}
            </Link>

            <div>
              <h2 className={styles.heading}>
                {t('site.contact')}
              </h2>
              <address>
                <ul role="list" className={styles.contactList}>
                  <li>
                    <a href={telHref(config.phone)} className={styles.contactLink}>
                      <Icon name="phone" className={styles.contactIcon} />
                      <span className="visually-hidden">{t('site.phone')}</span>
                      <PhoneNumber>{config.phone}</PhoneNumber>
                    </a>
                  </li>
                  <li>
                    <a href={mailtoHref(config.email)} className={styles.contactLink}>
                      <Icon name="mail" className={styles.contactIcon} />
                      <span className="visually-hidden">{t('site.email')}</span>
                      {config.email}
                    </a>
                  </li>
                  {lines.length > 0 ? (
                    <li className={styles.address}>
                      <Icon name="map-pin" className={styles.contactIcon} />
                      <span className="visually-hidden">{t('site.address')}</span>
                      <span className={styles.addressLines}>
                        {lines.map((line, index) => (
                          <span key={index}>{line}</span>
                        ))}
                      </span>
                    </li>
                  ) : null}
                </ul>
              </address>
            </div>
          </div>

          {columns.length > 0 ? (
            <nav aria-label={t('site.footerNavigation')} className={styles.columns}>
              {columns.map((column, columnIndex) => (
                <div key={columnIndex}>
                  <h2 className={styles.heading}>{column.title}</h2>
                  <ul role="list" className={styles.links}>
                    {column.links.map((link, index) => {
                      const href = linkHref(link.link);
                      if (!href) return null;
                      return (
                        <li key={index}>
                          <AppLink href={href} target={linkTarget(link.link)}>
                            {link.label}
                          </AppLink>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>

        <div className={styles.bottom}>
          <p className={styles.legal}>
            {t('site.copyright', { year, name: config.site_name })}
            {config.legal_text ? <span> {config.legal_text}</span> : null}{' '}
            <ConsentSettingsLink href={COOKIE_POLICY_PATH} className={styles.consentLink}>
              {t('consent.manage')}
            </ConsentSettingsLink>
          </p>
          {socials.length > 0 ? (
            <div className={styles.social}>
              <h2 className={`${styles.heading} ${styles.socialHeading}`}>
                {t('site.followUs')}
              </h2>
              <ul role="list" className={styles.socialList}>
                {socials.map(({ social, href }, index) => {
                  return (
                    <li key={index}>
                      <AppLink href={href} target={linkTarget(social.link)} className={styles.socialLink}>
                        <Icon name={social.network} className={styles.socialIcon} />
                        <span className="visually-hidden">{t(`social.${social.network}`)}</span>
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
