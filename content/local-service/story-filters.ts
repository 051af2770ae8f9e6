import { and, eq, inArray, isNotNull, isNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { stories } from '@/db/schema';
import { filterQuerySql } from './filter-query-sql';
import { likePattern } from './like-pattern';
import type { ListStoriesParams } from './parse-list-params';
import type { Version } from './query-params';

/** The jsonb a reader of `version` sees (mirrors `storyContent`). */
export function contentSql(version: Version): SQL {
  return version === 'draft' ? sql`coalesce(${stories.draft}, ${stories.published})` : sql`${stories.published}`;
}

/** Rows out of the bin: a story in the bin exists for no reader, draft or published. */
export function notInBinSql(): SQL {
  return isNull(stories.deletedAt);
}

/** Stories (never folders, never in the bin) that exist for a reader of `version`. */
export function visibleStorySql(version: Version): SQL {
  const notFolder = and(eq(stories.isFolder, false), notInBinSql())!;
  return version === 'draft'
    ? and(notFolder, or(isNotNull(stories.draft), isNotNull(stories.published)))!
    : and(notFolder, isNotNull(stories.published))!;
}

function slugMatchesSql(pattern: string): SQL {
  return sql`${stories.fullSlug} LIKE ${likePattern(pattern)}`;
}

function uuidTextSql(): SQL {
  return sql`${stories.uuid}::text`;
}

/** Every condition the list parameters put on the stories table. */
export function listConditionsSql(params: ListStoriesParams): SQL {
  const conditions: (SQL | undefined)[] = [visibleStorySql(params.version)];

  if (params.starts_with) conditions.push(slugMatchesSql(`${params.starts_with.replace(/\*/g, '')}*`));
  if (params.by_slugs.length > 0) conditions.push(or(...params.by_slugs.map(slugMatchesSql)));
  if (params.excluding_slugs.length > 0) {
    conditions.push(not(or(...params.excluding_slugs.map(slugMatchesSql))!));
  }
  const uuids = [...params.by_uuids, ...params.by_uuids_ordered].map((uuid) => uuid.toLowerCase());
  if (uuids.length > 0) conditions.push(inArray(uuidTextSql(), uuids));
  if (params.excluding_ids.length > 0) conditions.push(notInArray(stories.id, params.excluding_ids));
  if (params.with_tag.length > 0) {
    const tags = sql.join(
      params.with_tag.map((tag) => sql`${tag}`),
      sql`, `,
    );
    conditions.push(sql`${stories.tagList} && ARRAY[${tags}]::text[]`);
  }
  if (params.is_startpage !== undefined) conditions.push(eq(stories.isStartpage, params.is_startpage));
  if (params.level !== undefined) {
    // `news/` (a folder's startpage) has two parts, like `news/article`: both sit at level 2.
    conditions.push(sql`array_length(string_to_array(${stories.fullSlug}, '/'), 1) = ${params.level}`);
  }
  if (params.content_type) {
    conditions.push(sql`${contentSql(params.version)} ->> 'component' = ${params.content_type}`);
  }
  conditions.push(filterQuerySql(params.filter_query, contentSql(params.version)));
  return and(...conditions)!;
}

/** `by_uuids_ordered` keeps the caller's order. */
export function uuidOrderSql(orderedUuids: string[]): SQL | undefined {
  if (orderedUuids.length === 0) return undefined;
  const list = sql.join(
    orderedUuids.map((uuid) => sql`${uuid.toLowerCase()}`),
    sql`, `,
  );
  return sql`array_position(ARRAY[${list}]::text[], ${uuidTextSql()})`;
}
