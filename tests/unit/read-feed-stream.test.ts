import { describe, expect, it } from 'vitest';
import { FeedFormatError, readFeedStream } from '@/services/stock/read-feed-stream';

/** The rows read before the end or the error, the header, and the error if any. */
async function readAll(
  source: AsyncIterable<unknown>,
): Promise<{ rows: unknown[]; header?: unknown; error?: unknown }> {
  const rows: unknown[] = [];
  const iterator = readFeedStream(source)[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return { rows, header: next.value };
      rows.push(next.value);
    }
  } catch (error) {
    return { rows, error };
  }
}

async function* chunks(...parts: unknown[]): AsyncGenerator<unknown> {
  yield* parts;
}

/** The text as string chunks of `size` characters. */
function cut(text: string, size: number): AsyncIterable<string> {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return chunks(...parts) as AsyncIterable<string>;
}

/** The message of the error the whole text (then the text cut in 1- and 3-character chunks) ends with. */
async function errorOf(text: string): Promise<string> {
  const messages = new Set<string>();
  for (const source of [chunks(text), cut(text, 1), cut(text, 3)]) {
    const { error } = await readAll(source);
    expect(error, text).toBeInstanceOf(FeedFormatError);
    messages.add((error as Error).message);
  }
  expect([...messages], text).toHaveLength(1);
  return [...messages][0] ?? '';
}

