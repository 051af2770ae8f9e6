import { z } from 'zod';
import { IMPLICIT_TAG_PREFIX } from '../framework/next-internals';
import { MAX_TAG_LENGTH } from './bounded-tag';
import { postJson } from './post-json';

/**
 * Purging a CDN by cache tag when tags are revalidated: pages carry their tags as `Cache-Tag` and
 * `Surrogate-Key` (cache/shared-render-cache.ts) and a year-long `s-maxage`, so a CDN in front keeps them
 * until it is told. `CDN_PURGE_URL` is the CDN's purge endpoint, `CDN_PURGE_TOKEN` its API token and
 * `CDN_PURGE_API` its dialect: `cloudflare` (default; `POST …/zones/{zone}/purge_cache`, `{"tags": […]}`,
 * a bearer token) or `fastly` (`POST …/service/{id}/purge`, `{"surrogate_keys": […]}`, `Fastly-Key`).
 */
export type CdnPurgeSettings = { url: URL; token: string; api: CdnPurgeApi };
export type CdnPurgeApi = 'cloudflare' | 'fastly';

export type CdnPurgeResult =
  | { status: 'purged'; tags: string[]; calls: number }
  /** `unpurged`: the tags of the batch that failed and of those after it (earlier batches were purged). */
  | { status: 'failed'; tags: string[]; unpurged: string[]; reason: string };

type Env = Record<string, string | undefined>;

/** Cloudflare takes at most 30 tags per purge call; Fastly 256. */
const TAGS_PER_CALL = 30;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const settingsSchema = z.object({
  CDN_PURGE_URL: z
    .string()
    .trim()
    .pipe(z.url({ message: 'CDN_PURGE_URL must be an absolute URL' }))
    .transform((value) => new URL(value))
    .refine((url) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)), {
      message: 'CDN_PURGE_URL must use https (plain http only on loopback): the token travels with each purge',
    })
    .refine((url) => !url.username && !url.password, {
      message: 'CDN_PURGE_URL must not hold credentials: the token goes in CDN_PURGE_TOKEN',
    }),
  CDN_PURGE_TOKEN: z
    .string({ message: 'CDN_PURGE_TOKEN must be set with CDN_PURGE_URL' })
    .trim()
    .regex(/^[\x21-\x7e]+$/, {
      message: 'CDN_PURGE_TOKEN must be set with CDN_PURGE_URL, printable ASCII without spaces',
    }),
  CDN_PURGE_API: z
    .enum(['cloudflare', 'fastly'], { message: 'CDN_PURGE_API must be cloudflare or fastly' })
    .default('cloudflare'),
  REDIS_URL: z
    .string({
      message: 'CDN_PURGE_URL needs REDIS_URL: pages carry their Cache-Tag headers only from the shared cache',
    })
    .trim()
    .min(1, {
      message: 'CDN_PURGE_URL needs REDIS_URL: pages carry their Cache-Tag headers only from the shared cache',
    }),
});

/**
 * The CDN purge settings, or null when `CDN_PURGE_URL` is not set. A half or wrong configuration throws
 * (next.config.ts reads it at start-up): a site that believes it purges and does not would serve old pages
 * from the CDN for a year.
 */
export function cdnPurgeSettings(env: Env = process.env): CdnPurgeSettings | null {
  if (!env.CDN_PURGE_URL?.trim()) {
    if (env.CDN_PURGE_TOKEN?.trim() || env.CDN_PURGE_API?.trim())
      throw new Error('CDN_PURGE_TOKEN or CDN_PURGE_API is set without CDN_PURGE_URL');
    return null;
  }
  const parsed = settingsSchema.safeParse({ ...env, CDN_PURGE_API: env.CDN_PURGE_API?.trim() || undefined });
  if (!parsed.success) throw new Error(`CDN purge: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  return { url: parsed.data.CDN_PURGE_URL, token: parsed.data.CDN_PURGE_TOKEN, api: parsed.data.CDN_PURGE_API };
}

/**
 * Whether a tag can travel in `Cache-Tag` / `Surrogate-Key`: the site's own tags (bounded), not Next.js's
 * `_N_T_` path tags.
 */
export function isCdnTag(tag: string): boolean {
  return (
    !tag.startsWith(IMPLICIT_TAG_PREFIX) &&
    tag.length <= MAX_TAG_LENGTH &&
    /^[\x21-\x7e]+$/.test(tag) &&
    !tag.includes(',')
  );
}

export type CdnPurgeOptions = {
  /** Waits before each new try of a call the CDN refused for a while (429, 5xx) or never answered; a longer `Retry-After` wins. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
};

/** The longest `Retry-After` waited for within one purge; past it the caller queues the tags again. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Purges the tags from the CDN, in calls of at most 30 tags. A call the CDN answers with 429 or 5xx, or
 * does not answer, is tried again after each of `retryDelaysMs` (or its `Retry-After`, up to a minute);
 * any other refusal (a wrong token, a wrong zone, a redirect, Cloudflare's `"success": false`) is final.
 * Never throws: a failure comes back, with the tags left unpurged, for the caller to log or queue again.
 */
export async function purgeCdnTags(
  settings: CdnPurgeSettings,
  tags: readonly string[],
  options: CdnPurgeOptions = {},
): Promise<CdnPurgeResult> {
  const { retryDelaysMs = [1_000, 5_000], timeoutMs = 10_000 } = options;
  const purgeable = [...new Set(tags.filter(isCdnTag))];
  let calls = 0;
  for (let start = 0; start < purgeable.length; start += TAGS_PER_CALL) {
    const batch = purgeable.slice(start, start + TAGS_PER_CALL);
    for (let attempt = 0; ; attempt++) {
      const outcome = await purgeCall(settings, batch, timeoutMs);
      calls++;
      if (outcome.ok) break;
      if (!outcome.retry || attempt >= retryDelaysMs.length || (outcome.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) {
        return { status: 'failed', tags: purgeable, unpurged: purgeable.slice(start), reason: outcome.reason };
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(retryDelaysMs[attempt] ?? 0, outcome.retryAfterMs ?? 0)),
      );
    }
  }
  return { status: 'purged', tags: purgeable, calls };
}

type CallOutcome = { ok: true } | { ok: false; retry: boolean; retryAfterMs?: number; reason: string };

/** One call, with node:http (`postJson`), not the global fetch Next.js patches for the render that may be running. */
async function purgeCall(settings: CdnPurgeSettings, tags: string[], timeoutMs: number): Promise<CallOutcome> {
  const request: { headers: Record<string, string>; body: object } =
    settings.api === 'fastly'
      ? { headers: { 'fastly-key': settings.token }, body: { surrogate_keys: tags } }
      : { headers: { authorization: `Bearer ${settings.token}` }, body: { tags } };
  const host = settings.url.host;
  let answer;
  try {
    answer = await postJson(settings.url, request.headers, request.body, timeoutMs);
  } catch (error) {
    // Only the error's code or message: never the request, which holds the token.
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    return {
      ok: false,
      retry: true,
      reason: `${host} did not answer (${code ?? (error instanceof Error ? error.message : 'unknown error')})`,
    };
  }
  const { status } = answer;
  if (status >= 200 && status < 300) {
    if (settings.api === 'cloudflare' && /"success"\s*:\s*false/.test(answer.body))
      return { ok: false, retry: false, reason: `${host} answered ${status} with "success": false` };
    return { ok: true };
  }
  const retry = status === 429 || status >= 500;
  return {
    ok: false,
    retry,
    ...(answer.retryAfterMs !== null ? { retryAfterMs: answer.retryAfterMs } : {}),
    reason: `${host} answered ${status}`,
  };
}
