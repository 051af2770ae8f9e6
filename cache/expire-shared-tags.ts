import { RedisConnection } from './redis-connection';
import { sharedCacheSettings } from './shared-cache-settings';
import { expirationTime, writeTagExpirations } from './tag-expirations';

export type SharedTagsNotice =
  | { status: 'skipped'; reason: string }
  | { status: 'written'; where: string; tags: string[] }
  | { status: 'failed'; where: string; reason: string };

/**
 * Revalidates cache tags for every instance at once, by writing them into the shared cache (Redis), for
 * the command-line tools that change data (`npm run db:seed`, `npm run stock:import`): the same write an
 * instance makes for `revalidateTag(tag, { expire: 0 })`, without going through one instance's URL or
 * needing its secret. Without `REDIS_URL` nothing is written (each instance has its own cache). Never
 * throws: an unreachable Redis comes back as `failed`, for a warning.
 */
export async function expireSharedCacheTags(
  tags: readonly string[],
  env: Record<string, string | undefined> = process.env, // reads REDIS_URL and REDIS_KEY_PREFIX
  now: () => number = Date.now,
): Promise<SharedTagsNotice> {
  const settings = sharedCacheSettings(env);
  if (!settings) return { status: 'skipped', reason: 'REDIS_URL is not set' };
  let redis: RedisConnection | null = null;
  let where = '(REDIS_URL)';
  try {
    redis = new RedisConnection(settings.url, { onIncident: () => {}, commandTimeoutMs: 5000 });
    where = `Redis ${redis.describe()}`;
    const at = expirationTime(now());
    await writeTagExpirations(redis, settings.prefix, new Map(tags.map((tag) => [tag, at])));
    return { status: 'written', where, tags: [...tags] };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    return { status: 'failed', where, reason: code ?? (error instanceof Error ? error.message : String(error)) };
  } finally {
    await redis?.close();
  }
}
