'use client';

import { createContext, useContext, type ReactNode } from 'react';

const PrefetchAllowed = createContext(true);

/**
 * Whether links under it prefetch their pages. Off in draft mode: every draft page renders per request, so
 * prefetching the links in view kept the server rendering pages nobody asked for while the editor's typing
 * waited for its own render (docs/decisions/0015-navigation-and-browser-runtime.md).
 */
export function PrefetchPolicy({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <PrefetchAllowed value={enabled}>{children}</PrefetchAllowed>;
}

export function usePrefetchAllowed(): boolean {
  return useContext(PrefetchAllowed);
}
