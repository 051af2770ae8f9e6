import type { Metadata } from 'next';
import { leadWords } from '@/i18n/fr-lu-studio-leads';
import { inboxFilterOf, inboxSites, listInbox, queryFilters, readInboxQuery } from '@/services/enquiries/lead-inbox';
import { leadScope } from '@/services/staff/roles';
import { studioDatabase } from '@/services/staff/studio-database';
import { InboxExportLink, InboxFilters, InboxPages, InboxTable } from '@/site/studio/leads/inbox-view';
import styles from '@/site/studio/leads/leads.module.css';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: leadWords.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `/studio/demandes`: the leads the account may see (administrators all, a commercial their sites'), newest
 * first, filtered and searched with a GET form, a page at a time; rendered on the server, no script needed.
 */
export default async function StudioLeadsPage({ searchParams }: Props) {
  const user = await requireStudioUser('leads');
  const scope = leadScope(user) ?? { kind: 'sites', sites: [] };
  const query = readInboxQuery(await searchParams);
  const db = await studioDatabase();
  const [found, withLeads] = await Promise.all([
    listInbox(db, scope, inboxFilterOf(queryFilters(query)), { page: query.page }),
    inboxSites(db, scope),
  ]);
  // A commercial's own sites are offered even before their first lead.
  const own = scope.kind === 'sites' ? scope.sites.filter((site) => !withLeads.some((s) => s.location === site)) : [];
  const sites = [...withLeads, ...own.map((location) => ({ location, name: location }))];
  return (
    <main id="main" className={styles.inbox}>
      <h1>{leadWords.title}</h1>
      <p className={styles.intro}>
        {scope.kind === 'all'
          ? leadWords.intro
          : scope.sites.length === 0
            ? leadWords.noSites
            : leadWords.introSites(sites.map((site) => site.name).join(', '))}
      </p>
      <InboxFilters query={query} sites={sites} />
      <div className={styles.actions}>
        <InboxExportLink query={query} />
      </div>
      <InboxTable found={found} />
      <InboxPages found={found} query={query} />
    </main>
  );
}
