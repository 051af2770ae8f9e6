import type { BlockMap, BlockName } from './block-types';
import componentSchemas from './generated/component-schemas.json';
import { contentProblemWords as words } from '@/i18n/fr-lu-studio-write';

export type FieldSchema = {
  type: string;
  required?: boolean;
  max_length?: number | string;
  /** `text`/`textarea`: a pattern the whole value must match (Storyblok's regex validation). */
  regex?: string;
  /** `number`: inclusive bounds and the most decimals allowed (Storyblok's number field settings). */
  min_value?: number | string;
  max_value?: number | string;
  decimals?: number | string;
  maximum?: number | string;
  minimum?: number | string;
  options?: { value: string }[];
  source?: string;
  restrict_components?: boolean;
  component_whitelist?: string[];
};
export type ComponentSchema = { is_root: boolean; schema: Record<string, FieldSchema> };
/** Component schemas by block name, as in `generated/component-schemas.json`. */
export type ComponentSchemas = Record<string, ComponentSchema>;

/** The site's schemas (generated from `schemas/` by `npm run schemas:types`): the default everywhere. */
const SCHEMAS = componentSchemas as ComponentSchemas;
/** Keys Storyblok adds to every block; never declared in a schema. */
const BLOCK_KEYS = new Set(['_uid', 'component', '_editable']);

export type BlockProblem = { path: string; message: string };
export type ValidationOptions = {
  /** Report fields the schema does not declare (the seed check does; rendering tolerates them). */
  strictFields?: boolean;
  /** Also validate nested blocks (the seed check does; rendering validates each block as it renders it). */
  deep?: boolean;
  /**
   * Report a nested block that its field does not allow as a problem of the parent (default). Rendering
   * turns this off and reports it on the nested block instead (see `allowedChildren`), so one stray
   * block hides only itself, not the page around it.
   */
  parentOwnsChildNames?: boolean;
  /** Another schema set to validate against (`npm run schemas:diff`); the site's own schemas when left out. */
  schemas?: ComponentSchemas;
};

export function isRootBlock(name: string, schemas: ComponentSchemas = SCHEMAS): boolean {
  return schemas[name]?.is_root ?? false;
}

/** Checks a block against its component schema and returns what is wrong (empty when valid). */
export function validateBlock(value: unknown, options: ValidationOptions = {}, path = ''): BlockProblem[] {
  if (!isRecord(value)) return [{ path, message: words.notABlock }];
  const name = value.component;
  if (typeof name !== 'string' || name === '') return [{ path, message: words.noComponent }];
  const here = path ? `${path}(${name})` : name;
  if (typeof value._uid !== 'string' || value._uid === '') return [{ path: here, message: words.noUid }];
  const component = (options.schemas ?? SCHEMAS)[name];
  if (!component) return [{ path: here, message: words.unknownBlock(name) }];

  const problems: BlockProblem[] = [];
  for (const [field, schema] of Object.entries(component.schema)) {
    problems.push(...validateField(value[field], schema, options, `${here}.${field}`));
  }
  if (options.strictFields) {
    for (const key of Object.keys(value)) {
      if (!BLOCK_KEYS.has(key) && !Object.hasOwn(component.schema, key)) {
        problems.push({ path: `${here}.${key}`, message: words.notAField });
      }
    }
  }
  return problems;
}

function validateField(value: unknown, schema: FieldSchema, options: ValidationOptions, path: string): BlockProblem[] {
  const fail = (message: string): BlockProblem[] => [{ path, message }];
  if (isEmpty(value)) return schema.required ? fail(words.required) : [];

  switch (schema.type) {
    case 'text':
    case 'textarea':
    case 'markdown': {
      if (typeof value !== 'string') return fail(words.text);
      const max = Number(schema.max_length);
      if (max > 0 && value.length > max) return fail(words.tooLong(max, value.length));
      return schema.regex && !compiledRegex(schema.regex).test(value) ? fail(words.pattern(value, schema.regex)) : [];
    }
    case 'number':
      // Storyblok stores and delivers number fields as text, and the generated types say string.
      if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return fail(words.number);
      return numberProblems(value, schema, path);
    case 'boolean':
      return typeof value === 'boolean' ? [] : fail(words.boolean);
    case 'datetime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(value) ? [] : fail(words.datetime);
    case 'option': {
      // A story relation is a uuid until resolve_relations replaces it with the story itself.
      if (schema.source === 'internal_stories')
        return typeof value === 'string' || isRecord(value) ? [] : fail(words.story);
      if (typeof value !== 'string') return fail(words.option);
      return optionProblems([value], schema, path);
    }
    case 'options': {
      if (!Array.isArray(value)) return fail(words.list);
      if (schema.source === 'internal_stories') {
        // Unresolved relations are uuids; resolve_relations replaces them with story objects.
        return value.every((v) => typeof v === 'string' || isRecord(v))
          ? countProblems(value, schema, path)
          : fail(words.stories);
      }
      if (!value.every((v) => typeof v === 'string')) return fail(words.options);
      return [...optionProblems(value, schema, path), ...countProblems(value, schema, path)];
    }
    case 'asset':
      return isRecord(value) && (value.filename === null || typeof value.filename === 'string')
        ? schema.required && !value.filename
          ? fail(words.required)
          : []
        : fail(words.asset);
    case 'multiasset':
      return Array.isArray(value) && value.every((a) => isRecord(a) && typeof a.filename === 'string')
        ? []
        : fail(words.assets);
    case 'multilink': {
      if (!isRecord(value) || typeof value.linktype !== 'string') return fail(words.link);
      const target = value.linktype === 'email' ? value.email : value.cached_url || value.url || value.id;
      return schema.required && !target ? fail(words.required) : [];
    }
    case 'richtext':
      return isRecord(value) && value.type === 'doc' ? [] : fail(words.richText);
    case 'bloks':
      return bloksProblems(value, schema, options, path);
    default:
      return [];
  }
}

