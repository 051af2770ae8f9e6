import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ClusterLayout } from './cluster-layout';
import { notOk, runLoad } from './load-loop';

/** Cached pages compared: the home page, the stock list, a brand page. */
const PAGES: { path: string; file: string }[] = [
  { path: '/', file: 'home.html' },
  { path: '/stock', file: 'stock.html' },
  { path: '/kia', file: 'kia.html' },
];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 4000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_MS = 3000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Figure 1: cached pages through the balancer against nginx serving the same bytes as plain files (the
 * layout's `staticPages` server), so the ratio says what the instances cost beyond nginx itself. Same
 * connections and duration on both sides, alternating rounds (whichever went first goes second next), medians.
 */
export async function printThroughput(layout: ClusterLayout): Promise<void> {
  const balancer = `http://127.0.0.1:${layout.balancer.port}`;
  const files = `http://127.0.0.1:${layout.staticPages.port}`;
  // Rendered once by each instance (round robin), then saved as the balancer serves them from the cache.
  mkdirSync(layout.staticPages.dir, { recursive: true });
  let bytes = 0;
  for (const page of PAGES) {
    let body = '';
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${balancer}${page.path}`);
      body = await response.text();
      if (!response.ok) throw new Error(`${page.path}: HTTP ${response.status} through the balancer`);
    }
    writeFileSync(path.join(layout.staticPages.dir, page.file), body);
    bytes += Buffer.byteLength(body);
  }
  const sides = [
    {
      name: 'balancer → instances',
      origin: balancer,
      paths: PAGES.map((p) => p.path),
      samples: [] as number[],
      failed: 0,
    },
    {
      name: 'nginx static files',
      origin: files,
      paths: PAGES.map((p) => `/${p.file}`),
      samples: [] as number[],
      failed: 0,
    },
  ];
  for (const side of sides)
    await runLoad({ origin: side.origin, paths: side.paths, connections: CONNECTIONS, durationMs: WARMUP_MS });
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const result = await runLoad({
        origin: side.origin,
        paths: side.paths,
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
      });
      side.samples.push(result.requestsPerSecond);
      side.failed += notOk(result.counts, 'all');
    }
  }
  const [proxied, plain] = sides.map((side) => median(side.samples)) as [number, number];
  console.log(`\n1. Cached pages through nginx against nginx serving the same bytes as files`);
  console.log(
    `   ${PAGES.map((p) => p.path).join(', ')} in turn (${(bytes / PAGES.length / 1024).toFixed(1)} KB of HTML on average), ${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${DURATION_MS / 1000} s`,
  );
  for (const side of sides) {
    console.log(
      `   ${side.name.padEnd(22)} ${median(side.samples).toFixed(0).padStart(6)} req/s  (rounds: ${side.samples.map((s) => s.toFixed(0)).join(', ')}; not 200: ${side.failed})`,
    );
  }
  console.log(`   ratio balancer/static: ${(proxied / plain).toFixed(2)} (goal ≥ 0.90)`);
}
