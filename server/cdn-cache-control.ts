import type { ServerResponse } from 'node:http';

/** The longest a CDN may keep serving a page past its lifetime while it fetches the new one. */
const MAX_STALE_SECONDS = 24 * 3600;
const SHARED_LIFETIME = /^s-maxage=(\d+)(?:,\s*stale-while-revalidate=(\d+))?$/;

/**
 * Next.js's `Cache-Control` for a cached answer (`s-maxage=N`, with its own `stale-while-revalidate` up to
 * its `expireTime`, a year, when N is a number of seconds) with `stale-while-revalidate` as long as the
 * lifetime and a day at most: a CDN in front may answer from its copy that much longer while it asks the
 * site for the new one, so no visitor waits for a render, and a 404 is not served for a year. Any other value
 * (`private`, `no-store`, other directives) is kept.
 */
export function cdnCacheControl(value: string): string {
  const lifetime = SHARED_LIFETIME.exec(value.trim());
  if (!lifetime) return value;
  const seconds = Number(lifetime[1]);
  if (seconds <= 0) return value;
  const stale = Math.min(seconds, MAX_STALE_SECONDS, lifetime[2] === undefined ? Infinity : Number(lifetime[2]));
  return `s-maxage=${seconds}, stale-while-revalidate=${stale}`;
}

/** Applies `cdnCacheControl` to the `Cache-Control` Next.js sets on this response. */
export function applyCdnCacheControl(res: ServerResponse): void {
  const { setHeader } = res;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    const next = name.toLowerCase() === 'cache-control' && typeof value === 'string' ? cdnCacheControl(value) : value;
    return setHeader.call(this, name, next);
  } as ServerResponse['setHeader'];
}
