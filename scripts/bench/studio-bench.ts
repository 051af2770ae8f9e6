import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ensureStudioAccount, signedInContext, type ScriptAccount } from '../studio-sign-in';
import { studioCodeIn } from './studio-code';
import {
  SAMPLES,
  KEYSTROKE_PACE_MS,
  CHOICE_PACE_MS,
  heroTitleLatencies,
  quantile,
  stockPresetLatencies,
} from './studio-latency';

/**
 * The studio's part of `npm run bench`, on a server of its own (port 3900, a copy of the seeded database:
 * the editor's autosave writes drafts), Chromium signed in once as an éditeur (scripts/studio-sign-in.ts):
 * 1. the JavaScript of `/studio` and of the page editor (gzip of every script the studio's own document
 *    downloads until idle; the framed page's scripts are printed apart), against STUDIO_JS_BUDGET_KB, and
 *    whether it holds a studio marker (if not, the public pages' « no studio code » check proves nothing);
 * 2. with `latency`, keystroke-to-frame latency: the hero's « Titre » on `/` and the stock list's
 *    « Marque imposée » on `/stock` (studio-latency.ts), p50 / p95 against the goal. Printed, never asserted:
 *    they depend on the machine.
 * Returns how many figures are over their budget (the JavaScript only).
 */
const PORT = 3900;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The studio server's PGlite folder: `npm run bench` copies its seeded database there before any server starts. */
export const STUDIO_DATA_DIR = '.data/bench-studio';
const EDITOR: ScriptAccount = {
  email: 'editeur@bench.test',
  name: 'Banc Éditeur',
  role: 'editeur',
  password: 'bench-studio-password',
};
const STUDIO_JS_BUDGET_KB = 250;
const LATENCY_GOAL_MS = 500;

type StudioBenchOptions = {
  env: NodeJS.ProcessEnv;
  /** STUDIO_DATA_DIR already holds a seeded database; if not, it is seeded here. */
  seeded: boolean;
  latency: boolean;
};

async function answers(path: string): Promise<boolean> {
  try {
    return (await fetch(`${ORIGIN}${path}`)).ok;
  } catch {
    return false;
  }
}

async function waitForServer(deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    if (await answers('/status')) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The studio's server did not start within 120 s on ${ORIGIN}`);
}

/** The éditeur's session, signed in once per run (measure); every measured context starts from it. */
let session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

function studioContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ storageState: session, viewport: { width: 1366, height: 900 } });
}

/**
 * The network idle, or 10 s: a signed-in editor page has been seen never to reach Playwright's `networkidle`
 * (nothing in flight by the request events), so the wait is bounded and the script count decides (idle()).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
}

/** Until the main thread then the network are idle, as long as scripts keep coming (next/dynamic, lazy parts). */
async function idle(page: Page, scripts: () => number): Promise<void> {
  await settle(page);
  for (let rounds = 0, seen = -1; seen !== scripts() && rounds < 5; rounds++) {
    seen = scripts();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5_000 })));
    await settle(page);
  }
}

type Download = { own: boolean; body: Promise<Buffer> };
const gzipKb = async (downloads: Download[]) =>
  (await Promise.all(downloads.map((d) => d.body))).reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;

