import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { contentSource } from '@/content/content-config';
import { leadWords } from '@/i18n/fr-lu-studio-leads';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { countNewLeads } from '@/services/enquiries/lead-inbox';
import { leadScope, mayDo } from '@/services/staff/roles';
import { studioDatabase } from '@/services/staff/studio-database';
import { inboxHref } from '@/site/studio/leads/lead-paths';
import leadStyles from '@/site/studio/leads/leads.module.css';
import { loadOpenSchedules, loadStorySummaries } from '@/page/studio/story-summaries';
import { StoryList } from '@/site/studio/pages/story-list';
import { newPageContentTypes, storyRows } from '@/site/studio/pages/story-rows';
import { StoryblokNotice } from '@/site/studio/pages/storyblok-notice';
import styles from '@/site/studio/pages/studio-pages.module.css';
import { FORBIDDEN_PATH, requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: frLuStudioPages.list.title };

type Props = { searchParams: Promise<{ q?: string | string[] }> };

/**
 * `/studio`: how many new leads wait (for the roles that see leads: without a delivery channel the inbox is
 * where they arrive), then the story tree, to find a page and open it in the editor, and to create and manage
 * pages. A commercial, who edits no page, sees the leads' line only.
 */
export default async function StudioPagesPage({ searchParams }: Props) {
  const user = await requireStudioUser();
  const scope = leadScope(user);
  const pages = mayDo(user.role, 'read');
  if (!pages && !scope) redirect(FORBIDDEN_PATH);
  const waiting = scope ? (
    <p className={leadStyles.waiting}>
      <Link href={inboxHref({ statut: 'nouveau' })} prefetch={false}>
        {leadWords.home.waiting(await countNewLeads(await studioDatabase(), scope))}
      </Link>
    </p>
  ) : null;
  if (!pages) {
    return (
      <main id="main" className={styles.page}>
        <h1>{leadWords.title}</h1>
        {waiting}
      </main>
    );
  }
  const { q } = await searchParams;
  const storyblok = contentSource().kind === 'storyblok';
  return (
    <main id="main" className={styles.page}>
      <h1>{frLuStudioPages.list.title}</h1>
      {waiting}
      {storyblok ? (
        <StoryblokNotice />
      ) : (
        <>
          <p className={styles.intro}>{frLuStudioPages.list.intro}</p>
          <StoryList
            rows={storyRows(await loadStorySummaries({ bin: false }), await loadOpenSchedules())}
            initialQuery={typeof q === 'string' ? q.slice(0, 200) : ''}
            contentTypes={newPageContentTypes()}
          />
        </>
      )}
    </main>
  );
}
