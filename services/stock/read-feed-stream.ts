import type { Readable } from 'node:stream';

/** Where something sits in the feed text: 1-based line and column, 0-based character offset. */
export type FeedPosition = { line: number; column: number; offset: number };

/** The feed is not a readable feed document: invalid JSON, wrong top-level shape, not UTF-8. */
export class FeedFormatError extends Error {
  readonly position: FeedPosition | undefined;

  constructor(problem: string, position?: FeedPosition) {
    super(
      position
        ? `${problem} (line ${position.line}, column ${position.column}, character ${position.offset})`
        : problem,
    );
    this.name = 'FeedFormatError';
    this.position = position;
  }
}

/** A feed source: a Node stream or any async iterable of text or byte chunks (UTF-8). */
export type FeedSource = AsyncIterable<unknown> | Readable;

/** The top-level properties of the feed document other than `vehicles` (e.g. `generated_at`). */
export type FeedHeader = Record<string, unknown>;

/**
 * Reads a feed document `{ "generated_at": …, "vehicles": [ … ] }` as it streams in and yields each element
 * of `vehicles` as soon as it is complete (parsed, not yet validated), so memory holds one vehicle at a
 * time whatever the size of the file. Returns the other top-level properties. Throws FeedFormatError with
 * the line and column of the first syntax error; the rows before it have been yielded by then.
 */
export async function* readFeedStream(source: FeedSource): AsyncGenerator<unknown, FeedHeader> {
  const parser = new FeedJsonParser();
  for await (const text of textChunks(source)) {
    let failure: unknown;
    try {
      parser.write(text);
    } catch (error) {
      failure = error;
    }
    yield* parser.takeRows();
    if (failure) throw failure;
  }
  parser.end();
  yield* parser.takeRows();
  return parser.header();
}

async function* textChunks(source: FeedSource): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let first = true;
  try {
    for await (const chunk of source as AsyncIterable<unknown>) {
      if (typeof chunk === 'string') {
        yield first && chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
      } else if (chunk instanceof Uint8Array) {
        const text = decoder.decode(chunk, { stream: true });
        bytes += chunk.byteLength;
        if (text) yield text;
      } else {
        throw new TypeError('A feed source must yield text or bytes (string, Buffer or Uint8Array chunks)');
      }
      first = false;
    }
    const tail = decoder.decode();
    if (tail) yield tail;
  } catch (error) {
    if (error instanceof TypeError && /decode|encoded data/i.test(error.message)) {
      throw new FeedFormatError(`The feed is not valid UTF-8 text (within its first ${bytes} bytes)`);
    }
    throw error;
  }
}

const enum Mode {
  Value,
  ValueOrArrayEnd,
  KeyOrObjectEnd,
  Key,
  Colon,
  CommaOrEnd,
  Done,
}

const enum Token {
  None,
  String,
  Number,
  Literal,
}

type Frame =
  | { kind: 'object'; value: Record<string, unknown>; key: string | undefined }
  | { kind: 'array'; value: unknown[]; streamed: boolean };

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * An incremental JSON parser for the feed document: `write()` text as it arrives, `takeRows()` the
 * completed vehicles. Strict JSON (as JSON.parse), with positions for errors. Top-level values other than
 * the `vehicles` array are kept; the elements of `vehicles` are handed out, never accumulated.
 */
class FeedJsonParser {
  private stack: Frame[] = [];
  private mode = Mode.Value;
  private token = Token.None;
  private text = '';
  private escape = 0; // 0 none, 1 after a backslash, 2 inside \uXXXX
  private hex = '';
  private isKey = false;
  private tokenStart = 0;
  private base = 0; // offset of the current chunk's first character
  private line = 1;
  private lineStart = 0;
  private root: Record<string, unknown> | undefined;
  private sawVehicles = false;
  private rowsStarted = 0;
  private rows: unknown[] = [];

