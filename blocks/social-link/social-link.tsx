import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { AppLink, linkTarget } from '@/site/ui/app-link';
import { Icon } from '@/site/ui/icons';
import styles from './social-link.module.css';

/** A social network link: its icon, named for screen readers. */
export function SocialLinkBlock({ block }: BlockProps<'social_link'>) {
  const href = linkHref(block.link);
  if (!href) return null;
  return (
    <AppLink href={href} target={linkTarget(block.link)} className={styles.socialLink}>
      <Icon name={block.network} className={styles.icon} />
      <span className="visually-hidden">{t(`social.${block.network}`)}</span>
    </AppLink>
  );
}
