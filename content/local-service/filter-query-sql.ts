import { and, or, sql, type SQL } from 'drizzle-orm';
import type { FilterCondition, FilterQuery } from './filter-query';
import { likePattern } from './like-pattern';

/** The filter as one SQL condition over `content` (a jsonb expression), or undefined for none. */
export function filterQuerySql(query: FilterQuery | undefined, content: SQL): SQL | undefined {
  if (!query) return undefined;
  const conditions = query.all.map((condition) => conditionSql(condition, content));
  const groups = query.anyOf.map((group) => and(...group.map((condition) => conditionSql(condition, content))));
  if (groups.length > 0) conditions.push(sql`(${or(...groups)})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// Values that cannot be cast never raise: the CASE leaves them NULL, so the row simply does
// not match (Storyblok: "no longer triggers an error when there are non numeric values").
// The bounds (at most 255 digits, a 3-digit exponent) keep the cast inside numeric's range: a
// stored "1e999999" would otherwise make the cast, and the whole query, fail.
const INT_TEXT = `'^\\s*-?[0-9]{1,255}\\s*$'`;
const FLOAT_TEXT = `'^\\s*-?([0-9]{1,255}[.]?[0-9]{0,255}|[.][0-9]{1,255})([eE][-+]?[0-9]{1,3})?\\s*$'`;
const DATE_TEXT = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}'`;

function conditionSql({ path, operator, values }: FilterCondition, content: SQL): SQL {
  const pathArray = sql`ARRAY[${sql.join(
    path.map((segment) => sql`${segment}`),
    sql`, `,
  )}]::text[]`;
  const text = sql`(${content} #>> ${pathArray})`;
  const json = sql`(${content} #> ${pathArray})`;
  const valueList = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  const first = values[0] ?? '';

  switch (operator) {
    case 'in':
      return inSql(text, values, valueList);
    case 'not_in':
      return sql`NOT coalesce(${inSql(text, values, valueList)}, false)`;
    case 'like':
      return likeSql(text, values);
    case 'not_like':
      return sql`NOT coalesce(${likeSql(text, values)}, false)`;
    case 'any_in_array':
      return sql`(jsonb_typeof(${json}) = 'array' AND ${json} ?| ARRAY[${valueList}]::text[])`;
    case 'all_in_array':
      return sql`(jsonb_typeof(${json}) = 'array' AND ${json} ?& ARRAY[${valueList}]::text[])`;
    case 'gt_int':
      return sql`(CASE WHEN ${text} ~ ${sql.raw(INT_TEXT)} THEN ${text}::numeric END) > ${first}::numeric`;
    case 'lt_int':
      return sql`(CASE WHEN ${text} ~ ${sql.raw(INT_TEXT)} THEN ${text}::numeric END) < ${first}::numeric`;
    case 'gt_float':
      return sql`(CASE WHEN ${text} ~ ${sql.raw(FLOAT_TEXT)} THEN ${text}::numeric END) > ${first}::numeric`;
    case 'lt_float':
      return sql`(CASE WHEN ${text} ~ ${sql.raw(FLOAT_TEXT)} THEN ${text}::numeric END) < ${first}::numeric`;
    case 'gt_date':
      return sql`(CASE WHEN ${text} ~ ${sql.raw(DATE_TEXT)} THEN replace(${text}, 'T', ' ') END) COLLATE "C" > ${first}`;
    case 'lt_date':
      return sql`(CASE WHEN ${text} ~ ${sql.raw(DATE_TEXT)} THEN replace(${text}, 'T', ' ') END) COLLATE "C" < ${first}`;
    case 'is':
      return isSql(first, text, json);
  }
}

/** `in=` with an empty value also matches a missing or null field, as Storyblok does. */
function inSql(text: SQL, values: string[], valueList: SQL): SQL {
  const matches = sql`${text} IN (${valueList})`;
  return values.includes('') ? sql`(${matches} OR ${text} IS NULL)` : sql`(${matches})`;
}

/** Storyblok's `like` is case-insensitive, `*` is the wildcard, and a comma list matches any. */
function likeSql(text: SQL, values: string[]): SQL {
  return sql`(${or(...values.map((value) => sql`${text} ILIKE ${likePattern(value)}`))})`;
}

function isSql(value: string, text: SQL, json: SQL): SQL {
  switch (value) {
    case 'true':
      return sql`(${text} = 'true')`;
    case 'false':
      return sql`(${text} = 'false')`;
    case 'null':
      return sql`(${json} IS NULL OR ${json} = 'null'::jsonb)`;
    case 'not_null':
      return sql`(${json} IS NOT NULL AND ${json} <> 'null'::jsonb)`;
    case 'empty':
      return sql`(coalesce(${text}, '') = '')`;
    case 'not_empty':
      return sql`(coalesce(${text}, '') <> '')`;
    case 'empty_array':
      return sql`(coalesce(${json}, '[]'::jsonb) = '[]'::jsonb)`;
    default:
      return sql`(jsonb_typeof(${json}) = 'array' AND ${json} <> '[]'::jsonb)`;
  }
}
