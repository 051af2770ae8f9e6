import { z } from 'zod';

/** Query parameters as a flat record (first value wins), ready for a zod schema. */
export function searchParamsRecord(params: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(key in record)) record[key] = value;
  }
  return record;
}

/** A readable summary of zod issues, naming the parameter at fault. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const name = issue.path.map(String).join('.');
      return name ? `Invalid query parameter "${name}": ${issue.message}` : issue.message;
    })
    .join('; ');
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseWith<T>(schema: z.ZodType<T>, params: URLSearchParams): ParseResult<T> {
  const result = schema.safeParse(searchParamsRecord(params));
  return result.success ? { ok: true, value: result.data } : { ok: false, error: describeIssues(result.error) };
}

export const versionParam = z
  .enum(['draft', 'published'], { error: 'expected "draft" or "published"' })
  .default('published');

export type Version = z.infer<typeof versionParam>;

/**
 * The integer at the start of `raw`, read as Storyblok (Ruby's `to_i`) reads it: `12abc` is 12,
 * `abc` is NaN; digits beyond what a double holds give ±Infinity, which callers clamp.
 */
function leadingInteger(raw: string | undefined): number {
  return raw === undefined ? Number.NaN : Number.parseInt(raw, 10);
}

/**
 * `per_page` as Storyblok reads it: missing, non-numeric or below 1 gives the default,
 * anything above the endpoint's maximum (however many digits) is clamped to that maximum.
 */
export function perPageParam(max: number, fallback = 25) {
  return z
    .string()
    .optional()
    .transform((raw) => {
      const value = leadingInteger(raw);
      if (Number.isNaN(value) || value < 1) return fallback;
      return Math.min(value, max);
    });
}

/**
 * The last page anyone can ask for: past every story anyway, and small enough that
 * `(page - 1) * per_page` stays an exact integer within Postgres' bigint OFFSET.
 */
export const MAX_PAGE = 2_147_483_647;

/** `page`: missing, non-numeric or below 1 is page 1; beyond MAX_PAGE is MAX_PAGE (an empty page). */
export const pageParam = z
  .string()
  .optional()
  .transform((raw) => {
    const value = leadingInteger(raw);
    if (Number.isNaN(value) || value < 1) return 1;
    return Math.min(value, MAX_PAGE);
  });

/** Story ids are a Postgres `serial`: larger numbers cannot name a story (and must not reach SQL). */
export const MAX_STORY_ID = 2_147_483_647;

/** Most items in one comma-separated parameter (`by_uuids`, `with_tag`…): keeps every query far below Postgres' bind-parameter limit. */
export const MAX_LIST_ITEMS = 1000;

/** A comma-separated list; empty items are dropped. */
export const commaListParam = z
  .string()
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .refine((items) => items.length <= MAX_LIST_ITEMS, { error: `at most ${MAX_LIST_ITEMS} comma-separated items` });

export const booleanFlagParam = z
  .enum(['1', '0', 'true', 'false'], { error: 'expected 1, 0, true or false' })
  .optional()
  .transform((raw) => (raw === undefined ? undefined : raw === '1' || raw === 'true'));
