import { describe, expect, it } from 'vitest';
import { parseFilterQuery } from '@/content/local-service/filter-query';

const FORM_HINT = 'expected filter_query[field][operation]=value or filter_query[__or][index][field][operation]=value';

function parse(pairs: [string, string][]) {
  return parseFilterQuery(new URLSearchParams(pairs));
}

/** The conditions of a query made of one `filter_query[field][operation]=value`. */
function condition(field: string, operation: string, value: string) {
  const result = parse([[`filter_query[${field}][${operation}]`, value]]);
  if (!result.ok) throw new Error(`expected ${field} ${operation} "${value}" to parse, got: ${result.error}`);
  return result.value?.all;
}

function error(field: string, operation: string, value: string): string | undefined {
  const result = parse([[`filter_query[${field}][${operation}]`, value]]);
  return result.ok ? undefined : result.error;
}

describe('parseFilterQuery: the bracket form', () => {
  it('answers undefined (no filter at all) when the query has no filter_query parameter', () => {
    expect(
      parse([
        ['per_page', '2'],
        ['filterquery', 'x'],
      ]),
    ).toEqual({ ok: true, value: undefined });
    expect(parse([])).toEqual({ ok: true, value: undefined });
  });

  it('reads a field, its operation and a trimmed comma list; a dotted field is a nested path', () => {
    expect(parse([['filter_query[seo.meta.title][in]', ' Golf , Clio ']])).toEqual({
      ok: true,
      value: { all: [{ path: ['seo', 'meta', 'title'], operator: 'in', values: ['Golf', 'Clio'] }], anyOf: [] },
    });
  });

  it('drops empty items of a list; a list of nothing but empty items is the empty value (in= matches empty fields)', () => {
    expect(condition('fuel', 'in', 'essence,,diesel,')).toEqual([
      { path: ['fuel'], operator: 'in', values: ['essence', 'diesel'] },
    ]);
    expect(condition('fuel', 'not_in', ', diesel')).toEqual([
      { path: ['fuel'], operator: 'not_in', values: ['diesel'] },
    ]);
    expect(condition('note', 'in', '')).toEqual([{ path: ['note'], operator: 'in', values: [''] }]);
    expect(condition('note', 'in', '  ')).toEqual([{ path: ['note'], operator: 'in', values: [''] }]);
    expect(condition('note', 'in', ' , ')).toEqual([{ path: ['note'], operator: 'in', values: [''] }]);
    expect(condition('note', 'like', ',,')).toEqual([{ path: ['note'], operator: 'like', values: [''] }]);
  });

  it('accepts in_array as the old name of any_in_array', () => {
    expect(condition('equipment', 'in_array', 'gps')).toEqual([
      { path: ['equipment'], operator: 'any_in_array', values: ['gps'] },
    ]);
  });

  it('__or: a numbered index groups conditions, an empty index makes a group of each condition', () => {
    const result = parse([
      ['filter_query[__or][][fuel][in]', 'electrique'],
      ['filter_query[price][lt_int]', '50000'],
      ['filter_query[__or][][power][lt_int]', '70'],
      ['filter_query[__or][3][fuel][in]', 'diesel'],
      ['filter_query[__or][0][is_new][is]', 'true'],
      ['filter_query[__or][3][power][gt_int]', '200'],
    ]);
    expect(result).toEqual({
      ok: true,
      value: {
        all: [{ path: ['price'], operator: 'lt_int', values: ['50000'] }],
        anyOf: [
          [{ path: ['fuel'], operator: 'in', values: ['electrique'] }],
          [{ path: ['power'], operator: 'lt_int', values: ['70'] }],
          [
            { path: ['fuel'], operator: 'in', values: ['diesel'] },
            { path: ['power'], operator: 'gt_int', values: ['200'] },
          ],
          [{ path: ['is_new'], operator: 'is', values: ['true'] }],
        ],
      },
    });
  });
});

describe('parseFilterQuery: malformed keys are refused, saying the expected form', () => {
  it('a key that is not filter_query followed by brackets', () => {
    expect(parse([['filter_query', 'power']])).toEqual({
      ok: false,
      error: `Malformed filter_query parameter "filter_query": ${FORM_HINT}`,
    });
    expect(parse([['filter_query[power', '5']])).toEqual({
      ok: false,
      error: `Malformed filter_query parameter "filter_query[power": ${FORM_HINT}`,
    });
  });

  it('an __or key without exactly an index, a field and an operation', () => {
    for (const key of [
      'filter_query[__or][0][fuel]',
      'filter_query[__or][0][fuel][in][x]',
      'filter_query[__or][fuel][in]',
    ]) {
      expect(parse([[key, 'diesel']])).toEqual({
        ok: false,
        error: `Malformed filter_query parameter "${key}": ${FORM_HINT}`,
      });
    }
  });

  it('an __or index that is not a number', () => {
    for (const index of ['a1', '1a', '-1', 'x']) {
      const key = `filter_query[__or][${index}][fuel][in]`;
      expect(parse([[key, 'diesel']])).toEqual({
        ok: false,
        error: `Malformed filter_query parameter "${key}": the __or index must be a number or empty`,
      });
    }
  });

  it('an unknown operation, listing the supported ones', () => {
    expect(error('power', 'bigger', '5')).toBe(
      'filter_query: unknown operation "bigger" on field "power"; supported: in, not_in, like, not_like, any_in_array, all_in_array, gt_int, lt_int, gt_float, lt_float, gt_date, lt_date, is',
    );
  });
});

