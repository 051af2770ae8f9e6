import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { stories } from '@/db/schema';
import { errorResponse, jsonResponse, paginationHeaders } from './json-response';
import { likePattern } from './like-pattern';
import { linkColumns, toCdnLink, type CdnLink } from './link-object';
import { booleanFlagParam, MAX_STORY_ID, pageParam, parseWith, perPageParam, versionParam } from './query-params';
import { getSpace } from './space';
import { notInBinSql } from './story-filters';

export const LINKS_MAX_PER_PAGE = 1000;

const linksParamsSchema = z.object({
  version: versionParam,
  starts_with: z.string().optional(),
  with_parent: z
    .string()
    .regex(/^\d+$/, { error: 'expected a folder id (0 for the root)' })
    .optional()
    .transform((raw) => (raw === undefined ? undefined : Number(raw))),
  include_dates: booleanFlagParam,
  paginated: booleanFlagParam,
  per_page: perPageParam(LINKS_MAX_PER_PAGE),
  page: pageParam,
});

/**
 * `GET cdn/links`: every folder, and every story the version can see, keyed by uuid.
 * Paginated (with `Total` / `Per-Page`) only when `paginated=1`.
 */
export async function listLinks(db: Database, params: URLSearchParams): Promise<Response> {
  const parsed = parseWith(linksParamsSchema, params);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  const query = parsed.value;

  const conditions: SQL[] = [notInBinSql()];
  // Folders are listed whatever their state; stories only if the version can see them.
  if (query.version === 'published') conditions.push(or(eq(stories.isFolder, true), isNotNull(stories.published))!);
  if (query.starts_with) {
    conditions.push(sql`${stories.fullSlug} LIKE ${likePattern(`${query.starts_with.replace(/\*/g, '')}*`)}`);
  }
  if (query.with_parent !== undefined) {
    if (query.with_parent === 0) conditions.push(isNull(stories.parentId));
    else conditions.push(eq(stories.parentId, Math.min(query.with_parent, MAX_STORY_ID)));
  }
  const where = and(...conditions);

  const space = await getSpace(db);
  const select = db.select(linkColumns).from(stories).where(where).orderBy(asc(stories.position), asc(stories.id));
  const rows = query.paginated
    ? await select.limit(query.per_page).offset((query.page - 1) * query.per_page)
    : await select;

  const links: Record<string, CdnLink> = {};
  for (const row of rows) links[row.uuid] = toCdnLink(row, query.include_dates === true);

  if (!query.paginated) return jsonResponse({ links, cv: space.cv });
  const [totals] = await db.select({ total: count() }).from(stories).where(where);
  return jsonResponse({ links, cv: space.cv }, 200, paginationHeaders(totals?.total ?? 0, query.per_page));
}
