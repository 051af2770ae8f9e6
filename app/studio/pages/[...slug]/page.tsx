import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { frLuStudioEditor as words } from '@/i18n/fr-lu-studio-editor';
import { loadEditorStory } from '@/page/studio/editor-story';
// Not the registry: only each block's thumbnail viewport is needed (docs/decisions/0002).
import studioFacts from '@/registry/generated/block-studio.json';
import { PageEditor } from '@/site/studio/editor/page-editor';
import type { StoryBlock } from '@/site/studio/editor/block-tree';
import { mayDo } from '@/services/staff/roles';
import { requireStudioUser } from '@/site/studio/studio-session';

type Props = { params: Promise<{ slug: string[] }> };

function fullSlugOf(segments: string[]): string {
  return segments.map((segment) => decodeURIComponent(segment)).join('/');
}

const THUMBNAILS = Object.fromEntries(Object.entries(studioFacts).map(([name, facts]) => [name, facts.thumbnail]));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const story = await loadEditorStory(fullSlugOf((await params).slug));
  return { title: story ? words.title(story.name) : 'Page inconnue' };
}

/** The page editor of one story: `/studio/pages/contact`, `/studio/pages/services/atelier`. */
export default async function StudioPageEditor({ params }: Props) {
  const user = await requireStudioUser('read');
  const story = await loadEditorStory(fullSlugOf((await params).slug));
  if (!story) notFound();
  const { content, problems, path, readOnly, ...meta } = story;
  return (
    <PageEditor
      story={{
        id: meta.id,
        uuid: meta.uuid,
        name: meta.name,
        fullSlug: meta.fullSlug,
        spaceId: meta.spaceId,
        version: meta.version,
        status: meta.status,
      }}
      content={content as StoryBlock}
      problems={problems}
      readOnly={readOnly}
      path={path}
      thumbnails={THUMBNAILS}
      mayPublish={mayDo(user.role, 'publish')}
    />
  );
}
