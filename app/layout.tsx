import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { DEFAULT_LOCALE, HTML_LANG } from '@/i18n/locales';
import { CONSENT_EARLY_SCRIPT } from '@/site/consent/consent-early-script';
import { siteUrl } from '@/page/seo/site-url';
import { buildPollInterval } from '@/site/navigation/build-poll-interval';
import { currentBuild } from '@/site/navigation/current-build';
import { SiteRuntime } from '@/site/navigation/site-runtime';
import { fontSans } from '@/site/styles/fonts';
import { thirdPartyConfig } from '@/site/third-parties/third-party-config';
import { LiveAnnouncer } from '@/site/ui/live-announcer';
import '@/site/styles/globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#0b1f3a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The early script below adds an attribute before hydration.
    <html lang={HTML_LANG[DEFAULT_LOCALE]} className={fontSans.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_EARLY_SCRIPT }} />
      </head>
      <body>
        {children}
        {/* Outside the pages, so it stays as they change: what they announce is heard. */}
        <LiveAnnouncer />
        {/* It reads the URL's query: on a cached page it renders in the browser only. */}
        <Suspense fallback={null}>
          <SiteRuntime
            buildId={currentBuild().id}
            buildPollMs={buildPollInterval(process.env)}
            {...thirdPartyConfig()}
          />
        </Suspense>
      </body>
    </html>
  );
}
