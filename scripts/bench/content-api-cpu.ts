import path from 'node:path';

/**
 * `npx tsx scripts/bench.ts --content-api`: CPU per request of the public content API for a list of 100
 * stories with links resolved (`cdn/stories?per_page=100&resolve_links=url`), in process on the seeded
 * content (an in-memory database): computed for every request, as before answers were kept, and served
 * from the answer cache (content/local-service/answer-cache.ts), as the `/api/content/v2` route serves it.
 */
const QUERY = 'cdn/stories?token=local&per_page=100&resolve_links=url&resolve_relations=article.related';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

export async function runContentApiCpuBench(): Promise<void> {
  process.env.DATABASE_URL = 'memory://';
  const { getDb, closeDb } = await import('@/db/client');
  const { loadSeed } = await import('@/content/seed-loader');
  const { createAnswerCache } = await import('@/content/local-service/answer-cache');
  const { serveContentOverHttp } = await import('@/content/local-service/serve-http');
  try {
    const db = await getDb();
    await loadSeed(db, path.join(process.cwd(), 'content/seed'), { reset: true });
    const url = new URL(`http://127.0.0.1/api/content/v2/${QUERY}`);
    const env = { NODE_ENV: 'production' };

    async function cpuPerRequest(cache?: ReturnType<typeof createAnswerCache>) {
      let bytes = 0;
      for (let i = 0; i < 10; i++) await (await serveContentOverHttp(url, getDb, env, cache)).arrayBuffer(); // warm
      const start = process.cpuUsage();
      const wall = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const answer = await serveContentOverHttp(url, getDb, env, cache);
        bytes = (await answer.arrayBuffer()).byteLength;
      }
      const used = process.cpuUsage(start);
      return {
        cpuMs: (used.user + used.system) / 1000 / REQUESTS,
        wallMs: (performance.now() - wall) / REQUESTS,
        bytes,
      };
    }

    const computed = await cpuPerRequest();
    const kept = await cpuPerRequest(createAnswerCache());
    const row = (label: string, r: typeof computed) =>
      console.log(
        `  ${label.padEnd(34)} ${r.cpuMs.toFixed(2).padStart(7)} ms CPU  ${r.wallMs.toFixed(2).padStart(7)} ms wall  (${(r.bytes / 1024).toFixed(0)} KB)`,
      );
    console.log(`\nPublic content API, ${REQUESTS} requests of ${QUERY.replace('token=local&', '')} (per request):`);
    row('computed every time (before)', computed);
    row('kept per cv and query (after)', kept);
  } finally {
    await closeDb();
  }
}
