import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { hasRedisServer, startTestRedis, type TestRedis } from '../../tests/fixtures/redis/redis-server';

/**
 * `npx tsx scripts/bench.ts --publish-locality [--no-build] [--sample=N]`: what one publish costs the cache.
 * On a server of its own (port 3650, a database of its own), N vehicle pages of the sitemap (1 000 by
 * default) are rendered and cached, one news article is published through the management API, then the
 * same pages are asked again: the share still served from the render cache (`x-nextjs-cache: HIT`, goal
 * 100 %) and the tags the publish expired, which a CDN in front purges (goal ≤ 5). With Debian's
 * redis-server installed, the render cache is the shared one in a throw-away Redis (`REDIS_URL`, as with a CDN
 * in front): Next.js's own in-memory cache (50 MB) holds only a few hundred vehicle pages, and a sample larger
 * than it measures its evictions instead of the publish.
 */
const PORT = Number(process.env.BENCH_LOCALITY_PORT ?? 3650);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data/bench-locality';
const TOKEN = 'bench-management-token';
const ARTICLE = 'news/kia-ev4-arrive-chez-autopolis';
const CONNECTIONS = 4;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(method: string, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${ORIGIN}${path}`,
      {
        method,
        agent,
        headers: {
          ...(path.startsWith('/api/content/manage/') ? { authorization: `Bearer ${TOKEN}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed as it was reused (Node's documented race): asked again.
      if (req.reusedSocket && error.code === 'ECONNRESET') request(method, path, body).then(resolve, reject);
      else reject(error);
    });
    req.end(payload);
  });
}

async function waitForServer(deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await request('GET', '/status')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The server did not start within 120 s');
}

/** Asks every path, CONNECTIONS at a time; counts the answers served from the render cache. */
async function cachedShare(paths: readonly string[]): Promise<number> {
  let hits = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < paths.length) {
        const answer = await request('GET', paths[next++]!);
        if (answer.status !== 200) throw new Error(`${paths[next - 1]} answered ${answer.status}`);
        if (answer.headers['x-nextjs-cache'] === 'HIT') hits++;
      }
    }),
  );
  return hits / paths.length;
}

/** The site's vehicle pages, from its sitemap (an index of sitemaps, or one). */
async function vehiclePaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = locs((await request('GET', '/sitemap.xml')).body);
  const nested = first.filter((p) => p.endsWith('.xml'));
  const all = nested.length
    ? (await Promise.all(nested.map(async (p) => locs((await request('GET', p)).body)))).flat()
    : first;
  return all.filter((p) => /\/stock\/\d+-/.test(p));
}

async function publishArticle(): Promise<string[]> {
  const read = await request('GET', `/api/content/v2/cdn/stories/${ARTICLE}?token=local`);
  const { story } = JSON.parse(read.body) as { story: { content: unknown } };
  const saved = await request('PUT', `/api/content/manage/stories/${ARTICLE}`, { content: story.content });
  if (saved.status !== 200) throw new Error(`saving ${ARTICLE}: ${saved.status} ${saved.body}`);
  const published = await request('POST', `/api/content/manage/stories/${ARTICLE}/publish`);
  if (published.status !== 200) throw new Error(`publishing ${ARTICLE}: ${published.status} ${published.body}`);
  return (JSON.parse(published.body) as { tags: string[] }).tags;
}

export async function runPublishLocalityBench({ env, sample }: { env: NodeJS.ProcessEnv; sample: number }) {
  const redis: TestRedis | null = hasRedisServer ? await startTestRedis() : null;
  const benchEnv = {
    ...env,
    PGLITE_DIR: DATA_DIR,
    SITE_URL: ORIGIN,
    CONTENT_MANAGEMENT_TOKEN: TOKEN,
    REDIS_URL: redis?.url ?? '',
  };
  if (spawnSync('npm', ['run', 'db:seed', '--', '--reset'], { stdio: 'inherit', env: benchEnv }).status !== 0)
    throw new Error('npm run db:seed failed');
  let server: ChildProcess | undefined;
  try {
    server = spawn('npx', ['tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(PORT)], {
      env: benchEnv,
      stdio: 'ignore',
      detached: true,
    });
    await waitForServer();
    const paths = (await vehiclePaths()).slice(0, sample);
    if (paths.length === 0) throw new Error('The sitemap lists no vehicle page');
    const started = Date.now();
    await cachedShare(paths); // renders and caches them
    const before = await cachedShare(paths);
    const tags = await publishArticle();
    const after = await cachedShare(paths);
    const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
    const cache = redis ? 'shared cache in Redis' : 'in-memory cache (no redis-server)';
    console.log(
      `\nPublish locality (${paths.length} vehicle pages, ${cache}, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    console.log(`  served from cache before the publish:          ${pct(before)}`);
    console.log(`  still served from cache after publishing ${ARTICLE}: ${pct(after)}  (goal 100 %)`);
    console.log(`  tags expired (purged at a CDN): ${tags.length}  (goal ≤ 5): ${tags.join(', ')}`);
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await redis?.stop();
  }
}
