import type { Metadata } from 'next';
import Link from 'next/link';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import styles from '@/site/studio/account-forms.module.css';
import { ResetRequestForm } from '@/site/studio/accounts/password-forms';

export const metadata: Metadata = { title: teamWords.forgot.title };

/** `/studio/mot-de-passe`: « Mot de passe oublié », a reset link by e-mail (the same answer for any address). */
export default function ForgottenPasswordPage() {
  const words = teamWords.forgot;
  return (
    <main id="main" className={styles.page}>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <ResetRequestForm />
      <p>
        <Link href="/studio/connexion" prefetch={false}>
          {words.back}
        </Link>
      </p>
    </main>
  );
}
