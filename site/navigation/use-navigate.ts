'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { navigationTarget } from '@/site/routing/safe-href';

export type NavigateOptions = { external?: boolean; replace?: boolean; scroll?: boolean };

/**
 * The one way client code navigates: internal paths through Next's router, other sites only when the
 * caller says `external` (else it throws), blocked schemes (`javascript:`...) never (it throws).
 */
export function useNavigate(): (href: string, options?: NavigateOptions) => void {
  const router = useRouter();
  return useCallback(
    (href, options = {}) => {
      const target = navigationTarget(href, window.location.origin, options);
      if (target.kind === 'external') window.location.assign(target.href);
      else if (options.replace) router.replace(target.href, { scroll: options.scroll });
      else router.push(target.href, { scroll: options.scroll });
    },
    [router],
  );
}
