import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { stories, type StoryRow } from '@/db/schema';
import type { Version } from './query-params';
import { visibleStorySql } from './story-filters';
import { isUuid } from './story-uuid';

export type StoryKey = { by: 'full_slug'; value: string } | { by: 'id'; value: number } | { by: 'uuid'; value: string };

/** One story as a reader of `version` sees it, or undefined (the caller answers 404). */
export async function findStory(db: Database, key: StoryKey, version: Version): Promise<StoryRow | undefined> {
  let match;
  if (key.by === 'id') match = eq(stories.id, key.value);
  else if (key.by === 'uuid') {
    if (!isUuid(key.value)) return undefined;
    match = sql`${stories.uuid}::text = ${key.value.toLowerCase()}`;
  } else match = eq(stories.fullSlug, key.value);
  const [row] = await db
    .select()
    .from(stories)
    .where(and(match, visibleStorySql(version)))
    .limit(1);
  return row;
}

/** The stories among `uuids` that a reader of `version` can see, in no particular order. */
export async function findStoriesByUuids(db: Database, uuids: Iterable<string>, version: Version): Promise<StoryRow[]> {
  const wanted = [...new Set([...uuids].filter(isUuid).map((uuid) => uuid.toLowerCase()))];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(stories)
    .where(and(inArray(sql`${stories.uuid}::text`, wanted), visibleStorySql(version)));
}
