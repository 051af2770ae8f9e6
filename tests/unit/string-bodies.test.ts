import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStringBodies } from '@/server/string-bodies';

const page = (n: number) => `<!DOCTYPE html><title>Stock n° ${n}</title>${'<p>Peugeot 208 – 21 990 €</p>'.repeat(60)}`;
const sha1Tag = (bytes: Buffer) => `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

describe('createStringBodies', () => {
  it('gives the UTF-8 bytes and the SHA-1 ETag of a page, accents and € included', () => {
    const text = page(1);
    const { body, tag } = createStringBodies().encoded(text);
    expect(body.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(body.length).toBeGreaterThan(text.length);
    expect(tag).toBe(sha1Tag(body));
  });

  it('the same string again is found, not encoded again', () => {
    const bodies = createStringBodies();
    const first = bodies.encoded(page(1));
    expect(bodies.encoded(page(1))).toBe(first); // an equal string built anew finds it too
    expect(bodies.size().entries).toBe(1);
  });

  it('keeps no short string: encoding one costs about what a lookup does', () => {
    const bodies = createStringBodies();
    const short = 'x'.repeat(1023);
    expect(bodies.encoded(short).body.toString()).toBe(short);
    expect(bodies.size()).toEqual({ entries: 0, bytes: 0 });
    bodies.encoded('x'.repeat(1024));
    expect(bodies.size()).toEqual({ entries: 1, bytes: 1024 * 3 });
  });

  it('past its size, the least recently used pages leave first; one larger than the whole is not kept', () => {
    const one = page(1);
    const size = one.length * 2 + Buffer.byteLength(one);
    const bodies = createStringBodies({ maxBytes: size * 2 });
    const first = bodies.encoded(page(1));
    bodies.encoded(page(2));
    expect(bodies.encoded(page(1))).toBe(first); // used again
    bodies.encoded(page(3)); // page 2 leaves
    expect(bodies.size()).toEqual({ entries: 2, bytes: size * 2 });
    expect(bodies.encoded(page(1))).toBe(first);
    // Too large to keep: not kept, and the others are not thrown out for it.
    bodies.encoded(`${page(4)}${'x'.repeat(5000)}`);
    expect(bodies.size()).toEqual({ entries: 2, bytes: size * 2 });
    const exact = createStringBodies({ maxBytes: size });
    exact.encoded(one);
    expect(exact.size().entries).toBe(1);
  });
});
