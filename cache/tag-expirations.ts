import type { RedisCommands } from './redis-connection';

/**
 * When each cache tag was revalidated, shared by every instance in one Redis hash (`{prefix}:tag-expirations`,
 * tag → time in ms from which entries written before it are expired). Next.js keeps the same thing in each
 * process's memory; here a revalidation through one instance, or by a script, is seen by all.
 */
export function tagExpirationsKey(prefix: string): string {
  return `${prefix}:tag-expirations`;
}

/**
 * The time from which a revalidation expires entries: now, or later for a profile that keeps serving
 * the old entry a while (`revalidateTag(tag, { expire: seconds })`).
 */
export function expirationTime(now: number, durations?: { expire?: number }): number {
  return now + Math.max(0, durations?.expire ?? 0) * 1000;
}

/**
 * An entry written at `lastModified` is expired by a tag revalidated for `expiredAt` once that time has come.
 * Written in the same millisecond counts as before: rendering once more beats keeping a page that may hold
 * the old data.
 */
export function isExpiredBy(expiredAt: number | undefined, lastModified: number, now: number): boolean {
  return expiredAt !== undefined && expiredAt >= lastModified && expiredAt <= now;
}

export async function writeTagExpirations(
  redis: RedisCommands,
  prefix: string,
  expirations: ReadonlyMap<string, number>,
): Promise<void> {
  if (expirations.size === 0) return;
  const args: string[] = ['HSET', tagExpirationsKey(prefix)];
  for (const [tag, at] of expirations) args.push(tag, String(at));
  await redis.command(args);
}

export async function readTagExpirations(
  redis: RedisCommands,
  prefix: string,
  tags: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (tags.length === 0) return found;
  const reply = await redis.command(['HMGET', tagExpirationsKey(prefix), ...tags]);
  if (!Array.isArray(reply)) return found;
  tags.forEach((tag, i) => {
    const value = reply[i];
    const at = Buffer.isBuffer(value) ? Number(value.toString()) : NaN;
    if (Number.isFinite(at)) found.set(tag, at);
  });
  return found;
}
