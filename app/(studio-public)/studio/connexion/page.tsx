import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import { LoginForm } from '@/site/studio/account-forms';
import styles from '@/site/studio/account-forms.module.css';
import { currentStudioUser, safeStudioPath } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: accountWords.login.title };

type Props = { searchParams: Promise<{ suite?: string | string[]; 'mot-de-passe'?: string | string[] }> };

/** `/studio/connexion`: the studio's login; `suite` is the studio path to go back to (a studio path only). */
export default async function LoginPage({ searchParams }: Props) {
  const { suite, 'mot-de-passe': password } = await searchParams;
  const back = safeStudioPath(typeof suite === 'string' ? suite : null) ?? '/studio';
  if (await currentStudioUser()) redirect(back);
  return (
    <main id="main" className={styles.page}>
      <h1>{accountWords.login.title}</h1>
      {password === 'change' ? <p role="status">{teamWords.newPassword.changed}</p> : null}
      <p>{accountWords.login.intro}</p>
      <LoginForm suite={back} />
      <p>
        <Link href="/studio/mot-de-passe" prefetch={false}>
          {teamWords.forgot.link}
        </Link>
      </p>
    </main>
  );
}
