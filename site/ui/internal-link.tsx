'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { usePrefetchAllowed } from './prefetch-policy';

export type InternalLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * Story pages are cached: a link in view prefetches the whole page (Next's default prefetches nothing for a
 * route without a loading boundary). Addresses with a query (filters, pages of a list) are rendered once per
 * combination, so they wait for the click rather than render every combination in view. site/navigation/prefetch-limit.ts keeps at most five prefetches on the wire.
 */
function prefetchWhole(href: string): true | undefined {
  return href.includes('?') ? undefined : true;
}

/**
 * Next `Link` to a path of this site, prefetched as above. A client component so that the choice is made in
 * the browser: server components pass only what the link shows, not `"prefetch":true` on every link of the
 * page's payload. Use `AppLink` (site/ui/app-link.tsx), which sends internal paths here.
 */
export function InternalLink({ href, ...rest }: InternalLinkProps) {
  const allowed = usePrefetchAllowed();
  return <Link href={href} prefetch={allowed ? prefetchWhole(href) : false} {...rest} />;
}
