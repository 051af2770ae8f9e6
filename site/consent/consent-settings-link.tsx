'use client';

import type { ReactNode } from 'react';
import { openConsentSettings } from './consent-store';

/** « Gérer les cookies » in the footer: reopens the banner's settings; without JavaScript, the cookies page. */
export function ConsentSettingsLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        openConsentSettings();
      }}
    >
      {children}
    </a>
  );
}
