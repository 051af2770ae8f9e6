import type { Metadata } from 'next';
import Link from 'next/link';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import { resetLinkValid } from '@/services/staff/invitations';
import { studioDatabase } from '@/services/staff/studio-database';
import styles from '@/site/studio/account-forms.module.css';
import { NewPasswordForm } from '@/site/studio/accounts/password-forms';

export const metadata: Metadata = { title: teamWords.newPassword.title, referrer: 'no-referrer' };

type Props = { params: Promise<{ jeton: string }> };

/** `/studio/mot-de-passe/{jeton}`: the e-mailed reset link; a new password ends every session of the account. */
export default async function NewPasswordPage({ params }: Props) {
  const { jeton } = await params;
  const valid = await resetLinkValid(await studioDatabase(), jeton);
  const words = teamWords.newPassword;
  return (
    <main id="main" className={styles.page}>
      <h1>{words.title}</h1>
      {valid ? (
        <>
          <p>{words.intro}</p>
          <NewPasswordForm token={jeton} />
        </>
      ) : (
        <>
          <p role="alert">{words.invalidLink}</p>
          <p>
            <Link href="/studio/mot-de-passe" prefetch={false}>
              {words.newLink}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
