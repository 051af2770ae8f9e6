import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { StoryblokMultilink } from '@/vocabulary/block-types';
import { isExternalHref } from '@/site/routing/link-href';
import { isBlockedHref } from '@/site/routing/safe-href';
import { t } from '@/i18n/translate';
import { InternalLink } from './internal-link';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** Internal links only: false keeps the scroll position (filter chips, in-place updates). */
  scroll?: boolean;
};

/** True for paths of this site (`/stock`, `/news?page=2`), which Next's client router can handle. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The `target` an editor chose for a multilink (`_blank` opens a new tab), or undefined. */
export function linkTarget(link: Pick<StoryblokMultilink, 'target'> | undefined | null): '_blank' | undefined {
  return link?.target === '_blank' ? '_blank' : undefined;
}

/** Adds `noopener` to a link's rel without losing what the content asked for. */
export function externalRel(rel: string | undefined): string {
  const values = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  values.add('noopener');
  return [...values].join(' ');
}

/**
 * The props that have a value. `InternalLink` is a client component: every prop a server component gives it is
 * written into the page's payload, an undefined one as `"rel":"$undefined"` (three of them on every link).
 */
function definedProps<P extends object>(props: P): Partial<P> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<P>;
}

/**
 * The one link element of the site: Next `Link` for internal paths (client navigation, prefetch: see
 * site/ui/internal-link.tsx),
 * a plain `<a rel="noopener">` for other sites, a plain `<a>` for mailto:, tel: and #anchors.
 * A link that opens a new tab says so to screen readers; an href with a blocked scheme (`javascript:`...)
 * is no link at all, only its text.
 */
export function AppLink({ href, rel, target, children, scroll, ...rest }: AppLinkProps) {
  if (isBlockedHref(href)) {
    console.warn(`Blocked link: ${JSON.stringify(href.slice(0, 200))}`);
    return <span className={rest.className}>{children}</span>;
  }
  const content =
    target === '_blank' ? (
      <>
        {children}
        <span className="visually-hidden"> {t('site.opensInNewTab')}</span>
      </>
    ) : (
      children
    );

  if (isInternalHref(href)) {
    return (
      <InternalLink href={href} {...definedProps({ rel, target, scroll, ...rest })}>
        {content}
      </InternalLink>
    );
  }
  return (
    <a href={href} rel={isExternalHref(href) ? externalRel(rel) : rel} target={target} {...rest}>
      {content}
    </a>
  );
}
