import { z } from 'zod';
import { findReflection, isHtml, locationProblem, loopbackBaseUrl, oversizedHeaders } from './fuzz-checks';
import {
  FALLBACK_CONTEXT,
  fuzzRequest,
  type FuzzContext,
  type FuzzFamily,
  type FuzzRequest,
  type FormActionFields,
  type FuzzSecrets,
} from './fuzz-targets';
import { sendFuzzRequest, type FuzzOutcome } from './send-request';

export const fuzzOptionsSchema = z.object({
  /** Loopback only (checked). */
  baseUrl: z.string(),
  count: z.number().int().min(1).max(1_000_000),
  seed: z.number().int().min(0).max(0xffffffff),
  concurrency: z.number().int().min(1).max(64).default(8),
  timeoutMs: z.number().int().min(100).max(600_000).default(10_000),
});
export type FuzzOptions = z.input<typeof fuzzOptionsSchema> & {
  secrets?: FuzzSecrets;
  /** Called now and then with the number of finished requests. */
  onProgress?: (done: number, total: number) => void;
};

export type FuzzFailureKind = '5xx' | 'timeout' | 'connection' | 'off-site-redirect' | 'reflection' | 'header-size';
/** One request of the run: what was sent and the status, or why there is none. */
export type FuzzRecord = {
  index: number;
  family: FuzzFamily;
  method: string;
  path: string;
  status: number | 'timeout' | 'error' | 'unsent';
  ms: number;
};
export type FuzzFailure = { kind: FuzzFailureKind; record: FuzzRecord; reason: string };
export type FuzzResult = {
  baseUrl: string;
  seed: number;
  records: FuzzRecord[];
  failures: FuzzFailure[];
  /** Requests the fuzzer could not build (its own bug): listed, never counted as server failures. */
  unsent: { record: FuzzRecord; reason: string }[];
  durationMs: number;
};

/** The checks of one exchange; every failure it shows, not only the first. */
export function checkOutcome(base: URL, request: FuzzRequest, outcome: FuzzOutcome, record: FuzzRecord): FuzzFailure[] {
  const fail = (kind: FuzzFailureKind, reason: string): FuzzFailure => ({ kind, record, reason });
  if (outcome.kind !== 'response') {
    if (outcome.kind === 'unsent') return [];
    return [fail(outcome.kind === 'timeout' ? 'timeout' : 'connection', outcome.message)];
  }
  const failures: FuzzFailure[] = [];
  if (outcome.status >= 500)
    failures.push(fail('5xx', `status ${outcome.status}: ${outcome.body.slice(0, 160).replace(/\s+/g, ' ')}`));
  const requestUrl = `${base.origin}${request.path}`;
  for (const [name, value] of outcome.headers) {
    if (name !== 'location') continue;
    const problem = locationProblem(value, requestUrl, base.origin);
    if (problem) failures.push(fail('off-site-redirect', problem));
  }
  const tooLong = oversizedHeaders(outcome.headers);
  if (tooLong.length > 0) failures.push(fail('header-size', `response header over 8 KB: ${tooLong.join(', ')}`));
  const contentType = outcome.headers.find(([name]) => name === 'content-type')?.[1];
  if (isHtml(contentType)) {
    const reflected = findReflection(outcome.body, request.probes);
    if (reflected) failures.push(fail('reflection', reflected));
  }
  return failures;
}

/**
 * Real vehicle, lease and site addresses from the target's sitemap, sorted so that a seed gives the
 * same requests against the same data. Falls back to the demo stock's addresses.
 */
export async function discoverContext(base: URL, secrets: FuzzSecrets = {}, timeoutMs = 10_000): Promise<FuzzContext> {
  let paths: string[] = [];
  try {
    const response = await fetch(new URL('/sitemap.xml', base), { signal: AbortSignal.timeout(timeoutMs) });
    const xml = await response.text();
    paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((m) => {
      try {
        return [new URL(m[1]!).pathname];
      } catch {
        return [];
      }
    });
  } catch {
    // No sitemap: the fallback addresses below.
  }
  const pick = (pattern: RegExp, fallback: readonly string[], limit: number) => {
    const found = [...new Set(paths.filter((p) => pattern.test(p)))].sort().slice(0, limit);
    return found.length > 0 ? found : [...fallback];
  };
  return {
    vehiclePaths: pick(/^\/stock\/\d+-[^/]+$/, FALLBACK_CONTEXT.vehiclePaths, 24),
    leasePaths: pick(/^\/private-lease\/[^/]+$/, FALLBACK_CONTEXT.leasePaths, 12),
    locationPaths: pick(/^\/concessions\/[^/]+$/, FALLBACK_CONTEXT.locationPaths, 8),
    secrets,
    now: Date.now,
    formAction: await formActionOf(new URL('/contact', base), timeoutMs),
    studioForms: Object.fromEntries(
      (
        await Promise.all(
          ['/studio/connexion', '/studio/mot-de-passe'].map(
            async (path) => [path, await formActionOf(new URL(path, base), timeoutMs)] as const,
          ),
        )
      ).filter((entry): entry is readonly [string, FormActionFields] => entry[1] !== undefined),
    ),
  };
}

/** The server-action fields of the first form on `page` (its action id and state), or undefined. */
export async function formActionOf(page: URL, timeoutMs = 10_000): Promise<FormActionFields | undefined> {
  try {
    const html = await (await fetch(page, { signal: AbortSignal.timeout(timeoutMs) })).text();
    const field = (name: string) => {
      const match = new RegExp(`name="${name.replace(/\$/g, '\\$')}" value="([^"]*)"`).exec(html);
      return match?.[1]
        ?.replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
    };
    const ref = field('$ACTION_1:0');
    const bound = field('$ACTION_1:1');
    const key = field('$ACTION_KEY');
    if (ref === undefined || bound === undefined || key === undefined) return undefined;
    const { id } = z.object({ id: z.string() }).parse(JSON.parse(ref));
    return { ref, bound, key, actionId: id };
  } catch {
    // No form there: the form posts name an action id of their own.
    return undefined;
  }
}

/** Sends `count` seeded requests to a loopback server, `concurrency` at a time, and checks every response. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const { baseUrl, count, seed, concurrency, timeoutMs } = fuzzOptionsSchema.parse(options);
  const base = loopbackBaseUrl(baseUrl);
  const started = performance.now();
  const ctx = await discoverContext(base, options.secrets ?? {}, timeoutMs);
  const records: FuzzRecord[] = new Array<FuzzRecord>(count);
  const failures: FuzzFailure[] = [];
  const unsent: FuzzResult['unsent'] = [];
  let next = 0;
  let done = 0;

  async function worker() {
    while (next < count) {
      const index = next++;
      const request = fuzzRequest(seed, index, ctx);
      const outcome = await sendFuzzRequest(base, request, timeoutMs);
      const status =
        outcome.kind === 'response' ? outcome.status : outcome.kind === 'timeout' ? 'timeout' : outcome.kind;
      const record: FuzzRecord = {
        index,
        family: request.family,
        method: request.method,
        path: request.path,
        status,
        ms: outcome.ms,
      };
      records[index] = record;
      if (outcome.kind === 'unsent') unsent.push({ record, reason: outcome.message });
      failures.push(...checkOutcome(base, request, outcome, record));
      done++;
      if (done % 250 === 0 || done === count) options.onProgress?.(done, count);
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  failures.sort((a, b) => a.record.index - b.record.index);
  unsent.sort((a, b) => a.record.index - b.record.index);
  return { baseUrl: base.origin, seed, records, failures, unsent, durationMs: Math.round(performance.now() - started) };
}
