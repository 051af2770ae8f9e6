import { z } from 'zod';
import { parseFilterQuery, type FilterQuery } from './filter-query';
import {
  booleanFlagParam,
  commaListParam,
  MAX_STORY_ID,
  pageParam,
  parseWith,
  perPageParam,
  versionParam,
  type ParseResult,
} from './query-params';
import { parseSortBy } from './sort-by';

export const STORIES_MAX_PER_PAGE = 100;

/** The largest `level` (a Postgres integer); no slug is anywhere near that deep. */
export const MAX_LEVEL = 2_147_483_647;

const RELATION_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const resolveRelationsParam = commaListParam.refine((items) => items.every((item) => RELATION_PATTERN.test(item)), {
  error: 'expected a comma-separated list of component.field',
});

const resolveLinksParam = z
  .enum(['url', 'story', 'link', '1', '0'], { error: 'expected url, story, link, 1 or 0' })
  .optional()
  .transform((raw) => {
    if (raw === undefined || raw === '0') return undefined;
    return raw === '1' ? 'story' : raw;
  });

/** Parameters shared by the list and the single-story endpoints. */
const storyOutputShape = {
  version: versionParam,
  resolve_relations: resolveRelationsParam,
  resolve_links: resolveLinksParam,
  excluding_fields: commaListParam,
};

export const singleStoryParamsSchema = z.object({
  ...storyOutputShape,
  find_by: z.enum(['uuid'], { error: 'the only supported value is "uuid"' }).optional(),
});

const integerListParam = commaListParam.refine((items) => items.every((item) => /^\d+$/.test(item)), {
  error: 'expected a comma-separated list of story ids',
});

export const listStoriesParamsSchema = z.object({
  ...storyOutputShape,
  per_page: perPageParam(STORIES_MAX_PER_PAGE),
  page: pageParam,
  starts_with: z.string().optional(),
  by_slugs: commaListParam,
  excluding_slugs: commaListParam,
  by_uuids: commaListParam,
  by_uuids_ordered: commaListParam,
  excluding_ids: integerListParam.transform((items) => items.map(Number).filter((id) => id <= MAX_STORY_ID)),
  with_tag: commaListParam,
  is_startpage: booleanFlagParam,
  level: z
    .string()
    .regex(/^\d+$/, { error: 'expected a positive integer' })
    // Compared with a Postgres integer: larger values would be a database error, not "no match".
    .refine((raw) => Number(raw) <= MAX_LEVEL, { error: `expected a positive integer up to ${MAX_LEVEL}` })
    .optional()
    .transform((raw) => (raw === undefined ? undefined : Number(raw))),
  content_type: z.string().optional(),
  sort_by: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return [];
      const parsed = parseSortBy(raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});

export type SingleStoryParams = z.infer<typeof singleStoryParamsSchema>;
export type ListStoriesParams = z.infer<typeof listStoriesParamsSchema> & { filter_query: FilterQuery | undefined };

export function parseListStoriesParams(params: URLSearchParams): ParseResult<ListStoriesParams> {
  const parsed = parseWith(listStoriesParamsSchema, params);
  if (!parsed.ok) return parsed;
  const filter = parseFilterQuery(params);
  if (!filter.ok) return filter;
  return { ok: true, value: { ...parsed.value, filter_query: filter.value } };
}

export function parseSingleStoryParams(params: URLSearchParams): ParseResult<SingleStoryParams> {
  return parseWith(singleStoryParamsSchema, params);
}
