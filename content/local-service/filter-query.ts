import { z } from 'zod';
import type { ParseResult } from './query-params';

export const FILTER_OPERATORS = [
  'in',
  'not_in',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
  'gt_date',
  'lt_date',
  'is',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

// Storyblok renamed `in_array` to `any_in_array` but still accepts the old name.
const OPERATOR_ALIASES: Record<string, FilterOperator> = { in_array: 'any_in_array' };

export const IS_VALUES = [
  'true',
  'false',
  'null',
  'not_null',
  'empty',
  'not_empty',
  'empty_array',
  'not_empty_array',
] as const;

export type FilterCondition = {
  /** Path inside `content`: `price`, or `seo.title` for nested fields. */
  path: string[];
  operator: FilterOperator;
  /** Comma-separated values, already split and normalised for the operator. */
  values: string[];
};

/** Every condition in `all` must hold, and (when present) at least one group of `anyOf`. */
export type FilterQuery = { all: FilterCondition[]; anyOf: FilterCondition[][] };

const KEY_PATTERN = /^filter_query((?:\[[^[\]]*\])+)$/;
const FIELD_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
// Bounded so that the value always casts to Postgres' numeric (which has its own limits).
const INT_PATTERN = /^-?\d{1,100}$/;
const FLOAT_PATTERN = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const DATE_PATTERN = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/;

/** Most conditions in one request, and most comma-separated values over all of them (each is a bind parameter). */
export const MAX_FILTER_CONDITIONS = 100;
export const MAX_FILTER_VALUES = 1000;

const FORM_HINT = 'expected filter_query[field][operation]=value or filter_query[__or][index][field][operation]=value';

/**
 * Reads Storyblok's bracket form from the query string:
 * `filter_query[price][gt_float]=10000` and `filter_query[__or][0][fuel][in]=diesel`.
 * With `__or`, a numeric index groups conditions (AND inside a group, OR between groups);
 * an empty index (`[__or][]`, what storyblok-js-client sends for arrays) makes each
 * condition a group of its own.
 */
export function parseFilterQuery(params: URLSearchParams): ParseResult<FilterQuery | undefined> {
  const all: FilterCondition[] = [];
  const groups = new Map<string, FilterCondition[]>();
  let unnamedGroups = 0;
  let seen = false;
  let conditions = 0;
  let values = 0;

  for (const [key, rawValue] of params) {
    if (key !== 'filter_query' && !key.startsWith('filter_query[')) continue;
    seen = true;
    const match = KEY_PATTERN.exec(key);
    if (!match?.[1]) return fail(`Malformed filter_query parameter "${key}": ${FORM_HINT}`);
    const segments = match[1].slice(1, -1).split('][');

    let target: FilterCondition[];
    let rest: string[];
    if (segments[0] === '__or') {
      if (segments.length !== 4) return fail(`Malformed filter_query parameter "${key}": ${FORM_HINT}`);
      const index = segments[1]!;
      if (index !== '' && !/^\d+$/.test(index)) {
        return fail(`Malformed filter_query parameter "${key}": the __or index must be a number or empty`);
      }
      const groupKey = index === '' ? `unnamed:${unnamedGroups++}` : index;
      target = groups.get(groupKey) ?? [];
      groups.set(groupKey, target);
      rest = segments.slice(2);
    } else {
      if (segments.length !== 2) return fail(`Malformed filter_query parameter "${key}": ${FORM_HINT}`);
      target = all;
      rest = segments;
    }

    if (++conditions > MAX_FILTER_CONDITIONS)
      return fail(`filter_query has more than ${MAX_FILTER_CONDITIONS} conditions`);
    const condition = parseCondition(rest[0]!, rest[1]!, rawValue);
    if (!condition.ok) return condition;
    values += condition.value.values.length;
    if (values > MAX_FILTER_VALUES) return fail(`filter_query has more than ${MAX_FILTER_VALUES} values in all`);
    target.push(condition.value);
  }

  if (!seen) return { ok: true, value: undefined };
  return { ok: true, value: { all, anyOf: [...groups.values()] } };
}

const fieldSchema = z.string().regex(FIELD_PATTERN);
const operatorSchema = z
  .string()
  .transform((operator) => OPERATOR_ALIASES[operator] ?? operator)
  .pipe(z.enum(FILTER_OPERATORS));

/**
 * Comma-separated values; empty items are dropped, but a list of nothing else is the empty value
 * (`in=` and `in=,` match empty fields): an empty list would be `IN ()`, which SQL refuses.
 */
const valueListSchema = z.string().transform((raw) => {
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  return values.length > 0 ? values : [''];
});

function singleValueSchema(accepts: (value: string) => boolean, expected: string) {
  return valueListSchema.refine((values) => values.length === 1 && accepts(values[0]!), {
    error: `expects ${expected}`,
  });
}

/**
 * A float as JavaScript reads it, sent to SQL in its canonical form: `1e999999` (Infinity) is
 * refused, and every accepted value casts to Postgres' numeric.
 */
const floatValueSchema = valueListSchema.transform((values, ctx) => {
  const number = values.length === 1 && FLOAT_PATTERN.test(values[0]!) ? Number(values[0]) : Number.NaN;
  if (Number.isFinite(number)) return [String(number)];
  ctx.addIssue({ code: 'custom', message: 'expects one number (finite, such as 12.5 or 1e6)' });
  return z.NEVER;
});

const dateValueSchema = valueListSchema.transform((values, ctx) => {
  const date = values.length === 1 ? normaliseDate(values[0]!) : undefined;
  if (date) return [date];
  ctx.addIssue({ code: 'custom', message: 'expects a date as YYYY-MM-DD or YYYY-MM-DD HH:MM' });
  return z.NEVER;
});

const VALUE_SCHEMAS: Record<FilterOperator, z.ZodType<string[], string>> = {
  in: valueListSchema,
  not_in: valueListSchema,
  like: valueListSchema,
  not_like: valueListSchema,
  any_in_array: valueListSchema,
  all_in_array: valueListSchema,
  gt_int: singleValueSchema((value) => INT_PATTERN.test(value), 'one integer (at most 100 digits)'),
  lt_int: singleValueSchema((value) => INT_PATTERN.test(value), 'one integer (at most 100 digits)'),
  gt_float: floatValueSchema,
  lt_float: floatValueSchema,
  gt_date: dateValueSchema,
  lt_date: dateValueSchema,
  is: singleValueSchema((value) => (IS_VALUES as readonly string[]).includes(value), `one of ${IS_VALUES.join(', ')}`),
};

function parseCondition(field: string, rawOperator: string, rawValue: string): ParseResult<FilterCondition> {
  if (!fieldSchema.safeParse(field).success) {
    return fail(`filter_query: "${field}" is not a valid field name (letters, digits, "_", "-", "." for nesting)`);
  }
  const operator = operatorSchema.safeParse(rawOperator);
  if (!operator.success) {
    return fail(
      `filter_query: unknown operation "${rawOperator}" on field "${field}"; supported: ${FILTER_OPERATORS.join(', ')}`,
    );
  }
  const values = VALUE_SCHEMAS[operator.data].safeParse(rawValue);
  if (!values.success) {
    const problem = values.error.issues[0]?.message ?? 'has an invalid value';
    return fail(`filter_query[${field}][${rawOperator}] ${problem}, got "${excerpt(rawValue)}"`);
  }
  return { ok: true, value: { path: field.split('.'), operator: operator.data, values: values.data } };
}

/** `2024-03-01 09:00`, comparable as text with dates stored the same way. */
function normaliseDate(value: string): string | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [, day, time] = match;
  if (Number.isNaN(Date.parse(`${day}T${time ?? '00:00'}Z`))) return undefined;
  return time ? `${day} ${time}` : day;
}

/** Values are echoed in errors, but not 16 KB of them. */
function excerpt(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
