import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTlsFront, type TlsFront } from './lighthouse/tls-front';

/**
 * `npm run lighthouse`: Lighthouse mobile (its default: simulated slow 4G and a 4× slower CPU) in Debian's
 * Chromium against the production build (`npm run build` first), on a fresh seeded `.data/lighthouse`, for
 * the minimal page and six story pages; prints performance, LCP, TBT, CLS and bytes against the goals. It
 * measures and prints; it never fails on a figure. Run it on an idle machine: TBT follows the CPU.
 * Each page is audited `--runs` times (5 by default) and the median of each figure printed, with the
 * range of LCP.
 *
 * The pages are asked the way visitors get them: over HTTPS and HTTP/2, through a TLS front on loopback
 * (scripts/lighthouse/tls-front.ts) standing for production's TLS proxy or CDN. Lantern, which simulates the
 * throttled load, replays each request over the protocol it observed: over HTTP/1.1 to server.ts itself,
 * six connections per host, each request waiting for a free one. A second table gives that figure too.
 *
 * Simulated LCP on loopback is a model's figure, not a paint: Lantern counts every request that finished
 * before the observed paint (on loopback, all of them: the scripts, the font) as needed for the largest
 * text, although that text is in the HTML and painted in the first frame (GoogleChrome/lighthouse#11014;
 * PR #16782, still open, would compute LCP as FCP when both are in the same frame). So a last table,
 * `--applied-runs` (3 by default, 0 to skip), loads each page through Chromium's own throttling of the
 * same profile (slow 4G, 4× CPU) and prints the LCP Chromium observed: what a phone on that network sees.
 */
const PORT = 3210;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TLS_PORT = 3211;
const GOALS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0 };

type Row = { path: string; performance: number; lcpMs: number; tbtMs: number; cls: number; kb: number };

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'applied-runs': { type: 'string', default: '3' } },
});
function runCount(name: string, value: string | undefined, min: number): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < min || count > 20)
    throw new Error(`--${name} must be a whole number from ${min} to 20, not "${value}"`);
  return count;
}
const RUNS = runCount('runs', values.runs, 1);
const APPLIED_RUNS = runCount('applied-runs', values['applied-runs'], 0);

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over the runs, and the range of LCP. */
function medianRow(runs: Row[]): Row & { lcpRange: [number, number] } {
  const of = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'kb') => median(runs.map((run) => run[key]));
  const lcps = runs.map((run) => run.lcpMs);
  return {
    path: runs[0]!.path,
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    kb: of('kb'),
    lcpRange: [Math.min(...lcps), Math.max(...lcps)],
  };
}

function printTable(rows: ReturnType<typeof medianRow>[], verdict: (row: Row) => string): void {
  console.log(`  ${'page'.padEnd(40)} perf    LCP  (range)          TBT     CLS     bytes`);
  for (const row of rows) {
    console.log(
      `  ${row.path.slice(0, 40).padEnd(40)} ${String(row.performance).padStart(4)}  ${(row.lcpMs / 1000).toFixed(2).padStart(5)} s (${(row.lcpRange[0] / 1000).toFixed(2)}–${(row.lcpRange[1] / 1000).toFixed(2)})  ${row.tbtMs.toFixed(0).padStart(4)} ms  ${row.cls.toFixed(3)}  ${row.kb.toFixed(0).padStart(5)} KB  ${row.path === '/status' ? '(baseline)' : verdict(row)}`,
    );
  }
}

async function waitForServer(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    const up = await fetch(`${ORIGIN}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The server did not start within 60 s');
}

async function firstVehiclePath(): Promise<string> {
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  const path = /<loc>[^<]*?(\/stock\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!path) throw new Error('No vehicle in the sitemap');
  return path;
}

/** One audit; `devtools` throttling slows the page's real load instead of simulating it from an unthrottled one. */
async function audit(
  origin: string,
  path: string,
  port: number,
  throttlingMethod: 'simulate' | 'devtools',
): Promise<Row> {
  // Once to render and cache the page (and what it prefetches), then measured.
  await fetch(`${ORIGIN}${path}`);
  const result = await lighthouse(`${origin}${path}`, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kb: numeric('total-byte-weight') / 1024,
  };
}

const env = { ...process.env, PGLITE_DIR: '.data/lighthouse', DATABASE_URL: '', STORYBLOK_TOKEN: '', SITE_URL: ORIGIN };
if (spawnSync('npm', ['run', 'db:seed', '--', '--reset'], { stdio: 'inherit', env }).status !== 0)
  throw new Error('db:seed failed');

let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let front: TlsFront | undefined;
try {
  if (
    await fetch(`${ORIGIN}/status`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Something already answers on ${ORIGIN}: stop it first.`);
  server = spawn('npx', ['tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(PORT)], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  await waitForServer();
  front = await startTlsFront(new URL(ORIGIN), TLS_PORT);
  const pages = [
    '/status',
    '/',
    '/stock',
    await firstVehiclePath(),
    '/concessions/bertrange',
    '/private-lease',
    '/private-lease/kia-ev3',
  ];
  const browser = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  chrome = browser;
  const measure = async (origin: string, throttlingMethod: 'simulate' | 'devtools', count: number) => {
    const rows: ReturnType<typeof medianRow>[] = [];
    for (const path of pages) {
      const runs: Row[] = [];
      for (let run = 0; run < count; run++) runs.push(await audit(origin, path, browser.port, throttlingMethod));
      rows.push(medianRow(runs));
    }
    return rows;
  };
  const simulated = await measure(front.origin, 'simulate', RUNS);
  const simulatedHttp1 = await measure(ORIGIN, 'simulate', RUNS);
  const applied = APPLIED_RUNS > 0 ? await measure(front.origin, 'devtools', APPLIED_RUNS) : [];

  const againstGoals = (row: Row) => {
    const misses = [
      row.performance < GOALS.performance ? 'performance' : '',
      row.lcpMs > GOALS.lcpMs ? 'LCP' : '',
      row.tbtMs > GOALS.tbtMs ? 'TBT' : '',
      row.cls > GOALS.cls ? 'CLS' : '',
    ].filter(Boolean);
    return misses.length > 0 ? `below goal: ${misses.join(', ')}` : 'ok';
  };
  console.log(
    `\nLighthouse mobile (simulated throttling) over HTTPS and HTTP/2, as a TLS proxy or CDN in front serves the site, median of ${RUNS} run(s) per page; goals: performance ≥ ${GOALS.performance}, LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms, CLS ${GOALS.cls}`,
  );
  printTable(simulated, againstGoals);
  console.log(
    `\nThe same over plain HTTP/1.1 to server.ts itself (six connections per host), median of ${RUNS} run(s)`,
  );
  printTable(simulatedHttp1, againstGoals);
  if (applied.length > 0) {
    console.log(
      `\nThe same pages over HTTP/2 loaded through Chromium's throttling (slow 4G, 4× CPU), median of ${APPLIED_RUNS} run(s): the LCP Chromium observed`,
    );
    printTable(applied, (row) =>
      row.lcpMs > GOALS.lcpMs ? `LCP over ${GOALS.lcpMs / 1000} s` : `LCP within ${GOALS.lcpMs / 1000} s`,
    );
  }
} finally {
  await chrome?.kill();
  await front?.close();
  if (server?.pid) process.kill(-server.pid);
}
