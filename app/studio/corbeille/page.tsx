import type { Metadata } from 'next';
import Link from 'next/link';
import { contentSource } from '@/content/content-config';
import { frLuStudioPages } from '@/i18n/fr-lu-studio-pages';
import { loadStorySummaries } from '@/page/studio/story-summaries';
import { BinList } from '@/site/studio/pages/bin-list';
import { contentTypeName } from '@/site/studio/pages/story-rows';
import { StoryblokNotice } from '@/site/studio/pages/storyblok-notice';
import styles from '@/site/studio/pages/studio-pages.module.css';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: frLuStudioPages.bin.title };

const DELETED_ON = new Intl.DateTimeFormat('fr-LU', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Luxembourg',
});

/** `/studio/corbeille`: the pages put in the bin, newest first, each with « Restaurer ». */
export default async function StudioBinPage() {
  await requireStudioUser('read');
  const storyblok = contentSource().kind === 'storyblok';
  const binned = storyblok ? [] : await loadStorySummaries({ bin: true });
  return (
    <main id="main" className={styles.page}>
      <p>
        <Link href="/studio" prefetch={false}>
          ← {frLuStudioPages.bin.back}
        </Link>
      </p>
      <h1 tabIndex={-1}>{frLuStudioPages.bin.title}</h1>
      {storyblok ? (
        <StoryblokNotice />
      ) : (
        <>
          <p className={styles.intro}>{frLuStudioPages.bin.intro}</p>
          <BinList
            stories={binned
              .toSorted((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''))
              .map((story) => ({
                id: story.id,
                name: story.name,
                fullSlug: story.fullSlug,
                contentType: story.contentType && contentTypeName(story.contentType),
                deletedOn: story.deletedAt && DELETED_ON.format(new Date(story.deletedAt)),
              }))}
          />
        </>
      )}
    </main>
  );
}
