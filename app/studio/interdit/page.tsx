import type { Metadata } from 'next';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { DocumentStatus } from '@/site/http/document-status';
import styles from '@/site/studio/pages/studio-pages.module.css';

export const metadata: Metadata = { title: accountWords.forbidden.title };

/**
 * Where a studio page sends an account whose role does not allow it (site/studio/studio-session.ts), answered
 * 403 through the status the page declares. Not Next.js's `forbidden()`: its `authInterrupts` puts its own
 * English 401 and 403 views into the payload of every public page.
 */
export default function StudioForbiddenPage() {
  return (
    <main id="main" className={styles.page}>
      <DocumentStatus status={403} />
      <h1>{accountWords.forbidden.title}</h1>
      <p>{accountWords.forbidden.text}</p>
    </main>
  );
}
