import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { datasourceEntries, datasources } from '@/db/schema';
import { errorResponse, jsonResponse, paginationHeaders } from './json-response';
import { pageParam, parseWith, perPageParam } from './query-params';
import { getSpace } from './space';

export const DATASOURCE_ENTRIES_MAX_PER_PAGE = 1000;

const datasourceEntriesParamsSchema = z.object({
  datasource: z.string().optional(),
  dimension: z.string().optional(),
  per_page: perPageParam(DATASOURCE_ENTRIES_MAX_PER_PAGE),
  page: pageParam,
});

export type CdnDatasourceEntry = { id: number; name: string; value: string; dimension_value: string | null };

/**
 * `GET cdn/datasource_entries`. Rows with a null `dimension` are the entries; a row with a
 * dimension holds that dimension's value for the entry of the same name.
 */
export async function listDatasourceEntries(db: Database, params: URLSearchParams): Promise<Response> {
  const parsed = parseWith(datasourceEntriesParamsSchema, params);
  if (!parsed.ok) return errorResponse(400, parsed.error);
  const query = parsed.value;

  const translation = alias(datasourceEntries, 'translation');
  const where = and(
    isNull(datasourceEntries.dimension),
    query.datasource ? eq(datasources.slug, query.datasource) : undefined,
  );
  const dimensionValue = query.dimension ? sql<string | null>`${translation.dimensionValue}` : sql<string | null>`null`;

  const space = await getSpace(db);
  const base = db
    .select({
      id: datasourceEntries.id,
      name: datasourceEntries.name,
      value: datasourceEntries.value,
      dimension_value: dimensionValue,
    })
    .from(datasourceEntries)
    .innerJoin(datasources, eq(datasources.id, datasourceEntries.datasourceId))
    .leftJoin(
      translation,
      and(
        eq(translation.datasourceId, datasourceEntries.datasourceId),
        eq(translation.name, datasourceEntries.name),
        eq(translation.dimension, query.dimension ?? ''),
      ),
    );
  const [entries, [totals]] = await Promise.all([
    base
      .where(where)
      .orderBy(asc(datasources.id), asc(datasourceEntries.position), asc(datasourceEntries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(datasourceEntries)
      .innerJoin(datasources, eq(datasources.id, datasourceEntries.datasourceId))
      .where(where),
  ]);

  const body: { datasource_entries: CdnDatasourceEntry[]; cv: number } = { datasource_entries: entries, cv: space.cv };
  return jsonResponse(body, 200, paginationHeaders(totals?.total ?? 0, query.per_page));
}
