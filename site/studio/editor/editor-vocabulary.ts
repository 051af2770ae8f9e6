/**
 * What the page editor needs to know of the block schemas (`vocabulary/generated/component-schemas.json`):
 * each block's French name, its fields in the editor's order, and for each blocks field what it accepts and
 * how many. Pure data, built once from the generated JSON, so the tree operations can be tested on it.
 */
export type EditorField = {
  name: string;
  type: string;
  displayName: string;
  /** For a blocks field: the blocks it accepts, in the schema's order. */
  whitelist: string[];
  /** For a blocks field: how many blocks at most (null: no limit). */
  maximum: number | null;
  defaultValue: unknown;
};

export type EditorComponent = {
  name: string;
  displayName: string;
  isRoot: boolean;
  isNestable: boolean;
  fields: EditorField[];
};

export type EditorVocabulary = Record<string, EditorComponent>;

type RawField = {
  type: string;
  display_name?: string;
  pos?: number;
  restrict_components?: boolean;
  component_whitelist?: string[];
  maximum?: number | string;
  default_value?: unknown;
};
type RawComponent = {
  display_name?: string;
  is_root?: boolean;
  is_nestable?: boolean;
  schema: Record<string, RawField>;
};

export function editorVocabulary(schemas: Record<string, RawComponent>): EditorVocabulary {
  const nestable = Object.entries(schemas)
    .filter(([, component]) => component.is_nestable !== false && !component.is_root)
    .map(([name]) => name);
  const vocabulary: EditorVocabulary = {};
  for (const [name, component] of Object.entries(schemas)) {
    vocabulary[name] = {
      name,
      displayName: component.display_name ?? name,
      isRoot: component.is_root === true,
      isNestable: component.is_nestable !== false,
      fields: Object.entries(component.schema)
        .sort(([, a], [, b]) => (a.pos ?? 0) - (b.pos ?? 0))
        .map(([fieldName, field]) => ({
          name: fieldName,
          type: field.type,
          displayName: field.display_name ?? fieldName,
          whitelist:
            field.type !== 'bloks' ? [] : field.restrict_components ? (field.component_whitelist ?? []) : nestable,
          maximum: field.maximum === undefined || field.maximum === '' ? null : Number(field.maximum),
          defaultValue: field.default_value,
        })),
    };
  }
  return vocabulary;
}

export function displayNameOf(vocabulary: EditorVocabulary, component: string): string {
  return vocabulary[component]?.displayName ?? component;
}

export function blokFieldsOf(vocabulary: EditorVocabulary, component: string): EditorField[] {
  return vocabulary[component]?.fields.filter((field) => field.type === 'bloks') ?? [];
}

export function fieldOf(vocabulary: EditorVocabulary, component: string, field: string): EditorField | null {
  return vocabulary[component]?.fields.find((candidate) => candidate.name === field) ?? null;
}
