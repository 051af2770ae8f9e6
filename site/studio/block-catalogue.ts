import componentGroups from '@/vocabulary/generated/component-groups.json';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';

type RawField = {
  type: string;
  display_name?: string;
  description?: string;
  required?: boolean;
  default_value?: string | boolean | number;
  options?: { name?: string; value: string }[];
  source?: string;
  filter_content_type?: string[];
  component_whitelist?: string[];
  restrict_components?: boolean;
  max_length?: number | string;
  regex?: string;
  min_value?: number | string;
  max_value?: number | string;
  decimals?: number | string;
  pos?: number;
};
type RawComponent = {
  display_name?: string;
  is_root: boolean;
  is_nestable?: boolean;
  component_group_uuid: string | null;
  schema: Record<string, RawField>;
};

export type FieldInfo = {
  name: string;
  displayName: string;
  type: string;
  required: boolean;
  description: string | null;
  defaultValue: string | null;
  /** The values an option field offers, or the stories it points to (`stories: location`). */
  options: string[];
  /** For a blocks field: the blocks it accepts (null: any). */
  accepts: string[] | null;
  /** Limits beyond the type: length, pattern, bounds. */
  limits: string[];
};

export type BlockInfo = {
  name: string;
  displayName: string;
  group: string;
  isRoot: boolean;
  isNestable: boolean;
  fields: FieldInfo[];
  /** Where it may be placed: a parent block's blocks field that accepts it. */
  parents: { block: string; field: string }[];
};

const SCHEMAS = componentSchemas as unknown as Record<string, RawComponent>;

/**
 * The groups of the studio's list, by what a block is about: Storyblok's component groups (the folders of
 * its block library), in the order of `schemas/components/local/groups.json`. An editor looks for "a form"
 * or "something for a vehicle page", not for a name.
 */
export const BLOCK_GROUPS: readonly string[] = componentGroups.map((group) => group.name);

const GROUP_NAMES = new Map(componentGroups.map((group) => [group.uuid, group.name]));

/** The group a block's schema names; `npm run schemas:check` refuses a schema without a known one. */
function groupOf(name: string, component: RawComponent): string {
  const group = GROUP_NAMES.get(component.component_group_uuid ?? '');
  if (group === undefined)
    throw new Error(`The schema "${name}" names no group of groups.json: run npm run schemas:check`);
  return group;
}

function limitsOf(field: RawField): string[] {
  const limits: string[] = [];
  if (field.max_length) limits.push(`${field.max_length} caractères au plus`);
  if (field.regex) limits.push(`motif ${field.regex}`);
  if (field.min_value !== undefined && field.min_value !== '') limits.push(`≥ ${field.min_value}`);
  if (field.max_value !== undefined && field.max_value !== '') limits.push(`≤ ${field.max_value}`);
  if (field.decimals !== undefined && field.decimals !== '') limits.push(`${field.decimals} décimale(s) au plus`);
  return limits;
}

function fieldInfo(name: string, field: RawField): FieldInfo {
  const stories =
    field.source === 'internal_stories' ? [`stories : ${(field.filter_content_type ?? ['toutes']).join(', ')}`] : [];
  return {
    name,
    displayName: field.display_name ?? name,
    type: field.type,
    required: field.required === true,
    description: field.description ?? null,
    defaultValue: field.default_value === undefined || field.default_value === '' ? null : String(field.default_value),
    options: [...(field.options ?? []).map((option) => option.value), ...stories],
    accepts: field.type === 'bloks' && field.restrict_components ? (field.component_whitelist ?? []) : null,
    limits: limitsOf(field),
  };
}

/** Every block the schemas define, with its fields in the editor's order and where it may be placed. */
export function blockCatalogue(): BlockInfo[] {
  const entries = Object.entries(SCHEMAS);
  return entries
    .map(([name, component]) => ({
      name,
      displayName: component.display_name ?? name,
      group: groupOf(name, component),
      isRoot: component.is_root,
      isNestable: component.is_nestable ?? true,
      fields: Object.entries(component.schema)
        .sort(([, a], [, b]) => (a.pos ?? 0) - (b.pos ?? 0))
        .map(([fieldName, field]) => fieldInfo(fieldName, field)),
      parents: entries.flatMap(([parent, other]) =>
        Object.entries(other.schema)
          .filter(
            ([, field]) =>
              field.type === 'bloks' &&
              (!field.restrict_components || (field.component_whitelist ?? []).includes(name)),
          )
          .map(([field]) => ({ block: parent, field })),
      ),
    }))
    .sort(
      (a, b) =>
        BLOCK_GROUPS.indexOf(a.group) - BLOCK_GROUPS.indexOf(b.group) ||
        a.displayName.localeCompare(b.displayName, 'fr'),
    );
}

export function blockInfo(name: string): BlockInfo | null {
  return blockCatalogue().find((block) => block.name === name) ?? null;
}
