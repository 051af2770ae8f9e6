import type { Metadata } from 'next';
import { accountWords } from '@/i18n/fr-lu-studio-accounts';
import { listAudit } from '@/services/staff/audit';
import { studioDatabase } from '@/services/staff/studio-database';
import styles from '@/site/studio/account-forms.module.css';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: accountWords.journal.title };

const when = new Intl.DateTimeFormat('fr-LU', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Luxembourg',
});

/** `/studio/journal`: the audit log (saves, publications, deletions, restorations, logins), administrators only. */
export default async function StudioJournalPage() {
  await requireStudioUser('audit');
  const rows = await listAudit(await studioDatabase());
  const words = accountWords.journal;
  return (
    <main id="main" className={styles.journal}>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {rows.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{words.at}</th>
              <th scope="col">{words.actor}</th>
              <th scope="col">{words.action}</th>
              <th scope="col">{words.subject}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{when.format(row.at)}</td>
                <td>{row.actorEmail}</td>
                <td>{words.actions[row.action] ?? row.action}</td>
                <td>{row.subject}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
