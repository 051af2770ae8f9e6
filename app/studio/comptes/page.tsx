import type { Metadata } from 'next';
import { roleNames } from '@/i18n/fr-lu-studio-accounts';
import { teamWords } from '@/i18n/fr-lu-studio-team';
import { loadLocations } from '@/services/locations/load-locations';
import { listStaffAccounts } from '@/services/staff/account-admin';
import { staffMailSettings } from '@/services/staff/staff-mail';
import { studioDatabase } from '@/services/staff/studio-database';
import { AccountActions, InviteForm, type SiteChoice } from '@/site/studio/accounts/account-admin-forms';
import styles from '@/site/studio/accounts/accounts.module.css';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: teamWords.accounts.title };

const when = new Intl.DateTimeFormat('fr-LU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Luxembourg',
});

/**
 * `/studio/comptes`: the studio's accounts, administrators only (this page, and each of its actions again on
 * the server). Invitations and reset links are e-mailed with SMTP_URL; without it, the page shows them to copy.
 */
export default async function StudioAccountsPage() {
  const user = await requireStudioUser('accounts');
  const [accounts, locations] = await Promise.all([listStaffAccounts(await studioDatabase()), loadLocations()]);
  const sites: SiteChoice[] = locations.map((location) => ({ slug: location.slug, name: location.name }));
  const siteName = new Map(sites.map((site) => [site.slug, site.name]));
  const words = teamWords.accounts;
  return (
    <main id="main" className={styles.page}>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {staffMailSettings() ? null : <p className={styles.notice}>{words.noSmtp}</p>}
      <section aria-labelledby="invite-title" className={styles.invite}>
        <h2 id="invite-title">{words.inviteTitle}</h2>
        <InviteForm sites={sites} />
      </section>
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title">{words.listTitle}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{words.name}</th>
              <th scope="col">{words.email}</th>
              <th scope="col">{words.role}</th>
              <th scope="col">{words.sites}</th>
              <th scope="col">{words.lastLogin}</th>
              <th scope="col">{words.actions}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const self = account.id === user.id;
              return (
                <tr key={account.id}>
                  <th scope="row">
                    {account.name} {self ? words.you : null}
                  </th>
                  <td>{account.email}</td>
                  <td>{roleNames[account.role]}</td>
                  <td>
                    {account.role === 'commercial'
                      ? account.siteIds.map((site) => siteName.get(site) ?? site).join(', ') || words.noSites
                      : '—'}
                  </td>
                  <td>
                    {account.pending
                      ? words.pending
                      : account.lastLoginAt
                        ? when.format(account.lastLoginAt)
                        : words.never}
                  </td>
                  <td>
                    <details className={styles.manage}>
                      <summary>{words.manage(account.name)}</summary>
                      <AccountActions
                        account={{
                          id: account.id,
                          email: account.email,
                          name: account.name,
                          role: account.role,
                          siteIds: account.siteIds,
                          pending: account.pending,
                          self,
                        }}
                        sites={sites}
                      />
                    </details>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </main>
  );
}
