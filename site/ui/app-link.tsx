import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { StoryblokMultilink } from '@/vocabulary/block-types';
import { isBlockedHref } from '@/site/routing/safe-href';
import { t } from '@/i18n/translate';
import { linkHref } from '@/site/routing/link-href';
import { LinkView, type LinkData } from './link-view';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** Internal links only: false keeps the scroll position (filter chips, in-place updates). */
  scroll?: boolean;
};

/** The `target` an editor chose for a multilink (`_blank` opens a new tab), or undefined. */
export function linkTarget(link: Pick<StoryblokMultilink, 'target'> | undefined | null): '_blank' | undefined {
  return link?.target === '_blank' ? '_blank' : undefined;
}

/** A multilink prepared for a client view (site/ui/link-view.tsx), or null when it is empty or blocked. */
export function linkData(link: StoryblokMultilink | undefined | null): LinkData | null {
  const href = linkHref(link);
  if (!href) return null;
  return linkTarget(link) ? { href, newTab: t('site.opensInNewTab') } : { href };
}

/**
 * The one link element of server components, drawn by `LinkView` (site/ui/link-view.tsx): Next `Link` for
 * internal paths, a plain `<a rel="noopener">` for other sites, a plain `<a>` for mailto:, tel: and #anchors.
 * A link that opens a new tab says so to screen readers; an href with a blocked scheme (`javascript:`...)
 * is no link at all, only its text.
 */
export function AppLink({ href, rel, target, children, scroll, ...rest }: AppLinkProps) {
  if (isBlockedHref(href)) {
    console.warn(`Blocked link: ${JSON.stringify(href.slice(0, 200))}`);
    return <span className={rest.className}>{children}</span>;
  }
  return (
    <LinkView
      href={href}
      rel={rel}
      target={target}
      scroll={scroll}
      newTabLabel={target === '_blank' ? t('site.opensInNewTab') : undefined}
      {...rest}
    >
      {children}
    </LinkView>
  );
}
