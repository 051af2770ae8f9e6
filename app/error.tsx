'use client';

import { useEffect } from 'react';
import { WENT_WRONG_TEXTS } from '@/site/errors/boundary-error-texts';
import { ErrorView } from '@/site/errors/error-view';
import { isChunkLoadError, reloadPageAfterChunkError } from '@/site/navigation/chunk-reload';

export default function RenderError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // A script of an older build that is gone (a tab open across a deploy): one reload gets the new build.
    if (isChunkLoadError(error) && reloadPageAfterChunkError()) return;
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main">
      <ErrorView {...WENT_WRONG_TEXTS} />
    </main>
  );
}
