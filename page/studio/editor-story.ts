import { getDb } from '@/db/client';
import { contentSource } from '@/content/content-config';
import { ContentWriteError } from '@/content/local-service/content-write-error';
import { findLiveStory } from '@/content/local-service/manage-stories';
import { getSpace } from '@/content/local-service/space';
import { toDetail } from '@/content/local-service/story-summary';
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
 * A story's draft for the page editor, or null when there is no such story (a folder stands for its start page). From the
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
  // The management API's own reading (GET /api/content/manage/stories/{full_slug}): the same answer.
  const [found, space] = await Promise.all([findLiveStory(db, fullSlug).catch(notFoundAsNull), getSpace(db)]);
  // A folder's address opens its start page (`kia` → `kia/`): the editor's links name start pages so.
  const row = found?.isFolder ? await findLiveStory(db, `${fullSlug}/`).catch(notFoundAsNull) : found;
  if (!row || row.isFolder) return null;
  const story = toDetail(row);
  if (!isRootBlock(story.content)) return null;
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    fullSlug: story.fullSlug,
    spaceId: space.id,
    version: story.version,
    status: story.status,
    content: story.content,
    problems: story.problems,
    path: storyPath(story.fullSlug),
    readOnly: false,
  };
}

/** No such story (or an address no story can have): the page is a 404. */
function notFoundAsNull(error: unknown): null {
  if (error instanceof ContentWriteError && (error.status === 404 || error.status === 400)) return null;
  throw error;
}
