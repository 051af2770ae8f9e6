'use client';

import { ErrorView } from '@/site/errors/error-view';
import '@/site/styles/globals.css';

export default function GlobalError() {
  return (
    <html lang="fr-LU">
      <body>
        <main id="main">
          <ErrorView kind="something-went-wrong" />
        </main>
      </body>
    </html>
  );
}
