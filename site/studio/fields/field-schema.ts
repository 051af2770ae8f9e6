import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import { FIELD_TYPES, type FieldType } from '@/vocabulary/generated/field-types';
import type { FieldSchema } from '@/vocabulary/validate-block';

/**
 * A field's schema as the studio's form reads it: what the schema interpreter checks (`FieldSchema`) plus
 * what an editor sees (name, help, order) and where an option's choices come from. One source: the
 * generated `component-schemas.json`.
 */
export type StudioFieldSchema = Omit<FieldSchema, 'type' | 'options'> & {
  type: FieldType;
  display_name?: string;
  description?: string;
  pos?: number;
  default_value?: string | number | boolean;
  /** `option`/`options`: the choices (`name` is what the editor reads; Storyblok leaves it out at times). */
  options?: { name?: string; value: string }[];
  /** `source: internal_stories`, and a `multilink` with `restrict_content_types`: the root blocks allowed. */
  filter_content_type?: string[];
  restrict_content_types?: boolean;
  /** `source: internal`: the datasource the choices come from. */
  datasource_slug?: string;
  /** `datetime`: a date without a time (Storyblok still stores `YYYY-MM-DD 00:00`). */
  disable_time?: boolean;
};

/** One field of a block, in the editor's order. */
export type StudioField = { name: string; label: string; schema: StudioFieldSchema };

export type RawComponent = {
  display_name?: string;
  schema: Record<string, { type: string } & Record<string, unknown>>;
};
const SCHEMAS = componentSchemas as unknown as Record<string, RawComponent>;
const KNOWN_TYPES: ReadonlySet<string> = new Set(FIELD_TYPES);

export function isFieldType(type: string): type is FieldType {
  return KNOWN_TYPES.has(type);
}

/** The block's name as the schemas give it to editors (« Héros »), else its technical name. */
export function blockDisplayName(component: string): string {
  return SCHEMAS[component]?.display_name ?? component;
}

/**
 * The fields of a block in `pos` order (ties keep the schema's order), labelled with their display names.
 * Null for a block the schemas do not define. The field types come from the same schemas as `FieldType`,
 * so the check is a guard against a stale build, not a filter.
 */
export function blockFields(component: string, schemas: Record<string, RawComponent> = SCHEMAS): StudioField[] | null {
  const schema = schemas[component]?.schema;
  if (!schema) return null;
  return Object.entries(schema)
    .map(([name, field], index) => {
      if (!isFieldType(field.type))
        throw new Error(`Field "${component}.${name}" has the type "${field.type}", unknown to field-types.ts`);
      const typed = field as unknown as StudioFieldSchema;
      return { name, label: typed.display_name || name, schema: typed, index };
    })
    .sort((a, b) => (a.schema.pos ?? a.index) - (b.schema.pos ?? b.index) || a.index - b.index)
    .map(({ name, label, schema: fieldSchema }) => ({ name, label, schema: fieldSchema }));
}
