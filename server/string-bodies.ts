import { entityTag } from './entity-tag';

/** The UTF-8 bytes of an answer and its ETag. */
export type EncodedBody = { body: Buffer; tag: string };

/** Strings shorter than this are encoded and hashed each time: a cache entry would cost about as much. */
const MIN_LENGTH = 1024;

/**
 * The bytes and ETag of answers Next.js sends whole as a string (a cached page), kept per string: Next.js
 * hands over the same string for a page it serves from its cache, so encoding and hashing it is done once,
 * and a lookup finds it by identity (figures: docs/decisions/0008-answers-encoded-and-compressed-once.md).
 * Least recently used entries leave past `maxBytes` (the string and its bytes both counted).
 */
export function createStringBodies({ maxBytes = 32 * 1024 * 1024 }: { maxBytes?: number } = {}) {
  const kept = new Map<string, EncodedBody>();
  let bytes = 0;
  const sizeOf = (text: string, entry: EncodedBody) => text.length * 2 + entry.body.length;

  function encoded(text: string): EncodedBody {
    const hit = kept.get(text);
    if (hit) {
      kept.delete(text);
      kept.set(text, hit);
      return hit;
    }
    const body = Buffer.from(text, 'utf8');
    const entry = { body, tag: entityTag(body) };
    if (text.length < MIN_LENGTH || sizeOf(text, entry) > maxBytes) return entry;
    kept.set(text, entry);
    bytes += sizeOf(text, entry);
    for (const [oldText, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldText);
      bytes -= sizeOf(oldText, old);
    }
    return entry;
  }

  return { encoded, size: () => ({ entries: kept.size, bytes }) };
}

export type StringBodies = ReturnType<typeof createStringBodies>;
