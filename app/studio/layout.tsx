import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { StudioChrome } from '@/site/studio/studio-chrome';
import { studioAccess } from '@/site/studio/studio-access';

export const metadata: Metadata = {
  title: { template: '%s | Studio Autopolis', default: 'Studio Autopolis' },
  robots: { index: false, follow: false },
};
export const dynamic = 'force-dynamic';

/**
 * The developers' and editors' studio. proxy.ts answers 401 to a request without the password; this
 * check repeats it so the studio never renders for a request that reached it some other way.
 */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  if (studioAccess(process.env, (await headers()).get('authorization')) !== 'open') notFound();
  return <StudioChrome>{children}</StudioChrome>;
}
