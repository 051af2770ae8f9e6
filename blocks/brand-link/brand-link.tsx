import type { BlockProps } from '@/blocks/block-context';
import { linkHref } from '@/site/routing/link-href';
import { AppLink, linkTarget } from '@/site/ui/app-link';
import styles from './brand-link.module.css';

/** A brand as a text wordmark (never a logo) linking to the brand's page, with its tagline. */
export function BrandLinkBlock({ block }: BlockProps<'brand_link'>) {
  const href = linkHref(block.link);
  const content = (
    <>
      <span>{block.name}</span>
      {block.tagline ? <span>{block.tagline}</span> : null}
    </>
  );
  if (!href) return <span className={styles.brand}>{content}</span>;
  return (
    <AppLink href={href} target={linkTarget(block.link)} className={styles.brand}>
      {content}
    </AppLink>
  );
}
