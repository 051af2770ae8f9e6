import { getDb } from '@/db/client';
import { contentSource } from '@/content/content-config';
import { findStory } from '@/content/local-service/story-lookup';
import { getSpace } from '@/content/local-service/space';
import type { ContentProblem, StoryStatus } from '@/content/management-contract';
import { getStory } from '@/content/stories';
import { storyPath } from '@/services/routing/story-path';

/** What the page editor opens with: the story's draft as the management API answers it, and where it shows. */
export type EditorStoryData = {
  id: number;
  uuid: string;
  name: string;
  fullSlug: string;
  spaceId: number;
  version: number;
  status: StoryStatus | null;
  content: Record<string, unknown> & { _uid: string; component: string };
  problems: ContentProblem[];
  /** The public path the frame shows (`/contact`). */
  path: string;
  /** The content lives in Storyblok (STORYBLOK_TOKEN): the studio shows it and changes nothing. */
  readOnly: boolean;
};

function isRootBlock(content: unknown): content is EditorStoryData['content'] {
  return (
    typeof content === 'object' &&
    content !== null &&
    typeof (content as { _uid?: unknown })._uid === 'string' &&
    typeof (content as { component?: unknown }).component === 'string'
  );
}

/**
 * A story's draft for the page editor, or null when there is no such story (or it is a folder). From the
 * local content service's table, as stored (no `_editable`, relations not resolved: what is saved back);
 * from Storyblok, read only.
 */
export async function loadEditorStory(fullSlug: string): Promise<EditorStoryData | null> {
  if (contentSource().kind === 'storyblok') {
    const story = await getStory(fullSlug, 'draft');
    if (!story || !isRootBlock(story.content)) return null;
    return {
      ...story,
      spaceId: 0,
      version: 0,
      status: story.publishedAt ? 'published' : 'draft',
      content: story.content,
      problems: [],
      path: storyPath(story.fullSlug),
      readOnly: true,
    };
  }
  const db = await getDb();
  const [row, space] = await Promise.all([findStory(db, { by: 'full_slug', value: fullSlug }, 'draft'), getSpace(db)]);
  if (!row || row.isFolder || !isRootBlock(row.draft)) return null;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    fullSlug: row.fullSlug,
    spaceId: space.id,
    version: row.version,
    status:
      row.published === null
        ? 'draft'
        : JSON.stringify(row.published) === JSON.stringify(row.draft)
          ? 'published'
          : 'changed',
    content: row.draft,
    problems: [],
    path: storyPath(row.fullSlug),
    readOnly: false,
  };
}