function bloksProblems(value: unknown, schema: FieldSchema, options: ValidationOptions, path: string): BlockProblem[] {
  if (!Array.isArray(value)) return [{ path, message: words.blocks }];
  const problems = countProblems(value, schema, path);
  value.forEach((child, index) => {
    const childPath = `${path}[${index}]`;
    const name = isRecord(child) ? child.component : undefined;
    const checkName = options.parentOwnsChildNames ?? true;
    if (
      checkName &&
      schema.restrict_components &&
      schema.component_whitelist &&
      typeof name === 'string' &&
      !schema.component_whitelist.includes(name)
    ) {
      problems.push({
        path: childPath,
        message: words.blockNotAllowed(name, schema.component_whitelist),
      });
    }
    if (options.deep) problems.push(...validateBlock(child, options, childPath));
  });
  return problems;
}

/** Each nested block of a block with the block names its field allows (for restricted `bloks` fields). */
export function allowedChildren(block: Record<string, unknown>): [child: object, allowed: string[]][] {
  const component = typeof block.component === 'string' ? SCHEMAS[block.component] : undefined;
  if (!component) return [];
  const pairs: [object, string[]][] = [];
  for (const [field, schema] of Object.entries(component.schema)) {
    const value = block[field];
    if (schema.type !== 'bloks' || !schema.restrict_components || !schema.component_whitelist || !Array.isArray(value))
      continue;
    for (const child of value) if (isRecord(child)) pairs.push([child, schema.component_whitelist]);
  }
  return pairs;
}

const regexCache = new Map<string, RegExp>();

/** A schema's `regex`, compiled once and tested as written (the schemas anchor theirs with ^ and $). */
function compiledRegex(pattern: string): RegExp {
  let regex = regexCache.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    regexCache.set(pattern, regex);
  }
  return regex;
}

/** A setting of the schema as a number, or null when the schema leaves it out (Storyblok may store it as text). */
function setting(value: number | string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Storyblok's number field settings: `min_value`, `max_value` and `decimals` (most digits after the point). */
function numberProblems(value: string, schema: FieldSchema, path: string): BlockProblem[] {
  const number = Number(value);
  const min = setting(schema.min_value);
  const max = setting(schema.max_value);
  const decimals = setting(schema.decimals);
  const fraction = value.split('.')[1]?.length ?? 0;
  if (decimals !== null && fraction > decimals) {
    return [
      {
        path,
        message: decimals === 0 ? words.wholeNumber(value) : words.decimals(decimals, value),
      },
    ];
  }
  if (min !== null && number < min) return [{ path, message: words.atLeast(min, value) }];
  if (max !== null && number > max) return [{ path, message: words.atMost(max, value) }];
  return [];
}

function optionProblems(values: string[], schema: FieldSchema, path: string): BlockProblem[] {
  if (!schema.options || schema.source) return [];
  const allowed = schema.options.map((o) => o.value);
  return values
    .filter((v) => v !== '' && !allowed.includes(v))
    .map((v) => ({ path, message: words.notAnOption(v, allowed) }));
}

function countProblems(values: unknown[], schema: FieldSchema, path: string): BlockProblem[] {
  const max = Number(schema.maximum);
  const min = Number(schema.minimum);
  if (max > 0 && values.length > max) return [{ path, message: words.tooMany(values.length, max) }];
  if (min > 0 && values.length < min) return [{ path, message: words.tooFew(values.length, min) }];
  return [];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function formatProblems(problems: BlockProblem[]): string {
  return problems.map((p) => `${p.path}\u202F: ${p.message}`).join('\u202F; ');
}

/** Parses content as a block of the given type (validated deeply), or says why it is not one.
 * The cast is the one place unvalidated content becomes a typed block: the schema check above is its proof. */
export function parseBlock<N extends BlockName>(
  value: unknown,
  name: N,
): { ok: true; block: BlockMap[N] } | { ok: false; problems: BlockProblem[] } {
  if (!isRecord(value) || value.component !== name)
    return { ok: false, problems: [{ path: '', message: words.notABlockOf(name) }] };
  const problems = validateBlock(value, { deep: true });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, block: value as unknown as BlockMap[N] };
}
