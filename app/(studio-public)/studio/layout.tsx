import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { template: '%s | Studio Autopolis', default: 'Studio Autopolis' },
  robots: { index: false, follow: false },
};
export const dynamic = 'force-dynamic';

/**
 * The studio's pages a stranger may open (login, the first administrator's link): outside app/studio, whose
 * layout lets only the signed-in in.
 */
export default function StudioPublicLayout({ children }: { children: ReactNode }) {
  return children;
}
