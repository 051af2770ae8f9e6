import type { Metadata } from 'next';
import { contentSource } from '@/content/content-config';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { loadOpenSchedules, loadStorySummaries } from '@/page/studio/story-summaries';
import { StoryList } from '@/site/studio/pages/story-list';
import { newPageContentTypes, storyRows } from '@/site/studio/pages/story-rows';
import { StoryblokNotice } from '@/site/studio/pages/storyblok-notice';
import styles from '@/site/studio/pages/studio-pages.module.css';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: frLuStudioPages.list.title };

type Props = { searchParams: Promise<{ q?: string | string[] }> };

/** `/studio`: the story tree, to find a page and open it in the editor, and to create and manage pages. */
export default async function StudioPagesPage({ searchParams }: Props) {
  await requireStudioUser('read');
  const { q } = await searchParams;
  const storyblok = contentSource().kind === 'storyblok';
  return (
    <main id="main" className={styles.page}>
      <h1>{frLuStudioPages.list.title}</h1>
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
