import type { Metadata } from 'next';
import { contentSource } from '@/content/content-config';
import { getDb } from '@/db/client';
import { frLuStudioMedia } from '@/i18n/fr-lu-studio-media';
import { managedAsset } from '@/services/assets/asset-contract';
import { listAssets } from '@/services/assets/asset-library';
import { MediaLibrary } from '@/site/studio/medias/media-library';
import { StoryblokNotice } from '@/site/studio/pages/storyblok-notice';
import styles from '@/site/studio/pages/studio-pages.module.css';
import { requireStudioUser } from '@/site/studio/studio-session';

export const metadata: Metadata = { title: frLuStudioMedia.title };

/** `/studio/medias`: the « Médiathèque », its first page read on the server, the rest through the management API. */
export default async function StudioMediasPage() {
  await requireStudioUser('read');
  const storyblok = contentSource().kind === 'storyblok';
  const found = storyblok ? null : await listAssets(await getDb());
  return (
    <main id="main" className={styles.page}>
      <h1 tabIndex={-1}>{frLuStudioMedia.title}</h1>
      {found ? (
        <>
          <p className={styles.intro}>{frLuStudioMedia.intro}</p>
          <MediaLibrary initial={found.assets.map(managedAsset)} total={found.total} />
        </>
      ) : (
        <StoryblokNotice />
      )}
    </main>
  );
}
