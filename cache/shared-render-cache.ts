import { CACHE_TAGS_HEADER } from '../framework/next-internals';
import { decodeEntry, encodeEntry } from './cache-entry-codec';
import { isCdnTag } from './cdn-purge';
import type { RedisCommands } from './redis-connection';
import { expirationTime, isExpiredBy, readTagExpirations, writeTagExpirations } from './tag-expirations';

/** The longest `Cache-Tag` header written. */
const MAX_CDN_TAGS_LENGTH = 4096;

/** An entry not read or rewritten for this long leaves Redis (a page cached "for ever" is rendered again after it). */
const DEFAULT_TTL_SECONDS = 14 * 24 * 3600;

/** What Next.js hands a cache handler and gets back (`CacheHandlerValue`), as far as this store needs to know. */
export type RenderCacheValue = { kind: string; headers?: Record<string, unknown>; tags?: string[] } & Record<
  string,
  unknown
>;
export type RenderCacheEntry = {
  lastModified: number;
  value: RenderCacheValue | null;
  cacheControl?: { revalidate?: number | false; expire?: number };
};

type StoredEntry = RenderCacheEntry & { tags: string[] };

export type SharedRenderCacheOptions = {
  redis: RedisCommands;
  /** Namespace of every key (`REDIS_KEY_PREFIX`). */
  prefix: string;
  /** Entries belong to one build (its pages name its scripts); tag revalidations are shared by all builds. */
  buildId: string;
  now?: () => number;
  ttlSeconds?: number;
  /** Told when Redis fails a read or a write (the page is then rendered, or not shared). */
  onError?: (operation: string, error: unknown) => void;
  /** Told once revalidations are in Redis (every instance renders those pages again): tag → time from which it expires. */
  onRevalidationsShared?: (expirations: ReadonlyMap<string, number>) => void;
};

/**
 * The render cache shared by every instance: entries and tag revalidations in Redis. An entry comes back
 * only while none of its tags was revalidated after it was written; a revalidation is one write every
 * instance sees at its next read. Never throws: Redis unreachable is a miss (the page renders) and a
 * write that is not kept, and revalidations made meanwhile are kept in this process, applied to its own
 * reads and written to Redis as soon as it answers again.
 */
export function createSharedRenderCache({
  redis,
  prefix,
  buildId,
  now = Date.now,
  ttlSeconds = DEFAULT_TTL_SECONDS,
  onError = () => {},
  onRevalidationsShared = () => {},
}: SharedRenderCacheOptions) {
  /** Revalidations made in this process, kept until Redis has them (and while this process checks its own reads). */
  const localExpirations = new Map<string, number>();
  const unwritten = new Map<string, number>();

  const entryKey = (key: string) => `${prefix}:${buildId}:entry:${key}`;

  /** The write of kept revalidations in progress: reads and writes arriving meanwhile wait for it, not write them again. */
  let flushing: Promise<void> | null = null;

  async function flushUnwritten(): Promise<void> {
    while (flushing) await flushing.catch(() => {});
    if (unwritten.size === 0) return;
    const batch = new Map(unwritten);
    flushing = (async () => {
      await writeTagExpirations(redis, prefix, batch);
      for (const [tag, at] of batch) if (unwritten.get(tag) === at) unwritten.delete(tag);
      onRevalidationsShared(batch);
    })();
    try {
      await flushing;
    } finally {
      flushing = null;
    }
  }

  async function get(key: string, requestTags: readonly string[] = []): Promise<RenderCacheEntry | null> {
    try {
      await flushUnwritten();
      const raw = await redis.command(['GET', entryKey(key)]);
      if (!Buffer.isBuffer(raw)) return null;
      const stored = decodeEntry<StoredEntry>(raw.toString('utf8'));
      const tags = [...new Set([...stored.tags, ...requestTags])];
      const expirations = await readTagExpirations(redis, prefix, tags);
      const time = now();
      for (const tag of tags) {
        const at = Math.max(expirations.get(tag) ?? 0, localExpirations.get(tag) ?? 0) || undefined;
        if (isExpiredBy(at, stored.lastModified, time)) return null;
      }
      return {
        lastModified: stored.lastModified,
        value: stored.value,
        ...(stored.cacheControl ? { cacheControl: stored.cacheControl } : {}),
      };
    } catch (error) {
      onError('read', error);
      return null;
    }
  }

  async function set(
    key: string,
    value: RenderCacheValue | null,
    context: { tags?: readonly string[]; cacheControl?: RenderCacheEntry['cacheControl'] } = {},
  ): Promise<void> {
    addCdnTags(value);
    const stored: StoredEntry = {
      lastModified: now(),
      value,
      tags: [...new Set([...tagsOf(value), ...(context.tags ?? [])])],
      ...(context.cacheControl ? { cacheControl: context.cacheControl } : {}),
    };
    const expire = context.cacheControl?.expire;
    const ttl = typeof expire === 'number' && expire > 0 ? Math.min(expire, ttlSeconds) : ttlSeconds;
    try {
      await flushUnwritten();
      await redis.command(['SET', entryKey(key), encodeEntry(stored), 'EX', String(Math.ceil(ttl))]);
    } catch (error) {
      onError('write', error);
    }
  }

  async function revalidateTags(tags: string | readonly string[], durations?: { expire?: number }): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    const at = expirationTime(now(), durations);
    for (const tag of list) {
      localExpirations.set(tag, Math.max(at, localExpirations.get(tag) ?? 0));
      unwritten.set(tag, Math.max(at, unwritten.get(tag) ?? 0));
    }
    try {
      await flushUnwritten();
    } catch (error) {
      onError('revalidation', error);
    }
  }

  return { get, set, revalidateTags, unwrittenRevalidations: () => new Map(unwritten) };
}

export type SharedRenderCache = ReturnType<typeof createSharedRenderCache>;

/**
 * A page's or route's own cache tags (not Next.js's implicit `_N_T_` path tags) as the headers CDNs purge by:
 * `Cache-Tag` (comma-separated: Cloudflare, Akamai) and `Surrogate-Key` (space-separated: Fastly). Written
 * into the entry's headers, which Next.js sends with the answer, the render that stores it included.
 */
export function addCdnTags(value: RenderCacheValue | null): void {
  if (!value?.headers || Array.isArray(value.tags)) return;
  const tags: string[] = [];
  let length = 0;
  for (const tag of tagsOf(value)) {
    if (!isCdnTag(tag)) continue;
    // CDNs take 16 KB of tags; far fewer here, and a header that size would slow every answer.
    if ((length += tag.length + 1) > MAX_CDN_TAGS_LENGTH) break;
    tags.push(tag);
  }
  if (tags.length === 0) return;
  value.headers['cache-tag'] = tags.join(',');
  value.headers['surrogate-key'] = tags.join(' ');
}

/** The tags Next.js wrote into a page's or route's headers, or a fetch entry's own. */
export function tagsOf(value: RenderCacheValue | null): string[] {
  if (!value) return [];
  if (Array.isArray(value.tags)) return value.tags.filter((t): t is string => typeof t === 'string');
  const header = value.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}
