'use client';

import { useEffect } from 'react';
import { WENT_WRONG_TEXTS } from '@/site/errors/boundary-error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { isChunkLoadError, reloadPageAfterChunkError } from '@/site/navigation/chunk-reload';
import '@/site/styles/globals.css';

/** The root's own error view: an error in the layout, or one the site runtime found unhandled in the browser. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error) && reloadPageAfterChunkError()) return;
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <html lang="fr-LU">
      <body>
        <main id="main">
          <ErrorView {...WENT_WRONG_TEXTS} />
        </main>
      </body>
    </html>
  );
}
