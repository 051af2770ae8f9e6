import { accountWords } from '@/i18n/fr-lu-studio-accounts';

/** What a studio page answers (403) to an account whose role does not allow it. */
export default function StudioForbidden() {
  return (
    <main id="main" style={{ padding: '2rem 1rem' }}>
      <h1>{accountWords.forbidden.title}</h1>
      <p>{accountWords.forbidden.text}</p>
    </main>
  );
}
