import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'État du site', robots: { index: false, follow: false } };

/**
 * A minimal static page: an uptime check, and the baseline `npm run bench` compares story pages with
 * (the same build's floor for throughput and first-load JavaScript).
 */
export default function StatusPage() {
  return (
    <main id="main">
      <h1>Le site fonctionne.</h1>
    </main>
  );
}
