import type { BlockMap } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import { linkData } from '@/site/ui/app-link';
import { COOKIE_POLICY_PATH } from '@/site/consent/consent-labels';
import { addressLines, mailtoHref, telHref } from './contact-links';
import type { FooterData } from './site-footer-view';

/** The footer's data from the config story: links without a usable href, and empty columns, are left out. */
export function footerData(config: BlockMap['config'], year: number): FooterData {
  const lines = addressLines(config.address);
  const columns = (config.footer_columns ?? []).flatMap((column) => {
    const links = column.links.flatMap((link) => {
      const data = linkData(link.link);
      return data ? [{ label: link.label, ...data }] : [];
    });
    return links.length > 0 ? [{ title: column.title, links }] : [];
  });
  const socials = (config.social_links ?? []).flatMap((social) => {
    const data = linkData(social.link);
    return data ? [{ network: social.network, label: t(`social.${social.network}`), ...data }] : [];
  });
  return {
    siteName: config.site_name,
    homeLabel: t('site.homeLink'),
    contact: {
      title: t('site.contact'),
      phone: { label: t('site.phone'), number: config.phone, href: telHref(config.phone) },
      email: { label: t('site.email'), address: config.email, href: mailtoHref(config.email) },
      ...(lines.length > 0 ? { address: { label: t('site.address'), lines } } : {}),
    },
    ...(columns.length > 0 ? { navigation: { label: t('site.footerNavigation'), columns } } : {}),
    legal: {
      copyright: t('site.copyright', { year, name: config.site_name }),
      ...(config.legal_text ? { text: config.legal_text } : {}),
      consent: { label: t('consent.manage'), href: COOKIE_POLICY_PATH },
    },
    ...(socials.length > 0 ? { social: { title: t('site.followUs'), links: socials } } : {}),
  };
}
