import { errorTexts } from '@/site/errors/error-texts';
import { ErrorView } from '@/site/errors/error-view';

/**
 * Next.js's own 404 (an address no route matches, or a `notFound()` thrown while rendering). Page routes
 * never get here: a path nothing serves renders its own error view (page/not-found-page.tsx). Next.js
 * renders this boundary with every page, so it reads nothing.
 */
export default function NotFound() {
  return (
    <main id="main">
      <ErrorView {...errorTexts('page-not-found')} />
    </main>
  );
}
