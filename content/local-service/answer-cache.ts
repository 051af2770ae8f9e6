import type { Database } from '@/db/client';
import { getCv } from './space';

/** A published answer as it is kept: its body once, read again for every request that asks the same. */
type Kept = { status: number; headers: [string, string][]; body: Uint8Array };

export type AnswerCacheOptions = {
  /** Answers kept; the least recently used goes first. */
  maxEntries?: number;
  /** Their bodies' bytes at most (a list of 100 stories with links resolved is a few hundred KB). */
  maxBytes?: number;
};

/** Parameters that do not change a published answer: the token (access is decided before) and the client's `cv`. */
const NOT_IN_KEY = new Set(['token', 'cv']);

/**
 * The query as the cache key holds it: sorted by name (a name given twice keeps its values' order, since the
 * service reads the first one), without the token, `cv` and the default `version=published`, so `a=1&b=2` and
 * `b=2&a=1&token=…` are one answer.
 */
export function normalisedQuery(params: URLSearchParams): string {
  // `version=published` is the default: asking for it or not is one answer.
  const entries = [...params].filter(
    ([name, value]) => !NOT_IN_KEY.has(name) && !(name === 'version' && value === 'published'),
  );
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * Published answers of the Content Delivery API kept per content version and query, as Storyblok's CDN keeps
 * them: the key is the space's current `cv` (read for every request, one row), the path and the normalised
 * query, so a publish (which moves `cv`) is seen by the very next request and nothing needs clearing. Drafts
 * are never kept. Only 200 and 404 answers are; concurrent misses of one key share one computation. In
 * memory, per process (a Map: insertion order is the recency order).
 */
export function createAnswerCache({ maxEntries = 1000, maxBytes = 32 * 1024 * 1024 }: AnswerCacheOptions = {}) {
  const entries = new Map<string, Promise<Kept | null>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  function forget(key: string) {
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    entries.delete(key);
  }

  function keep(key: string, kept: Kept) {
    if (entries.has(key) === false || kept.body.byteLength > maxBytes) return forget(key);
    sizes.set(key, kept.body.byteLength);
    bytes += kept.body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  async function compute(key: string, answer: () => Promise<Response>): Promise<Kept | null> {
    const response = await answer();
    if (response.status !== 200 && response.status !== 404) {
      forget(key);
      return null;
    }
    const kept: Kept = {
      status: response.status,
      headers: [...response.headers],
      body: new Uint8Array(await response.arrayBuffer()),
    };
    keep(key, kept);
    return kept;
  }

  return {
    /**
     * The answer to a published read: kept, or computed by `answer` (and kept when it is a 200 or a 404). A
     * `cv` that cannot be read (the database is down) skips the cache: `answer` says what happened.
     */
    async published(db: Database, path: string, params: URLSearchParams, answer: () => Promise<Response>) {
      let cv: number;
      try {
        cv = await getCv(db);
      } catch {
        return answer();
      }
      const key = `${cv} ${path} ${normalisedQuery(params)}`;
      let pending = entries.get(key);
      if (pending) {
        entries.delete(key);
        entries.set(key, pending);
      } else {
        let uncached: Response | undefined;
        pending = compute(key, async () => (uncached = await answer())).catch((error: unknown) => {
          forget(key);
          throw error;
        });
        entries.set(key, pending);
        const kept = await pending;
        // An answer not kept (a 400, a 503) is handed on as it came.
        if (!kept) return uncached!;
        return toResponse(kept);
      }
      const kept = await pending;
      return kept ? toResponse(kept) : answer();
    },
    /** Entries and bytes kept (tests and the bench). */
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

function toResponse(kept: Kept): Response {
  return new Response(kept.body.slice(), { status: kept.status, headers: kept.headers });
}