  takeRows(): unknown[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  header(): FeedHeader {
    return this.root ?? {};
  }

  write(chunk: string): void {
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      if (this.token === Token.String) {
        i = this.continueString(chunk, i);
        continue;
      }
      if (this.token === Token.Number || this.token === Token.Literal) {
        const start = i;
        const accepts = this.token === Token.Number ? isNumberChar : isLetter;
        while (i < n && accepts(chunk.charCodeAt(i))) i++;
        this.text += chunk.slice(start, i);
        if (i === n) break;
        this.finishScalar();
        continue;
      }
      const c = chunk.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0d) {
        i++;
        continue;
      }
      if (c === 0x0a) {
        i++;
        this.line++;
        this.lineStart = this.base + i;
        continue;
      }
      this.consume(c, chunk, i);
      i++;
    }
    this.base += n;
  }

  end(): void {
    if (this.token === Token.String) this.fail('The feed ends inside a string', this.tokenStart);
    if (this.token !== Token.None) this.finishScalar();
    if (this.mode !== Mode.Done) {
      this.fail(
        this.root === undefined && this.stack.length === 0
          ? 'The feed is empty'
          : 'The feed ends before the JSON document is complete',
        this.base,
      );
    }
  }

  private consume(c: number, chunk: string, i: number): void {
    const at = this.base + i;
    switch (this.mode) {
      case Mode.Value:
      case Mode.ValueOrArrayEnd:
        if (c === 0x5d && this.mode === Mode.ValueOrArrayEnd) return this.closeArray();
        return this.startValue(c, chunk, i);
      case Mode.KeyOrObjectEnd:
      case Mode.Key:
        if (c === 0x7d && this.mode === Mode.KeyOrObjectEnd) return this.closeObject(at);
        if (c === 0x22) {
          this.token = Token.String;
          this.isKey = true;
          this.text = '';
          this.tokenStart = at;
          return;
        }
        return this.fail(
          `Expected a property name in double quotes${this.mode === Mode.KeyOrObjectEnd ? " or '}'" : ''}, found ${shown(chunk, i)}`,
          at,
        );
      case Mode.Colon:
        if (c === 0x3a) {
          this.mode = Mode.Value;
          return;
        }
        return this.fail(`Expected ':' after the property name, found ${shown(chunk, i)}`, at);
      case Mode.CommaOrEnd: {
        const top = this.stack[this.stack.length - 1];
        if (top?.kind === 'object') {
          if (c === 0x2c) this.mode = Mode.Key;
          else if (c === 0x7d) this.closeObject(at);
          else this.fail(`Expected ',' or '}' after a property value, found ${shown(chunk, i)}`, at);
        } else {
          if (c === 0x2c) this.mode = Mode.Value;
          else if (c === 0x5d) this.closeArray();
          else this.fail(`Expected ',' or ']' after an array element, found ${shown(chunk, i)}`, at);
        }
        return;
      }
      case Mode.Done:
        return this.fail(`Unexpected ${shown(chunk, i)} after the end of the JSON document`, at);
    }
  }

  private startValue(c: number, chunk: string, i: number): void {
    const at = this.base + i;
    const depth = this.stack.length;
    if (depth === 0 && c !== 0x7b) {
      this.fail(`The feed must be a JSON object {"generated_at": …, "vehicles": […]}, found ${shown(chunk, i)}`, at);
    }
    const parent = this.stack[depth - 1];
    const isVehicles = depth === 1 && parent?.kind === 'object' && parent.key === 'vehicles';
    if (isVehicles && c !== 0x5b) this.fail(`"vehicles" must be an array, found ${shown(chunk, i)}`, at);
    if (parent?.kind === 'array' && parent.streamed) this.rowsStarted++;

    if (c === 0x7b) {
      this.stack.push({ kind: 'object', value: {}, key: undefined });
      this.mode = Mode.KeyOrObjectEnd;
    } else if (c === 0x5b) {
      this.stack.push({ kind: 'array', value: [], streamed: isVehicles });
      if (isVehicles) this.sawVehicles = true;
      this.mode = Mode.ValueOrArrayEnd;
    } else if (c === 0x22) {
      this.token = Token.String;
      this.isKey = false;
      this.text = '';
      this.tokenStart = at;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      this.token = Token.Number;
      this.text = '';
      this.tokenStart = at;
      this.write1(chunk[i]);
    } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
      this.token = Token.Literal;
      this.text = '';
      this.tokenStart = at;
      this.write1(chunk[i]);
    } else {
      this.fail(`Expected a value${this.mode === Mode.ValueOrArrayEnd ? " or ']'" : ''}, found ${shown(chunk, i)}`, at);
    }
  }

  /** The first character of a number or literal, consumed by `write`'s loop only from the next one on. */
  private write1(char: string | undefined): void {
    this.text += char ?? '';
  }

  private continueString(chunk: string, from: number): number {
    const n = chunk.length;
    let start = from;
    let i = from;
    while (i < n) {
      if (this.escape === 0) {
        const c = chunk.charCodeAt(i);
        if (c === 0x22) {
          this.text += chunk.slice(start, i);
          this.finishString();
          return i + 1;
        }
        if (c === 0x5c) {
          this.text += chunk.slice(start, i);
          this.escape = 1;
          start = ++i;
          continue;
        }
        if (c < 0x20) this.fail(`Unescaped control character (code ${c}) in a string`, this.base + i);
        i++;
      } else if (this.escape === 1) {
        const char = chunk[i] ?? '';
        if (char === 'u') {
          this.escape = 2;
          this.hex = '';
        } else {
          const mapped = ESCAPES[char];
          if (mapped === undefined) this.fail(`Invalid escape sequence \\${char} in a string`, this.base + i - 1);
          this.text += mapped;
          this.escape = 0;
        }
        start = ++i;
      } else {
        const char = chunk[i] ?? '';
        if (!/^[0-9a-fA-F]$/.test(char))
          this.fail('Invalid \\u escape in a string: expected 4 hexadecimal digits', this.base + i);
        this.hex += char;
        if (this.hex.length === 4) {
          this.text += String.fromCharCode(parseInt(this.hex, 16));
          this.escape = 0;
        }
        start = ++i;
      }
    }
    if (this.escape === 0) this.text += chunk.slice(start, n);
    return n;
  }

  private finishString(): void {
    const value = detached(this.text);
    this.token = Token.None;
    this.text = '';
    if (!this.isKey) return this.completeValue(value);
    const top = this.stack[this.stack.length - 1];
    if (top?.kind !== 'object') return; // unreachable: keys only start inside objects
    if (this.stack.length === 1 && value === 'vehicles' && this.sawVehicles) {
      this.fail('The feed has a second "vehicles" property', this.tokenStart);
    }
    top.key = value;
    this.mode = Mode.Colon;
  }

  private finishScalar(): void {
    const text = this.text;
    const kind = this.token;
    this.token = Token.None;
    this.text = '';
    if (kind === Token.Number) {
      if (!NUMBER.test(text)) this.fail(`Invalid number ${JSON.stringify(text)}`, this.tokenStart);
      return this.completeValue(Number(text));
    }
    if (text === 'true') return this.completeValue(true);
    if (text === 'false') return this.completeValue(false);
    if (text === 'null') return this.completeValue(null);
    this.fail(`Invalid literal ${JSON.stringify(text)} (expected true, false or null)`, this.tokenStart);
  }

  private closeObject(at: number): void {
    const frame = this.stack.pop();
    if (frame?.kind !== 'object') return;
    if (this.stack.length === 0) {
      if (!this.sawVehicles) this.fail('The feed has no "vehicles" array', at);
      this.root = frame.value;
      this.mode = Mode.Done;
      return;
    }
    this.completeValue(frame.value);
  }

  private closeArray(): void {
    const frame = this.stack.pop();
    if (frame?.kind !== 'array') return;
    if (frame.streamed) {
      this.mode = Mode.CommaOrEnd; // the rows were handed out; the root keeps no copy
      return;
    }
    this.completeValue(frame.value);
  }

  private completeValue(value: unknown): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) return; // unreachable: the root is an object, completed by closeObject
    if (top.kind === 'array') {
      if (top.streamed) this.rows.push(value);
      else top.value.push(value);
    } else if (top.key !== undefined) {
      if (top.key === '__proto__')
        Object.defineProperty(top.value, top.key, { value, enumerable: true, writable: true, configurable: true });
      else top.value[top.key] = value;
    }
    this.mode = Mode.CommaOrEnd;
  }

  private fail(problem: string, offset: number): never {
    const inRow = this.stack.length > 2 && this.stack[1]?.kind === 'array' && this.stack[1].streamed;
    const position = { line: this.line, column: offset - this.lineStart + 1, offset };
    throw new FeedFormatError(
      `Invalid JSON: ${problem}${inRow ? ` in vehicle row ${this.rowsStarted}` : ''}`,
      position,
    );
  }
}

/**
 * A copy of `text` that does not point into the chunk it was cut from. V8 keeps a substring of 13 or more
 * characters as a slice of its parent: a VIN kept from each row would otherwise keep every 64 KB chunk,
 * that is the whole feed, in memory.
 */
function detached(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

function isNumberChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45;
}

function isLetter(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

function shown(chunk: string, i: number): string {
  const char = chunk[i] ?? '';
  return JSON.stringify(char);
}
