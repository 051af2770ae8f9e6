import http from 'node:http';

/**
 * Closed-loop HTTP load as `scripts/bench.ts` makes it (no wrk on the machines it runs on): `connections`
 * concurrent loops on a keep-alive agent, each sending its next GET as soon as the last one ended. Unlike
 * bench.ts it never throws on an answer: every status and every connection error is counted, since the
 * cluster bench measures what visitors get while something fails.
 */
export type LoadOptions = {
  origin: string;
  /** Requested in turn by each loop. */
  paths: string[];
  connections: number;
  durationMs: number;
  /** Where an answer is counted (e.g. `during`, `after`): read when it ends. Default: one bucket. */
  phase?: () => string;
  /** Called with every answer, e.g. to check a body. */
  onAnswer?: (answer: Answer) => void;
  /** Ends the load before `durationMs` (each loop finishes the request it is in). */
  stop?: AbortSignal;
};

export type Answer = { path: string; status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Per phase, then per path: how many answers of each status; connection errors under `error`. */
export type LoadCounts = Map<string, Map<string, Map<string, number>>>;

export type LoadResult = { requestsPerSecond: number; counts: LoadCounts; errors: string[] };

const REQUEST_TIMEOUT_MS = 15_000;

function get(agent: http.Agent, origin: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ path, status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      // A connection cut mid-body (an instance killed while answering) is an error, not a short answer.
      res.on('aborted', () => reject(new Error('answer cut off')));
      res.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

function count(counts: LoadCounts, phase: string, path: string, key: string): void {
  const byPath = counts.get(phase) ?? new Map<string, Map<string, number>>();
  counts.set(phase, byPath);
  const byKey = byPath.get(path) ?? new Map<string, number>();
  byPath.set(path, byKey);
  byKey.set(key, (byKey.get(key) ?? 0) + 1);
}

export async function runLoad({
  origin,
  paths,
  connections,
  durationMs,
  phase = () => 'all',
  onAnswer,
  stop,
}: LoadOptions): Promise<LoadResult> {
  // An agent per run: sockets kept alive by an earlier run may have been closed by the server since.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const counts: LoadCounts = new Map();
  const errors: string[] = [];
  let answered = 0;
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      // Each loop takes every `connections`-th address: a figure that asks every address once must not have
      // 64 loops ask the same ones one after the other (nginx's micro-cache then answered 98 % of them).
      for (let i = loop; performance.now() < end && !stop?.aborted; i += connections) {
        const path = paths[i % paths.length] ?? '/';
        try {
          const answer = await get(agent, origin, path);
          answered++;
          count(counts, phase(), path, String(answer.status));
          onAnswer?.(answer);
        } catch (error) {
          count(counts, phase(), path, 'error');
          if (errors.length < 20) errors.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
          // A refused connection fails at once: without a pause the loop would spin on it.
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requestsPerSecond: answered / seconds, counts, errors };
}

/** `200 × 1234, 503 × 5, error × 2` for one path (or all paths of a phase when `path` is omitted). */
export function describeCounts(counts: LoadCounts, phase: string, path?: string): string {
  const total = new Map<string, number>();
  for (const [p, byKey] of counts.get(phase) ?? []) {
    if (path !== undefined && p !== path) continue;
    for (const [key, n] of byKey) total.set(key, (total.get(key) ?? 0) + n);
  }
  if (total.size === 0) return 'no request';
  return [...total]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([key, n]) => `${key} × ${n}`)
    .join(', ');
}

/** How many answers of a phase (all paths, or those `paths`) were not a 200, connection errors included. */
export function notOk(counts: LoadCounts, phase: string, paths?: string[]): number {
  let n = 0;
  for (const [p, byKey] of counts.get(phase) ?? []) {
    if (paths !== undefined && !paths.includes(p)) continue;
    for (const [key, value] of byKey) if (key !== '200') n += value;
  }
  return n;
}
