import type { StudioFieldSchema } from './field-schema';
import type { Choice } from './choice-sources';

/** Where a field's choices come from: its own list, the stories of some content types, or a datasource. */
export type ChoiceSource =
  | { kind: 'own'; choices: Choice[] }
  | { kind: 'stories'; contentTypes: string[] | undefined }
  | { kind: 'datasource'; slug: string };

export function choiceSource(schema: StudioFieldSchema): ChoiceSource {
  if (schema.source === 'internal_stories') return { kind: 'stories', contentTypes: schema.filter_content_type };
  if (schema.source === 'internal' && schema.datasource_slug)
    return { kind: 'datasource', slug: schema.datasource_slug };
  return {
    kind: 'own',
    choices: (schema.options ?? []).map((option) => ({ value: option.value, label: option.name || option.value })),
  };
}

/**
 * A stored story relation is a uuid, or the story itself once `resolve_relations` replaced it (a draft
 * read back through the delivery API): the form keeps and writes uuids.
 */
export function relationValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'uuid' in value && typeof value.uuid === 'string')
    return value.uuid;
  return '';
}

/** The values of an `options` field as a list of strings (a missing field is an empty list). */
export function relationValues(value: unknown): string[] {
  return Array.isArray(value) ? value.map(relationValue).filter((v) => v !== '') : [];
}

/**
 * The choices to offer: the source's, plus the stored values it does not know (a story since deleted, a
 * value from before a schema change), so the form never silently drops what the content holds.
 */
export function choicesWithStored(
  choices: readonly Choice[],
  stored: readonly string[],
  unknown: (v: string) => string,
) {
  const known = new Set(choices.map((choice) => choice.value));
  const missing = stored.filter((value) => value !== '' && !known.has(value));
  return [...choices, ...missing.map((value) => ({ value, label: unknown(value) }))];
}
