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
 * `per_page` as Storyblok reads it: missing, non-numeric or below 1 gives the default,
 * anything above the endpoint's maximum is clamped to that maximum.
 */
export function perPageParam(max: number, fallback = 25) {
  return z
    .string()
    .optional()
    .transform((raw) => {
      const value = raw === undefined ? Number.NaN : Number.parseInt(raw, 10);
      if (!Number.isFinite(value) || value < 1) return fallback;
      return Math.min(value, max);
    });
}

/** `page`: missing, non-numeric or below 1 is page 1. */
export const pageParam = z
  .string()
  .optional()
  .transform((raw) => {
    const value = raw === undefined ? Number.NaN : Number.parseInt(raw, 10);
    return Number.isFinite(value) && value >= 1 ? value : 1;
  });

/** A comma-separated list; empty items are dropped. */
export const commaListParam = z
  .string()
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

export const booleanFlagParam = z
  .enum(['1', '0', 'true', 'false'], { error: 'expected 1, 0, true or false' })
  .optional()
  .transform((raw) => (raw === undefined ? undefined : raw === '1' || raw === 'true'));