describe('parseFilterQuery: values are checked for the operation', () => {
  it('gt_int and lt_int take one integer', () => {
    expect(condition('power', 'gt_int', ' -12 ')).toEqual([{ path: ['power'], operator: 'gt_int', values: ['-12'] }]);
    expect(error('power', 'gt_int', 'beaucoup')).toBe(
      'filter_query[power][gt_int] expects one integer (at most 100 digits), got "beaucoup"',
    );
    expect(error('power', 'lt_int', '1,2')).toBe(
      'filter_query[power][lt_int] expects one integer (at most 100 digits), got "1,2"',
    );
  });

  it('gt_float and lt_float take one finite number, passed on in its canonical form', () => {
    expect(condition('price', 'gt_float', '1.50')).toEqual([
      { path: ['price'], operator: 'gt_float', values: ['1.5'] },
    ]);
    expect(condition('price', 'lt_float', '.5')).toEqual([{ path: ['price'], operator: 'lt_float', values: ['0.5'] }]);
    expect(condition('price', 'lt_float', '2e3')).toEqual([
      { path: ['price'], operator: 'lt_float', values: ['2000'] },
    ]);
    // Number() would read each of these as a finite number; the filter does not.
    for (const value of ['0x10', '', '1,2', '12,5']) {
      expect(error('price', 'gt_float', value)).toBe(
        `filter_query[price][gt_float] expects one number (finite, such as 12.5 or 1e6), got "${value}"`,
      );
    }
  });

  it('gt_date and lt_date take one date, with or without a time, and refuse an impossible month or hour', () => {
    expect(condition('from', 'gt_date', '2024-05-01')).toEqual([
      { path: ['from'], operator: 'gt_date', values: ['2024-05-01'] },
    ]);
    expect(condition('from', 'lt_date', '2024-05-01T09:30')).toEqual([
      { path: ['from'], operator: 'lt_date', values: ['2024-05-01 09:30'] },
    ]);
    for (const value of ['2024-13-01', '2024-05-01 25:00', '2024-05-01,2024-06-01', 'demain']) {
      expect(error('from', 'gt_date', value)).toBe(
        `filter_query[from][gt_date] expects a date as YYYY-MM-DD or YYYY-MM-DD HH:MM, got "${value}"`,
      );
    }
  });

  it('is takes one of its keywords', () => {
    expect(condition('subtitle', 'is', 'not_empty')).toEqual([
      { path: ['subtitle'], operator: 'is', values: ['not_empty'] },
    ]);
    expect(error('subtitle', 'is', 'maybe')).toBe(
      'filter_query[subtitle][is] expects one of true, false, null, not_null, empty, not_empty, empty_array, not_empty_array, got "maybe"',
    );
  });

  it('echoes a wrong value of up to 100 characters whole, and the first 100 of a longer one', () => {
    const hundred = 'x'.repeat(100);
    expect(error('power', 'gt_int', hundred)).toBe(
      `filter_query[power][gt_int] expects one integer (at most 100 digits), got "${hundred}"`,
    );
    expect(error('power', 'gt_int', `${hundred}yz`)).toBe(
      `filter_query[power][gt_int] expects one integer (at most 100 digits), got "${hundred}…"`,
    );
  });
});

describe('parseFilterQuery: limits', () => {
  const or = (count: number): [string, string][] =>
    Array.from({ length: count }, (_, i) => [`filter_query[__or][${i}][title][in]`, 'a']);

  it('takes up to 100 conditions', () => {
    const result = parse(or(100));
    expect(result.ok && result.value?.anyOf).toHaveLength(100);
    expect(parse(or(101))).toEqual({ ok: false, error: 'filter_query has more than 100 conditions' });
  });

  it('takes up to 1000 values over all conditions', () => {
    const values = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `v${from + i}`).join(',');
    const thousand = parse([
      ['filter_query[title][in]', values(600)],
      ['filter_query[name][not_in]', values(400, 600)],
    ]);
    expect(thousand.ok && thousand.value?.all.map((c) => c.values.length)).toEqual([600, 400]);
    expect(
      parse([
        ['filter_query[title][in]', values(600)],
        ['filter_query[name][not_in]', values(401, 600)],
      ]),
    ).toEqual({ ok: false, error: 'filter_query has more than 1000 values in all' });
  });
});
