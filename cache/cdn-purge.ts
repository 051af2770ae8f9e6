import { z } from 'zod';

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
  | { status: 'failed'; tags: string[]; reason: string };

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
    }),
  CDN_PURGE_TOKEN: z
    .string({ message: 'CDN_PURGE_TOKEN must be set with CDN_PURGE_URL' })
    .trim()
    .regex(/^[\x21-\x7e]+$/, { message: 'CDN_PURGE_TOKEN must be set with CDN_PURGE_URL, printable ASCII without spaces' }),
  CDN_PURGE_API: z.enum(['cloudflare', 'fastly'], { message: 'CDN_PURGE_API must be cloudflare or fastly' }).default('cloudflare'),
  REDIS_URL: z.string({ message: 'CDN_PURGE_URL needs REDIS_URL: pages carry their Cache-Tag headers only from the shared cache' }).trim().min(1, {
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
    if (env.CDN_PURGE_TOKEN?.trim() || env.CDN_PURGE_API?.trim()) throw new Error('CDN_PURGE_TOKEN or CDN_PURGE_API is set without CDN_PURGE_URL');
    return null;
  }
  const parsed = settingsSchema.safeParse({ ...env, CDN_PURGE_API: env.CDN_PURGE_API?.trim() || undefined });
  if (!parsed.success) throw new Error(`CDN purge: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  return { url: parsed.data.CDN_PURGE_URL, token: parsed.data.CDN_PURGE_TOKEN, api: parsed.data.CDN_PURGE_API };
}

/** Whether a tag can travel in `Cache-Tag` / `Surrogate-Key`: the site's own tags, not Next.js's `_N_T_` path tags. */
export function isCdnTag(tag: string): boolean {
  return !tag.startsWith('_N_T_') && /^[\x21-\x7e]+$/.test(tag) && !tag.includes(',');
}

export type CdnPurgeOptions = {
  fetchImpl?: typeof fetch;
  /** Waits before each new try of a call the CDN refused for a while (429, 5xx) or never answered. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
};

/**
 * Purges the tags from the CDN, in calls of at most 30 tags. A call the CDN answers with 429 or 5xx, or
 * does not answer, is tried again after each of `retryDelaysMs`; any other refusal (a wrong token, a wrong
 * zone) is final. Never throws: a failure comes back for the caller to log.
 */
export async function purgeCdnTags(settings: CdnPurgeSettings, tags: readonly string[], options: CdnPurgeOptions = {}): Promise<CdnPurgeResult> {
  const { fetchImpl = fetch, retryDelaysMs = [1_000, 5_000], timeoutMs = 10_000 } = options;
  const purgeable = [...new Set(tags.filter(isCdnTag))];
  let calls = 0;
  for (let start = 0; start < purgeable.length; start += TAGS_PER_CALL) {
    const batch = purgeable.slice(start, start + TAGS_PER_CALL);
    for (let attempt = 0; ; attempt++) {
      const outcome = await purgeCall(settings, batch, fetchImpl, timeoutMs);
      calls++;
      if (outcome.ok) break;
      if (!outcome.retry || attempt >= retryDelaysMs.length) return { status: 'failed', tags: purgeable, reason: outcome.reason };
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]));
    }
  }
  return { status: 'purged', tags: purgeable, calls };
}

type CallOutcome = { ok: true } | { ok: false; retry: boolean; reason: string };

async function purgeCall(settings: CdnPurgeSettings, tags: string[], fetchImpl: typeof fetch, timeoutMs: number): Promise<CallOutcome> {
  const request: { headers: Record<string, string>; body: object } =
    settings.api === 'fastly'
      ? { headers: { 'fastly-key': settings.token }, body: { surrogate_keys: tags } }
      : { headers: { authorization: `Bearer ${settings.token}` }, body: { tags } };
  try {
    const answer = await fetchImpl(settings.url, {
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await answer.body?.cancel();
    if (answer.ok) return { ok: true };
    return { ok: false, retry: answer.status === 429 || answer.status >= 500, reason: `${settings.url.host} answered ${answer.status}` };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { ok: false, retry: true, reason: `${settings.url.host} did not answer (${cause})` };
  }
}

/** setTimeout's longest wait (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Purges revalidated tags once they expire (tag → time, as the shared cache stores them): at once for
 * `expire: 0`, later for a profile that keeps serving the old page a while, since a purge before that
 * would have the CDN fetch the old page again and keep it. One purge per expiry time.
 */
export function purgeOnceExpired(
  settings: CdnPurgeSettings,
  expirations: ReadonlyMap<string, number>,
  { now = Date.now, onResult = () => {}, ...options }: CdnPurgeOptions & { now?: () => number; onResult?: (result: CdnPurgeResult) => void } = {},
): void {
  const byTime = new Map<number, string[]>();
  for (const [tag, at] of expirations) byTime.set(at, [...(byTime.get(at) ?? []), tag]);
  for (const [at, tags] of byTime) {
    const delay = Math.max(0, at - now());
    // Past the longest timer, the site itself keeps the old page about as long as a CDN would.
    if (delay > MAX_TIMER_MS) continue;
    setTimeout(() => void purgeCdnTags(settings, tags, options).then(onResult), delay).unref();
  }
}
