import type { ReactNode } from 'react';
import type { BlockMap } from '@/vocabulary/block-types';
import { ConsentBanner } from '@/site/consent/consent-banner';
import { VehicleListsBar } from '@/site/favourites/vehicle-lists-bar';
import type { Locale } from '@/i18n/locales';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export type SiteShellProps = {
  config: BlockMap['config'];
  children: ReactNode;
  /** The locale of the page (language selector); the default locale when omitted. */
  locale?: Locale;
  /** The copyright year; the current year when omitted. */
  year?: number;
  /** Links to this page keep the scroll position (a page setting; site/navigation/use-scroll-positions.ts). */
  keepScroll?: boolean;
  /** A draft page: an editor at work, not a visitor to ask for consent. */
  preview?: boolean;
};

/** The frame of every page: skip link, banner, `<main id="main">`, contentinfo. */
export function SiteShell({ config, children, locale, year, keepScroll = false, preview = false }: SiteShellProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader config={config} locale={locale} />
      <main id="main" tabIndex={-1} data-keep-scroll={keepScroll ? '' : undefined}>
        {children}
      </main>
      <SiteFooter config={config} year={year} />
      <VehicleListsBar />
      {!preview && <ConsentBanner />}
    </>
  );
}
