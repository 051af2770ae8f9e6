import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench`: builds the site, serves it on loopback, and prints
 * 1. requests per second of cached story pages against the minimal static page `/status` (ratio),
 * 2. first-load JavaScript (gzip) per route against `/status` (difference in KB).
 * It measures and prints; it never fails on a figure.
 */
const PORT = 3200;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASELINE = '/status';
const ROUTES = ['/', '/contact', '/hyundai', '/services/revision', '/news'];
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${ORIGIN}${path}`, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function waitForServer(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await get(BASELINE)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The server did not start within 60 s');
}

/** Closed-loop load: CONNECTIONS concurrent clients for DURATION_MS; returns requests per second. */
async function requestsPerSecond(path: string): Promise<number> {
  const end = Date.now() + DURATION_MS;
  let done = 0;
  let failed = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const { status } = await get(path);
        if (status === 200) done++;
        else failed++;
      }
    }),
  );
  if (failed > 0) throw new Error(`${path}: ${failed} responses were not 200`);
  return done / ((Date.now() - started) / 1000);
}

/** Gzip size of the JavaScript a first visit downloads: every script the HTML references. */
async function firstLoadJs(path: string): Promise<{ bytes: number; scripts: string[]; storyblokCode: boolean }> {
  const html = (await get(path)).body.toString('utf8');
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string))];
  let bytes = 0;
  let storyblokCode = false;
  for (const src of scripts) {
    const { body } = await get(src);
    bytes += gzipSync(body).length;
    storyblokCode ||= /StoryblokBridge|storyblok-v2-latest|storyblok-js-client/.test(body.toString('utf8'));
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
  bytes += gzipSync(Buffer.from(inline)).length;
  return { bytes, scripts, storyblokCode };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

const env = { ...process.env, PGLITE_DIR: '.data/bench', DATABASE_URL: '', STORYBLOK_TOKEN: '', SITE_URL: ORIGIN };
if (!process.argv.includes('--no-build')) run('npm', ['run', 'build'], env);
run('npm', ['run', 'db:seed', '--', '--reset'], env);

let server: ChildProcess | undefined;
try {
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], { env, stdio: 'ignore', detached: true });
  await waitForServer();
  for (const path of [BASELINE, ...ROUTES]) {
    for (let i = 0; i < 20; i++) await get(path); // fill the cache and warm the JIT
  }

  console.log(`\nThroughput (${CONNECTIONS} connections, ${DURATION_MS / 1000} s per run, loopback)`);
  const baselineRps = await requestsPerSecond(BASELINE);
  console.log(`  ${BASELINE.padEnd(22)} ${baselineRps.toFixed(0).padStart(7)} req/s  (baseline)`);
  const ratios: number[] = [];
  for (const path of ROUTES) {
    const rps = await requestsPerSecond(path);
    ratios.push(rps / baselineRps);
    console.log(`  ${path.padEnd(22)} ${rps.toFixed(0).padStart(7)} req/s  ratio ${(rps / baselineRps).toFixed(2)} (goal ≥ 0.90)`);
  }
  const again = await requestsPerSecond(BASELINE);
  console.log(`  ${BASELINE.padEnd(22)} ${again.toFixed(0).padStart(7)} req/s  (baseline again: drift ${(((again - baselineRps) / baselineRps) * 100).toFixed(1)} %)`);

  console.log('\nFirst-load JavaScript (gzip)');
  const base = await firstLoadJs(BASELINE);
  console.log(`  ${BASELINE.padEnd(22)} ${(base.bytes / 1024).toFixed(1).padStart(7)} KB  (baseline)`);
  for (const path of ROUTES) {
    const js = await firstLoadJs(path);
    const extra = js.scripts.filter((s) => !base.scripts.includes(s));
    const sdk = js.storyblokCode ? ', Storyblok bridge/SDK code PRESENT' : ', no Storyblok bridge/SDK code';
    console.log(
      `  ${path.padEnd(22)} ${(js.bytes / 1024).toFixed(1).padStart(7)} KB  +${((js.bytes - base.bytes) / 1024).toFixed(1)} KB (goal ≤ 15 KB), ${extra.length} extra chunk(s)${sdk}`,
    );
  }
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  agent.destroy();
}