describe('readFeedStream', () => {
  it('skips a byte order mark at the very start of string chunks only', async () => {
    expect(await readAll(chunks('\uFEFF{"vehicles": [{"a": "', '\uFEFFb"}]}'))).toEqual({
      rows: [{ a: '\uFEFFb' }],
      header: {},
    });
  });

  it('treats tabs, CR and LF as white space and counts lines at LF', async () => {
    const text = '{\r\n\t"vehicles":\t[\r\n\t\t{"a": 1}\r\n]}';
    expect(await readAll(chunks(text))).toEqual({ rows: [{ a: 1 }], header: {} });
    // Offsets: LF at 2 and 18, so line 3 starts at 19; the "2" is at 23.
    expect(await errorOf('{\r\n\t"vehicles":\t[\r\n\t\t1 2]}')).toBe(
      `Invalid JSON: Expected ',' or ']' after an array element, found "2" (line 3, column 5, character 23)`,
    );
  });

  it('reads every form of JSON number and literal, whatever the chunking', async () => {
    const text = '{"vehicles": [-1, 1.5, 1e2, 1E2, 1e+2, 1e-2, -0.5E-1, 0, true, false, null]}';
    const expected = [-1, 1.5, 100, 100, 100, 0.01, -0.05, 0, true, false, null];
    for (const source of [chunks(text), cut(text, 1), cut(text, 2)])
      expect((await readAll(source)).rows).toEqual(expected);
  });

  it('keeps the other top-level properties, arrays included, and "vehicles" keys nested anywhere', async () => {
    const text =
      '{"tags": ["a", ["b"]], "vehicles": [{"vehicles": 5, "list": [1, [2]]}], "meta": {"vehicles": "n"}, "generated_at": "x"}';
    expect(await readAll(chunks(text))).toEqual({
      rows: [{ vehicles: 5, list: [1, [2]] }],
      header: { tags: ['a', ['b']], meta: { vehicles: 'n' }, generated_at: 'x' },
    });
  });

  it('refuses a document without a "vehicles" array or with two', async () => {
    expect(await errorOf('{"tags": []}')).toBe(
      'Invalid JSON: The feed has no "vehicles" array (line 1, column 12, character 11)',
    );
    expect(await errorOf('{"vehicles": [], "vehicles": []}')).toBe(
      'Invalid JSON: The feed has a second "vehicles" property (line 1, column 18, character 17)',
    );
  });

  it('stores a "__proto__" property as JSON.parse does: an own, ordinary property, not a prototype', async () => {
    const text = '{"vehicles": [{"__proto__": {"x": 1}, "b": 2}]}';
    const row = (await readAll(chunks(text))).rows[0] as object;
    const [parsed] = (JSON.parse(text) as { vehicles: object[] }).vehicles;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')).toEqual({
      value: { x: 1 },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')).toEqual(
      Object.getOwnPropertyDescriptor(parsed, '__proto__'),
    );
    expect(Object.keys(row)).toEqual(['__proto__', 'b']);
  });

  it('says whether the feed is empty or cut short, and checks a number or literal left at the end', async () => {
    expect(await errorOf('')).toBe('Invalid JSON: The feed is empty (line 1, column 1, character 0)');
    expect(await errorOf(' \n ')).toBe('Invalid JSON: The feed is empty (line 2, column 2, character 3)');
    expect(await errorOf('{"vehicles": [')).toBe(
      'Invalid JSON: The feed ends before the JSON document is complete (line 1, column 15, character 14)',
    );
    expect(await errorOf('{"vehicles": [1.')).toBe(
      'Invalid JSON: Invalid number "1." (line 1, column 15, character 14)',
    );
    expect(await errorOf('{"vehicles": [tru')).toBe(
      'Invalid JSON: Invalid literal "tru" (expected true, false or null) (line 1, column 15, character 14)',
    );
  });

  it('words each syntax error for what was expected there', async () => {
    expect(await errorOf('{"vehicles": [], }')).toBe(
      `Invalid JSON: Expected a property name in double quotes, found "}" (line 1, column 18, character 17)`,
    );
    expect(await errorOf('{"vehicles": [:]}')).toBe(
      `Invalid JSON: Expected a value or ']', found ":" (line 1, column 15, character 14)`,
    );
    expect(await errorOf('{"a": :}')).toBe('Invalid JSON: Expected a value, found ":" (line 1, column 7, character 6)');
    expect(await errorOf('{"vehicles": [nullz]}')).toBe(
      'Invalid JSON: Invalid literal "nullz" (expected true, false or null) (line 1, column 15, character 14)',
    );
    expect(await errorOf('{"vehicles": [{"a": "\\x"}]}')).toBe(
      'Invalid JSON: Invalid escape sequence \\x in a string in vehicle row 1 (line 1, column 22, character 21)',
    );
    expect(await errorOf('{"vehicles": [{"a": "\\u00g1"}]}')).toBe(
      'Invalid JSON: Invalid \\u escape in a string: expected 4 hexadecimal digits in vehicle row 1 (line 1, column 26, character 25)',
    );
  });

  it('names the vehicle row only for an error inside one, after handing out the rows before it', async () => {
    const inRow = await readAll(chunks('{"vehicles": [{}, {"a": [1]}, {"a": tru}]}'));
    expect(inRow.rows).toEqual([{}, { a: [1] }]);
    expect((inRow.error as Error).message).toBe(
      'Invalid JSON: Invalid literal "tru" (expected true, false or null) in vehicle row 3 (line 1, column 37, character 36)',
    );
    expect(await errorOf('{"x": [[tru]], "vehicles": []}')).toBe(
      'Invalid JSON: Invalid literal "tru" (expected true, false or null) (line 1, column 9, character 8)',
    );
  });

  it('is a FeedFormatError by name, with its position', async () => {
    const { error } = await readAll(chunks('{"vehicles": [:]}'));
    expect(error).toMatchObject({ name: 'FeedFormatError', position: { line: 1, column: 15, offset: 14 } });
  });

  it('counts the bytes read before invalid UTF-8', async () => {
    const { error } = await readAll(
      chunks(Buffer.from('{"vehicles": ['), new Uint8Array([0x31, 0x2c]), Buffer.from([0xff])),
    );
    expect(error).toBeInstanceOf(FeedFormatError);
    expect((error as Error).message).toBe('The feed is not valid UTF-8 text (within its first 16 bytes)');
  });

  it('refuses chunks that are neither text nor bytes, and lets the source’s own errors through', async () => {
    const { error } = await readAll(chunks('{"vehicles": [', 42));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe(
      'A feed source must yield text or bytes (string, Buffer or Uint8Array chunks)',
    );
    const broken = (async function* () {
      yield '{"vehicles": [';
      throw new Error('the disk went away');
    })();
    const { error: own } = await readAll(broken);
    expect(own).not.toBeInstanceOf(FeedFormatError);
    expect((own as Error).message).toBe('the disk went away');
  });
});
