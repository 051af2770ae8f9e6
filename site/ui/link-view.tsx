import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternalHref } from '@/site/routing/link-href';
import { InternalLink } from './internal-link';

export type LinkViewProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Already checked (site/routing/safe-href.ts): never a blocked scheme. */
  href: string;
  children: ReactNode;
  /** Internal links only: false keeps the scroll position (filter chips, in-place updates). */
  scroll?: boolean;
  /** With `target="_blank"`: the words that tell screen readers the link opens a new tab. */
  newTabLabel?: string;
};

/**
 * A link prepared on the server for a client view (`linkData`, site/ui/app-link.tsx): its checked href and,
 * when it opens a new tab, the words that say so.
 */
export type LinkData = { href: string; newTab?: string };

/** The `LinkView` props of a prepared link. */
export function linkDataProps({ href, newTab }: LinkData): Pick<LinkViewProps, 'href' | 'target' | 'newTabLabel'> {
  return newTab ? { href, target: '_blank', newTabLabel: newTab } : { href };
}

/** True for paths of this site (`/stock`, `/news?page=2`), which Next's client router can handle. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
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
 * How a link is drawn, on the server (through `AppLink`, site/ui/app-link.tsx) and in client views alike:
 * Next `Link` for internal paths (client navigation, prefetch: site/ui/internal-link.tsx), a plain
 * `<a rel="noopener">` for other sites, a plain `<a>` for mailto:, tel: and #anchors.
 */
export function LinkView({ href, rel, target, newTabLabel, children, scroll, ...rest }: LinkViewProps) {
  const content =
    target === '_blank' && newTabLabel ? (
      <>
        {children}
        <span className="visually-hidden"> {newTabLabel}</span>
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
