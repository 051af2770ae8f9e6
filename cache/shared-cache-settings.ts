/** Where the shared render cache lives: `REDIS_URL` (unset: each instance keeps its own cache in memory). */
export type SharedCacheSettings = { url: string; prefix: string };

type Env = Record<string, string | undefined>;

/** The shared cache's settings, or null without `REDIS_URL`. `REDIS_KEY_PREFIX` (default `autopolis`) names its keys. */
export function sharedCacheSettings(env: Env = process.env): SharedCacheSettings | null {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  return { url, prefix: env.REDIS_KEY_PREFIX?.trim() || 'autopolis' };
}
