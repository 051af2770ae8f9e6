import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { roleNames } from '@/i18n/fr-lu-studio-accounts';
import { mayDo } from '@/services/staff/roles';
import { StudioChrome } from '@/site/studio/studio-chrome';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = {
  title: { template: '%s | Studio Autopolis', default: 'Studio Autopolis' },
  robots: { index: false, follow: false },
};
export const dynamic = 'force-dynamic';

/**
 * The dealership team's studio. proxy.ts sends a browser without a session cookie to the login page; this
 * checks the session itself against the database (expired, logged out, account removed → login page), so the
 * studio never renders for a request that reached it some other way. Each page checks what the role allows.
 */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  const user = await requireStudioUser();
  const account = {
    name: user.name,
    role: roleNames[user.role],
    pages: mayDo(user.role, 'read'),
    leads: mayDo(user.role, 'leads'),
    journal: mayDo(user.role, 'audit'),
    accounts: mayDo(user.role, 'accounts'),
  };
  return <StudioChrome account={account}>{children}</StudioChrome>;
}
