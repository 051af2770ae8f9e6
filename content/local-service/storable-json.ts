import { isJsonObject } from './content-tree';

/** Deepest nesting a story's content may have; real block trees stay far below. */
export const MAX_CONTENT_DEPTH = 64;

// With the `u` flag a surrogate only matches when it is unpaired.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Why Postgres' jsonb would refuse this value (a NUL character or an unpaired surrogate in a string
 * or key), or why we do (nesting deeper than MAX_CONTENT_DEPTH), as "contains …" / "is nested …";
 * undefined when it can be stored. Recursion stops at MAX_CONTENT_DEPTH, so any value is safe to check.
 */
export function storableJsonProblem(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return stringProblem(value);
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_CONTENT_DEPTH) return `is nested more than ${MAX_CONTENT_DEPTH} levels deep`;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = storableJsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const problem = stringProblem(key) ?? storableJsonProblem(child, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function stringProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'contains a NUL character (\\u0000), which cannot be stored';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate (\\ud800-\\udfff), which cannot be stored';
  return undefined;
}
