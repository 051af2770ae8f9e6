'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readConsent, subscribeToConsent } from '@/site/consent/consent-store';
import { pushToDataLayer } from '@/site/third-parties/data-layer';
import { loadGoogleTagManager } from '@/site/third-parties/google-tag-manager';
import { startSentry } from '@/site/third-parties/start-sentry';
import type { GtmConfig, SentryConfig } from '@/site/third-parties/third-party-config';
import { watchBuild } from './build-watch';
import { watchUnhandledErrors } from './fatal-errors';
import { followLinksWithFullLoads } from './full-load-links';
import { installPrefetchLimit } from './prefetch-limit';
import { useScrollPositions } from './use-scroll-positions';

// Before the router's first prefetch, which starts once the page has hydrated.
installPrefetchLimit();

export type SiteRuntimeProps = {
  buildId: string;
  buildPollMs: number;
  gtm: GtmConfig | null;
  sentry: SentryConfig | null;
};

/**
 * What every page runs in the browser beside its content: scroll positions, the watch for a new build,
 * the guard against unhandled errors, and, once accepted, Tag Manager and Sentry. Renders nothing.
 */
export function SiteRuntime({ buildId, buildPollMs, gtm, sentry }: SiteRuntimeProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const url = search ? `${pathname}?${search}` : pathname;
  const [newBuild, setNewBuild] = useState(false);
  // Tag Manager accepted on a page whose policy predates the consent: the next page is loaded in full.
  const [gtmBlocked, setGtmBlocked] = useState(false);
  const [fatal, setFatal] = useState<Error | null>(null);
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, () => null);
  const firstUrl = useRef(url);

  useScrollPositions(pathname, url);

  useEffect(() => watchUnhandledErrors(setFatal), []);
  useEffect(
    () => watchBuild({ currentId: buildId, intervalMs: buildPollMs, onNewBuild: () => setNewBuild(true) }),
    [buildId, buildPollMs],
  );
  useEffect(() => (newBuild || gtmBlocked ? followLinksWithFullLoads() : undefined), [newBuild, gtmBlocked]);

  // A navigation the router made anyway (a filter form): load the page it reached from the new build.
  const urlAtNewBuild = useRef<string | null>(null);
  useEffect(() => {
    if (!newBuild) return;
    urlAtNewBuild.current ??= url;
    if (url !== urlAtNewBuild.current) window.location.reload();
  }, [newBuild, url]);

  useEffect(() => {
    if (!consent?.analytics) return;
    if (gtm) loadGoogleTagManager(gtm, () => setGtmBlocked(true));
    if (sentry) void startSentry(sentry);
  }, [consent?.analytics, gtm, sentry]);

  // The first page view is Tag Manager's own (its page-load trigger); later ones are client navigations.
  useEffect(() => {
    if (url === firstUrl.current) return;
    firstUrl.current = '';
    pushToDataLayer({ event: 'page_view', page_path: url, page_title: document.title });
  }, [url]);

  if (fatal) throw fatal;
  return null;
}
