import type { StudioFieldSchema } from './field-schema';

/** A schema setting as a positive number, or null (Storyblok may store `max_length` as text, or as ''). */
function positive(value: number | string | undefined): number | null {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : null;
}

/** The text field's length counter: characters typed against `max_length` (none without a limit). */
export function lengthCount(value: string, schema: Pick<StudioFieldSchema, 'max_length'>) {
  const max = positive(schema.max_length);
  return max === null ? null : { count: value.length, max, over: Math.max(0, value.length - max) };
}
