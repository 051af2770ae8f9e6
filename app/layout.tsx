import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, HTML_LANG } from '@/i18n/locales';
import { siteUrl } from '@/page/seo/site-url';
import { fontSans } from '@/site/styles/fonts';
import '@/site/styles/globals.css';

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#0b1f3a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={HTML_LANG[DEFAULT_LOCALE]} className={fontSans.variable}>
      <body>{children}</body>
    </html>
  );
}
