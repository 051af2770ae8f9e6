import { z } from 'zod';
import type { SearchParams } from '@/vocabulary/block-types';

export { PRESELECTION_PARAMS } from './preselection-params';

/*
 * What a page that links to a form chooses in it (preselection-params.ts). Each value is checked against the
 * form's own options: an unknown one is ignored (the field starts empty), never shown as typed.
 */

/** One value of the query (the first when repeated), no longer than any option. */
const queryValue = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().trim().max(80));

/** The parameter's value when it is one of `allowed`, else undefined. */
export function preselected<T extends string>(
  searchParams: SearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = queryValue.safeParse(searchParams[name]);
  if (!value.success) return undefined;
  return allowed.find((option) => option === value.data);
}

/** The given choices without the empty ones: a form's `initial` values. */
export const initialValues = (choices: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(choices).filter((entry): entry is [string, string] => Boolean(entry[1])));
