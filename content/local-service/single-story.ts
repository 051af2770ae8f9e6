import type { Database } from '@/db/client';
import { errorResponse, jsonResponse, notFoundResponse } from './json-response';
import { parseSingleStoryParams } from './parse-list-params';
import { getSpace } from './space';
import { storyExtras } from './story-extras';
import { MAX_STORY_ID } from './query-params';
import { findStory, type StoryKey } from './story-lookup';
import { toCdnStory, type RenderOptions } from './story-response';

/**
 * `GET cdn/stories/{full_slug}`, `cdn/stories/{id}` and `cdn/stories/{uuid}?find_by=uuid`.
 * `news/` (trailing slash) is the full slug of the `news` folder's startpage.
 */
export async function getSingleStory(db: Database, identifier: string, params: URLSearchParams): Promise<Response> {
  const parsed = parseSingleStoryParams(params);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  const query = parsed.value;

  const key: StoryKey =
    query.find_by === 'uuid'
      ? { by: 'uuid', value: identifier }
      : /^\d+$/.test(identifier)
        ? { by: 'id', value: Number(identifier) }
        : { by: 'full_slug', value: identifier };
  if (key.by === 'id' && key.value > MAX_STORY_ID) return notFoundResponse();

  const row = await findStory(db, key, query.version);
  if (!row) return notFoundResponse();

  const space = await getSpace(db);
  const options: RenderOptions = { version: query.version, spaceId: space.id, excludingFields: query.excluding_fields };
  const story = toCdnStory(row, options);
  const extras = await storyExtras(
    db,
    [story],
    { resolveRelations: query.resolve_relations, resolveLinks: query.resolve_links },
    options,
  );
  return jsonResponse({ story, cv: space.cv, ...extras });
}
