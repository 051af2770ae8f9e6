import { UnavailablePage } from '@/page/unavailable-page';

// Rendered for each request, never cached: it is only shown while the database is unreachable.
export const dynamic = 'force-dynamic';

/**
 * The view of a page that could not be rendered because the database is unreachable (503). server.ts
 * serves it in that page's place; requested directly, it shows the same view.
 */
export default function ServiceUnavailable() {
  return <UnavailablePage />;
}
