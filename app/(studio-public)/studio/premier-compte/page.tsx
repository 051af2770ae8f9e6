import type { Metadata } from 'next';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { peekToken } from '@/services/staff/single-use-tokens';
import { studioDatabase } from '@/services/staff/studio-database';
import { FirstAdminForm } from '@/site/studio/account-forms';
import styles from '@/site/studio/account-forms.module.css';

export const metadata: Metadata = { title: accountWords.firstAdmin.title };

type Props = { searchParams: Promise<{ jeton?: string | string[] }> };

/** `/studio/premier-compte?jeton=…`: the single-use link the site prints at start while no account exists. */
export default async function FirstAdminPage({ searchParams }: Props) {
  const { jeton } = await searchParams;
  const token = typeof jeton === 'string' ? jeton : '';
  const valid = token !== '' && (await peekToken(await studioDatabase(), token, 'first-admin')) !== null;
  return (
    <main id="main" className={styles.page}>
      <h1>{accountWords.firstAdmin.title}</h1>
      {valid ? (
        <>
          <p>{accountWords.firstAdmin.intro}</p>
          <FirstAdminForm token={token} />
        </>
      ) : (
        <p role="alert">{accountWords.firstAdmin.invalidLink}</p>
      )}
    </main>
  );
}
