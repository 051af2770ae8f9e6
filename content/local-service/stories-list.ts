import { asc, count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { stories } from '@/db/schema';
import { errorResponse, jsonResponse, paginationHeaders } from './json-response';
import { parseListStoriesParams } from './parse-list-params';
import { sortSql } from './sort-by';
import { getSpace } from './space';
import { storyExtras } from './story-extras';
import { contentSql, listConditionsSql, uuidOrderSql } from './story-filters';
import { toCdnStory, type RenderOptions } from './story-response';

/** `GET cdn/stories`: a filtered, sorted page of stories with `Total` and `Per-Page` headers. */
export async function listStories(db: Database, params: URLSearchParams): Promise<Response> {
  const parsed = parseListStoriesParams(params);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  const query = parsed.value;

  const space = await getSpace(db);
  const where = listConditionsSql(query);
  const order = [
    uuidOrderSql(query.by_uuids_ordered),
    ...sortSql(query.sort_by, contentSql(query.version)),
    asc(stories.position),
    asc(stories.id),
  ].filter((term) => term !== undefined);

  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(stories).where(where),
    db
      .select()
      .from(stories)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);

  const options: RenderOptions = { version: query.version, spaceId: space.id, excludingFields: query.excluding_fields };
  const items = rows.map((row) => toCdnStory(row, options));
  const extras = await storyExtras(
    db,
    items,
    { resolveRelations: query.resolve_relations, resolveLinks: query.resolve_links },
    options,
  );
  return jsonResponse(
    { stories: items, cv: space.cv, ...extras },
    200,
    paginationHeaders(totals?.total ?? 0, query.per_page),
  );
}
