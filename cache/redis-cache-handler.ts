import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ID_FILE } from '../framework/next-internals';
import { onShutdown } from '../framework/shutdown-hooks';
import { cdnPurgeSettings, type CdnPurgeResult } from './cdn-purge';
import { createCdnPurgeQueue } from './cdn-purge-queue';
import { isConnectionFault, RedisConnection } from './redis-connection';
import { sharedCacheSettings } from './shared-cache-settings';
import {
  createSharedRenderCache,
  type RenderCacheEntry,
  type RenderCacheValue,
  type SharedRenderCache,
} from './shared-render-cache';

/**
 * Next.js's `cacheHandler` (next.config.ts sets it when `REDIS_URL` is set): the ISR/route cache and
 * `unstable_cache` data of every instance, in one Redis (cache/shared-render-cache.ts). Next.js makes one
 * handler per request, so the connection and the store live in this module, once per process. Loaded by
 * Next.js with `import()` at run time (`npm run serve` runs under tsx, which reads TypeScript).
 */
type HandlerContext = { serverDistDir?: string; dev?: boolean };
type GetContext = { kind?: string; tags?: string[]; softTags?: string[] };
type SetContext = { fetchCache?: boolean; tags?: string[]; cacheControl?: RenderCacheEntry['cacheControl'] };

let shared: SharedRenderCache | null = null;

function sharedCache(ctx: HandlerContext): SharedRenderCache {
  if (shared) return shared;
  const settings = sharedCacheSettings();
  if (!settings) throw new Error('The Redis cache handler needs REDIS_URL');
  const redis = new RedisConnection(settings.url);
  onShutdown('shared cache', () => redis.close());
  const cdn = cdnPurgeSettings();
  const purges = cdn ? createCdnPurgeQueue(cdn, { onResult: logPurge }) : null;
  let lastErrorLog = 0;
  shared = createSharedRenderCache({
    redis,
    prefix: settings.prefix,
    buildId: readBuildId(ctx),
    onError: (operation, error) => {
      // The connection logs unreachability once per incident; other failures at most once a minute.
      if (isConnectionFault(error) || Date.now() - lastErrorLog < 60_000) return;
      lastErrorLog = Date.now();
      console.warn(`Shared cache: ${operation} failed (${error instanceof Error ? error.message : String(error)}).`);
    },
    onRevalidationsShared: purges ? (expirations) => purges.add(expirations) : undefined,
  });
  console.log(
    `Shared cache: Redis ${redis.describe()} (key prefix ${settings.prefix})${cdn ? `, purging the CDN by tag at ${cdn.url.host}` : ''}.`,
  );
  return shared;
}

function logPurge(result: CdnPurgeResult, gaveUp: string[]): void {
  if (result.status === 'purged') return;
  const left = result.unpurged.filter((tag) => !gaveUp.includes(tag));
  if (left.length > 0) console.warn(`CDN purge of ${left.join(', ')} failed (${result.reason}); tried again later.`);
  if (gaveUp.length > 0)
    console.error(
      `CDN purge of ${gaveUp.join(', ')} given up (${result.reason}): the CDN serves those pages as they were until they are purged.`,
    );
}

/** The build's id (`.next/BUILD_ID`): a new build never serves the pages of the one before. */
function readBuildId(ctx: HandlerContext): string {
  if (!ctx.serverDistDir) return 'unknown-build';
  try {
    return readFileSync(path.join(ctx.serverDistDir, '..', BUILD_ID_FILE), 'utf8').trim() || 'unknown-build';
  } catch {
    return ctx.dev ? 'development' : 'unknown-build';
  }
}

export default class RedisCacheHandler {
  private readonly cache: SharedRenderCache;

  constructor(ctx: HandlerContext) {
    this.cache = sharedCache(ctx);
  }

  async get(key: string, ctx: GetContext): Promise<RenderCacheEntry | null> {
    // A fetch's (or unstable_cache's) tags come with the request, its implicit page tags as soft tags.
    return this.cache.get(key, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]);
  }

  async set(key: string, value: RenderCacheValue | null, ctx: SetContext): Promise<void> {
    // A page's lifetime is kept with it, so an instance that did not render it serves it with the same one.
    await this.cache.set(key, value, {
      tags: ctx?.tags,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await this.cache.revalidateTags(tags, durations);
  }

  resetRequestCache(): void {}
}
