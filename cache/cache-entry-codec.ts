/**
 * A render-cache entry as text for Redis and back. Next.js's entries hold Buffers (a page's RSC payload,
 * its segments, a route's body) and Maps (the segments by path), which JSON alone would lose: they are
 * written as `{ "$b": base64 }` and `{ "$m": [[key, value], …] }`. Everything else is plain JSON.
 */
export function encodeEntry(value: unknown): string {
  return JSON.stringify(toStorable(value));
}

export function decodeEntry<T = unknown>(text: string): T {
  return fromStorable(JSON.parse(text)) as T;
}

function toStorable(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array)
    return { $b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $m: [...value].map(([k, v]) => [k, toStorable(v)]) };
  if (Array.isArray(value)) return value.map(toStorable);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toStorable(v);
  return out;
}

function fromStorable(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromStorable);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record.$b === 'string') return Buffer.from(record.$b, 'base64');
  if (keys.length === 1 && Array.isArray(record.$m))
    return new Map((record.$m as [unknown, unknown][]).map(([k, v]) => [k, fromStorable(v)]));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = fromStorable(v);
  return out;
}
