import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stories } from '@/db/schema';
import type { ParseResult } from './query-params';

type Direction = 'asc' | 'desc';

export type SortKey =
  | { kind: 'story'; field: StorySortField; direction: Direction }
  | { kind: 'content'; path: string[]; direction: Direction; cast: 'text' | 'int' | 'float' };

const STORY_SORT_COLUMNS = {
  id: stories.id,
  uuid: stories.uuid,
  name: stories.name,
  slug: stories.slug,
  full_slug: stories.fullSlug,
  position: stories.position,
  is_startpage: stories.isStartpage,
  parent_id: stories.parentId,
  sort_by_date: stories.sortByDate,
  created_at: stories.createdAt,
  updated_at: stories.updatedAt,
  published_at: stories.publishedAt,
  first_published_at: stories.firstPublishedAt,
} satisfies Record<string, AnyPgColumn>;

type StorySortField = keyof typeof STORY_SORT_COLUMNS;

/** More keys than this cannot change an order in any useful way, but each one costs the database. */
export const MAX_SORT_KEYS = 10;

const CONTENT_FIELD = /^content\.([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)$/;

/** `sort_by=name:asc`, `first_published_at:desc`, `content.price:asc:float`; several keys comma-separated. */
export function parseSortBy(value: string): ParseResult<SortKey[]> {
  const keys: SortKey[] = [];
  const parts = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (parts.length > MAX_SORT_KEYS) return { ok: false, error: `at most ${MAX_SORT_KEYS} sort keys` };
  for (const part of parts) {
    const [field = '', direction = 'asc', cast, ...extra] = part.split(':');
    if (direction !== 'asc' && direction !== 'desc') {
      return { ok: false, error: `"${part}" must end in :asc or :desc` };
    }
    if (extra.length > 0) return { ok: false, error: `"${part}" has too many ":" parts` };
    const content = CONTENT_FIELD.exec(field);
    if (content?.[1]) {
      if (cast !== undefined && cast !== 'int' && cast !== 'float') {
        return { ok: false, error: `"${part}": the type after the direction must be int or float` };
      }
      keys.push({ kind: 'content', path: content[1].split('.'), direction, cast: cast ?? 'text' });
      continue;
    }
    if (!isStorySortField(field)) {
      return {
        ok: false,
        error: `unknown field "${field}"; use content.<field> or one of ${Object.keys(STORY_SORT_COLUMNS).join(', ')}`,
      };
    }
    if (cast !== undefined) return { ok: false, error: `"${part}": a type is only allowed on content fields` };
    keys.push({ kind: 'story', field, direction });
  }
  return { ok: true, value: keys };
}

function isStorySortField(field: string): field is StorySortField {
  return Object.hasOwn(STORY_SORT_COLUMNS, field);
}

// Bounded like filter-query-sql's patterns, so the cast to numeric never fails on stored text.
const NUMERIC_PATTERNS = {
  int: sql.raw(`'^\\s*-?[0-9]{1,255}\\s*$'`),
  float: sql.raw(`'^\\s*-?([0-9]{1,255}[.]?[0-9]{0,255}|[.][0-9]{1,255})([eE][-+]?[0-9]{1,3})?\\s*$'`),
};

/** ORDER BY terms; values that are missing (or not numbers for int/float) sort last either way. */
export function sortSql(keys: SortKey[], content: SQL): SQL[] {
  return keys.map((key) => {
    const direction = sql.raw(key.direction === 'asc' ? 'ASC' : 'DESC');
    if (key.kind === 'story') return sql`${STORY_SORT_COLUMNS[key.field]} ${direction} NULLS LAST`;
    const pathArray = sql`ARRAY[${sql.join(
      key.path.map((segment) => sql`${segment}`),
      sql`, `,
    )}]::text[]`;
    const text = sql`(${content} #>> ${pathArray})`;
    const value =
      key.cast === 'text' ? text : sql`(CASE WHEN ${text} ~ ${NUMERIC_PATTERNS[key.cast]} THEN ${text}::numeric END)`;
    return sql`${value} ${direction} NULLS LAST`;
  });
}
