import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { LoginForm } from '@/site/studio/account-forms';
import styles from '@/site/studio/account-forms.module.css';
import { currentStudioUser, safeStudioPath } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: accountWords.login.title };

type Props = { searchParams: Promise<{ suite?: string | string[] }> };

/** `/studio/connexion`: the studio's login; `suite` is the studio path to go back to (a studio path only). */
export default async function LoginPage({ searchParams }: Props) {
  const { suite } = await searchParams;
  const back = safeStudioPath(typeof suite === 'string' ? suite : null) ?? '/studio';
  if (await currentStudioUser()) redirect(back);
  return (
    <main id="main" className={styles.page}>
      <h1>{accountWords.login.title}</h1>
      <p>{accountWords.login.intro}</p>
      <LoginForm suite={back} />
    </main>
  );
}
