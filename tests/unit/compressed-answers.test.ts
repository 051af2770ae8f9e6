import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createCompressedAnswers,
  isCompressible,
  isShared,
  preferredEncoding,
  type AnswerEncoding,
} from '@/server/compressed-answers';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0.001', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['br;q=abc', null],
    ['*, br;q=abc', 'br'],
    ['br;q=-1, gzip;q=-1', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('reads a header sent several times', () => {
    expect(preferredEncoding(['deflate', 'gzip'])).toBe('gzip');
  });

  it('a weight above 1 counts as 1', () => {
    expect(preferredEncoding('gzip;q=7, br')).toBe('br');
  });
});

describe('isCompressible', () => {
  it('text, JSON, JavaScript, XML and SVG of 1 KB and more', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/x-component',
      'application/json',
      'application/ld+json',
      'application/javascript',
      'application/xml',
      'application/rss+xml',
      'image/svg+xml',
      'application/manifest+json',
    ]) {
      expect(isCompressible(type, '', 1024), type).toBe(true);
    }
    expect(isCompressible('text/html', '', 1023)).toBe(false);
  });

  it('not images, fonts or binary data, already compressed', () => {
    for (const type of ['image/avif', 'image/png', 'font/woff2', 'application/octet-stream', 'application/pdf', '']) {
      expect(isCompressible(type, '', 100_000), type).toBe(false);
    }
  });

  it('never an answer that asks not to be transformed', () => {
    expect(isCompressible('text/html', 'public, no-transform', 5000)).toBe(false);
    expect(isCompressible('text/html', 'no-transform', 5000)).toBe(false);
    expect(isCompressible('text/html', 'public, max-age=60', 5000)).toBe(true);
  });
});

describe('isShared', () => {
  it('kept unless private or not to be stored', () => {
    expect(isShared('s-maxage=31536000, stale-while-revalidate=86400')).toBe(true);
    expect(isShared('')).toBe(true);
    expect(isShared('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false);
    expect(isShared('no-store')).toBe(false);
    expect(isShared('public, max-age=0, Private')).toBe(false);
  });
});

describe('createCompressedAnswers', () => {
  const body = Buffer.from('<p>Peugeot e-208 GT – 31 490 €</p>'.repeat(100));

  it('compresses with the real codecs by default', async () => {
    const answers = createCompressedAnswers();
    expect(brotliDecompressSync(await answers.encode(body, 'br', 'W/"a"')).equals(body)).toBe(true);
    expect(gunzipSync(await answers.encode(body, 'gzip', 'W/"a"')).equals(body)).toBe(true);
    expect(answers.size().entries).toBe(2);
  });

  /** A store whose compression returns `size` bytes named after the call, and counts its calls. */
  function counting(maxBytes: number, size = 10) {
    const calls: string[] = [];
    const answers = createCompressedAnswers({
      maxBytes,
      compress: async (input: Buffer, encoding: AnswerEncoding) => {
        calls.push(`${encoding}:${input.toString()}`);
        return Buffer.alloc(size, calls.length);
      },
    });
    return { answers, calls };
  }

  it('keeps a copy per encoding and tag; no tag, no copy', async () => {
    const { answers, calls } = counting(1000);
    const first = await answers.encode(Buffer.from('a'), 'br', 'tag-a');
    expect(await answers.encode(Buffer.from('a'), 'br', 'tag-a')).toBe(first);
    await answers.encode(Buffer.from('a'), 'gzip', 'tag-a');
    await answers.encode(Buffer.from('a'), 'br', null);
    await answers.encode(Buffer.from('a'), 'br', null);
    expect(calls).toEqual(['br:a', 'gzip:a', 'br:a', 'br:a']);
    expect(answers.size()).toEqual({ entries: 2, bytes: 20 });
  });

  it('requests arriving while a copy is made wait for it', async () => {
    const { answers, calls } = counting(1000);
    const copies = await Promise.all([1, 2, 3].map(() => answers.encode(Buffer.from('b'), 'br', 'tag-b')));
    expect(calls).toEqual(['br:b']);
    expect(new Set(copies).size).toBe(1);
  });

  it('past its size, the least recently used copies leave first', async () => {
    const { answers, calls } = counting(30);
    for (const tag of ['1', '2', '3']) await answers.encode(Buffer.from(tag), 'br', tag);
    await answers.encode(Buffer.from('1'), 'br', '1'); // used again: now the most recent
    await answers.encode(Buffer.from('4'), 'br', '4'); // 40 bytes: 2 leaves
    expect(answers.size()).toEqual({ entries: 3, bytes: 30 });
    calls.length = 0;
    await answers.encode(Buffer.from('1'), 'br', '1');
    await answers.encode(Buffer.from('3'), 'br', '3');
    expect(calls).toEqual([]);
    await answers.encode(Buffer.from('2'), 'br', '2');
    expect(calls).toEqual(['br:2']);
  });

  it('a copy larger than the whole store is not kept; one its size is', async () => {
    const { answers } = counting(30, 31);
    await answers.encode(Buffer.from('x'), 'br', 'x');
    expect(answers.size()).toEqual({ entries: 0, bytes: 0 });
    const fits = counting(30, 30);
    await fits.answers.encode(Buffer.from('x'), 'br', 'x');
    expect(fits.answers.size()).toEqual({ entries: 1, bytes: 30 });
  });

  it('a failed compression is not kept: the next request tries again', async () => {
    let fail = true;
    const answers = createCompressedAnswers({
      compress: async () => {
        if (fail) throw new Error('zlib');
        return Buffer.from('ok');
      },
    });
    await expect(answers.encode(body, 'br', 't')).rejects.toThrow('zlib');
    fail = false;
    expect((await answers.encode(body, 'br', 't')).toString()).toBe('ok');
  });
});
