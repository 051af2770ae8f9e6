import type { BlockProps } from '@/blocks/block-context';
import { linkHref } from '@/site/routing/link-href';
import { AppLink, linkTarget } from '@/site/ui/app-link';
import styles from './nav-link.module.css';

/** A navigation link on its own (the header and footer render their links with their own markup). */
export function NavLinkBlock({ block }: BlockProps<'nav_link'>) {
  const href = linkHref(block.link);
  if (!href) return <span className={styles.navLink}>{block.label}</span>;
  return (
    <AppLink href={href} target={linkTarget(block.link)} className={styles.navLink}>
      {block.label}
    </AppLink>
  );
}