/** The studio page's scripts: its own document's, and the framed page's; with the editor, the rich-text editor's. */
async function studioJs(browser: Browser, path: string) {
  const context = await studioContext(browser);
  const page = await context.newPage();
  const downloads: Download[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    downloads.push({
      own: response.frame() === page.mainFrame(),
      body: response.body().catch(() => Buffer.alloc(0)),
    });
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
  await settle(page);
  await idle(page, () => downloads.length);
  const firstLoad = downloads.length;
  let richTextKb: number | null = null;
  const richText = page.getByRole('button', { name: /^Texte enrichi/ }).first();
  if (await richText.count()) {
    await richText.click();
    await page.locator('.ProseMirror').first().waitFor({ timeout: 30_000 });
    await idle(page, () => downloads.length);
    richTextKb = await gzipKb(downloads.slice(firstLoad).filter((d) => d.own));
  }
  const own = downloads.slice(0, firstLoad).filter((d) => d.own);
  const markers = studioCodeIn((await Promise.all(own.map((d) => d.body))).map((b) => b.toString('utf8')).join('\n'));
  const figures = {
    ownKb: await gzipKb(own),
    frameKb: await gzipKb(downloads.slice(0, firstLoad).filter((d) => !d.own)),
    richTextKb,
    markers,
  };
  await context.close();
  return figures;
}

async function openEditor(browser: Browser, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await studioContext(browser);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
  await settle(page);
  return { context, page };
}

function printLatency(what: string, latencies: number[]): void {
  const p50 = quantile(latencies, 0.5);
  const p95 = quantile(latencies, 0.95);
  console.log(
    `  ${what}: p50 ${p50.toFixed(0).padStart(4)} ms, p95 ${p95.toFixed(0).padStart(4)} ms, max ${Math.max(...latencies).toFixed(0)} ms over ${latencies.length}  (goal p95 ≤ ${LATENCY_GOAL_MS} ms: ${p95 <= LATENCY_GOAL_MS ? 'met' : 'missed'}, ratio ${(p95 / LATENCY_GOAL_MS).toFixed(2)})`,
  );
}

async function measure(browser: Browser, latency: boolean): Promise<number> {
  let failures = 0;
  const signedIn = await signedInContext(browser, ORIGIN, EDITOR);
  session = await signedIn.storageState();
  await signedIn.close();
  console.log(`\nStudio (server on ${ORIGIN}, Chromium signed in as an éditeur, 1 366 px)`);
  console.log('  JavaScript, gzip of every script the studio document downloads until idle:');
  const home = '/studio/pages/home-page';
  for (const path of ['/studio', home]) {
    await studioJs(browser, path); // a first visit renders what the measured one reads
    const js = await studioJs(browser, path);
    const problems = [
      js.ownKb > STUDIO_JS_BUDGET_KB ? `JS over ${STUDIO_JS_BUDGET_KB} KB` : '',
      js.markers.length === 0 ? 'no studio marker in its scripts (scripts/bench/studio-code.ts is stale)' : '',
    ].filter(Boolean);
    if (problems.length > 0) failures++;
    const richText = js.richTextKb === null ? '' : `, +${js.richTextKb.toFixed(1)} KB when a rich-text field opens`;
    console.log(
      `    ${path.padEnd(26)} ${js.ownKb.toFixed(1).padStart(6)} KB (≤ ${STUDIO_JS_BUDGET_KB})  framed page ${js.frameKb.toFixed(1)} KB${richText}  ${problems.length > 0 ? `OVER: ${problems.join(', ')}` : 'ok'}`,
    );
  }
  if (!latency) return failures;

  const [load] = loadavg();
  console.log(`  Load average over the last minute: ${load!.toFixed(1)} on ${availableParallelism()} cores`);
  console.log(
    `  Keystroke to frame (from keydown, or a list's input, to the frame's DOM showing it; ${SAMPLES} changes after 3 unmeasured):`,
  );
  const figures: [string, string, (page: Page) => Promise<number[]>][] = [
    [
      home,
      `/ hero « Titre », a key every ${KEYSTROKE_PACE_MS} ms`,
      (page) => heroTitleLatencies(page, { awaitEach: false }),
    ],
    [
      home,
      `/ hero « Titre », each key awaited + ${KEYSTROKE_PACE_MS} ms`,
      (page) => heroTitleLatencies(page, { awaitEach: true }),
    ],
    [
      '/studio/pages/stock',
      `/stock « Marque imposée » to the new count, each awaited + ${CHOICE_PACE_MS} ms`,
      stockPresetLatencies,
    ],
  ];
  for (const [path, what, run] of figures) {
    const { context, page } = await openEditor(browser, path);
    try {
      printLatency(what, await run(page));
    } catch (error) {
      console.log(`  ${what}: not measured, ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await context.close();
    }
  }
  return failures;
}

export async function runStudioBench({ env, seeded, latency }: StudioBenchOptions): Promise<number> {
  if (await answers('/status')) throw new Error(`Something already answers on ${ORIGIN}: stop it first.`);
  const studioEnv = { ...env, PGLITE_DIR: STUDIO_DATA_DIR, SITE_URL: ORIGIN };
  if (
    !seeded &&
    spawnSync('npm', ['run', 'db:seed', '--', '--reset'], { stdio: 'inherit', env: studioEnv }).status !== 0
  )
    throw new Error('npm run db:seed failed');
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = spawn('npx', ['tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(PORT)], {
      env: studioEnv,
      stdio: 'ignore',
      detached: true,
    });
    await waitForServer();
    // Through the running site, which holds the embedded database.
    ensureStudioAccount(studioEnv, EDITOR);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    return await measure(browser, latency);
  } finally {
    await browser?.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
