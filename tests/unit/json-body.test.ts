import { describe, expect, it } from 'vitest';
import { parseJsonBody } from '@/site/http/json-body';

/** `[` nested `depth` deep around an empty array: `nested(2)` is `[[]]`. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJsonBody', () => {
  it('parses a body within the limits', () => {
    expect(parseJsonBody('{"story":{"name":"Accueil","tags":["a","b"]}}', 3)).toEqual({
      ok: true,
      value: { story: { name: 'Accueil', tags: ['a', 'b'] } },
    });
  });

  it('refuses a NUL byte before parsing, inside a string or not', () => {
    expect(parseJsonBody('{"name":"a\0b"}', 8)).toEqual({ ok: false, error: 'The body contains a NUL byte' });
    expect(parseJsonBody('{}\0', 8)).toEqual({ ok: false, error: 'The body contains a NUL byte' });
  });

  it('accepts nesting exactly at the limit and refuses one level more', () => {
    expect(parseJsonBody(nested(4), 4)).toEqual({ ok: true, value: [[[[]]]] });
    expect(parseJsonBody(nested(5), 4)).toEqual({ ok: false, error: 'The body is nested more than 4 levels deep' });
    expect(parseJsonBody('{"a":{"b":{"c":{}}}}', 4).ok).toBe(true);
    expect(parseJsonBody('{"a":{"b":{"c":{"d":{}}}}}', 4)).toEqual({
      ok: false,
      error: 'The body is nested more than 4 levels deep',
    });
    expect(parseJsonBody('[{"a":[{}]}]', 4).ok).toBe(true);
    expect(parseJsonBody('[{"a":[{"b":[]}]}]', 4).ok).toBe(false);
  });

  it('counts depth, not brackets: closing ] and } go back up a level', () => {
    expect(parseJsonBody('[[[]],[[]],[[]]]', 3)).toEqual({ ok: true, value: [[[]], [[]], [[]]] });
    expect(parseJsonBody('[{"a":{}},{"b":{}},{"c":{}}]', 3).ok).toBe(true);
    expect(parseJsonBody('[[{}],[{}],[{}]]', 3).ok).toBe(true);
  });

  it('does not count brackets and braces inside strings, escaped quotes and backslashes included', () => {
    expect(parseJsonBody('{"[[[{{{":"]]]}}}"}', 1)).toEqual({ ok: true, value: { '[[[{{{': ']]]}}}' } });
    expect(parseJsonBody('["[[[", "{{{"]', 1).ok).toBe(true);
    expect(parseJsonBody('["a \\"[[[{{{\\" b"]', 1)).toEqual({ ok: true, value: ['a "[[[{{{" b'] });
    // `\\` is one escaped backslash: the quote after it closes the string, and what follows counts again.
    expect(parseJsonBody('["C:\\\\", [[]]]', 3)).toEqual({ ok: true, value: ['C:\\', [[]]] });
    expect(parseJsonBody('["C:\\\\", [[]]]', 2).ok).toBe(false);
  });

  it('reports a body that is not JSON', () => {
    for (const text of ['{"name":', '', '{"a":1}{}']) {
      const result = parseJsonBody(text, 8);
      expect(result.ok, text).toBe(false);
      expect(result.ok ? '' : result.error, text).toMatch(/^The body is not valid JSON: \S/);
    }
  });
});
