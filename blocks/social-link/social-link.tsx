import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { AppLink, linkTarget } from '@/site/ui/app-link';
import { SOCIAL_ICONS } from '@/site/ui/icons';
import styles from './social-link.module.css';

/** A social network link: its icon, named for screen readers. */
export function SocialLinkBlock({ block }: BlockProps<'social_link'>) {
  const href = linkHref(block.link);
  if (!href) return null;
  const Icon = SOCIAL_ICONS[block.network];
  return (
    <AppLink href={href} target={linkTarget(block.link)} className={styles.socialLink}>
      <Icon className={styles.icon} />
      <span className="visually-hidden">{t(`social.${block.network}`)}</span>
    </AppLink>
  );
}
