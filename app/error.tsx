'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/site/errors/error-view';

export default function RenderError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main">
      <ErrorView kind="something-went-wrong" />
    </main>
  );
}
