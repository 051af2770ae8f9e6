import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_ENV } from '../../playwright.config';

// The running site owns its embedded database (.data/e2e): a stock import started beside it goes through
// the site's socket, while the site keeps serving pages and saving drafts. Runs alone, after the
// publishing tests (see playwright.config.ts), because it changes the stock and drafts.
test.describe.configure({ mode: 'serial' });

const auth = { Authorization: `Bearer ${E2E_ENV.CONTENT_MANAGEMENT_TOKEN}` };
/**
 * Drafts are read back through the content API with the preview token (as Storyblok requires): the
 * management API has no GET. Stories that no other e2e test edits.
 */
const STORIES = ['faq', 'mentions-legales'];
const DEMO_COUNT = 600;
const ADDED = 2000;
/** Env of the npm commands: the e2e server's database and secrets, the site's address for the stock notice. */
const TOOL_ENV = {
  ...process.env,
  PGLITE_DIR: '.data/e2e',
  DATABASE_URL: '',
  SITE_URL: E2E_BASE_URL,
  STOCK_REVALIDATE_SECRET: E2E_ENV.STOCK_REVALIDATE_SECRET,
};

type Story = { name: string; content: Record<string, unknown> };
type Run = { code: number | null; output: string };

/** Runs `npm run <args>` in the project folder; resolves when it ends, with everything it printed. */
function npmRun(args: string[]): { done: Promise<Run>; running: () => boolean } {
  const child = spawn('npm', ['run', '--silent', ...args], {
    cwd: process.cwd(),
    env: TOOL_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ended = false;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<Run>((resolve) =>
    child.on('close', (code) => {
      ended = true;
      resolve({ code, output });
    }),
  );
  return { done, running: () => !ended };
}

async function draftOf(request: APIRequestContext, slug: string): Promise<Story> {
  const res = await request.get(
    `/api/content/v2/cdn/stories/${slug}?version=draft&token=${E2E_ENV.STORYBLOK_PREVIEW_TOKEN}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { story: Story }).story;
}

async function saveDraft(request: APIRequestContext, slug: string, content: Record<string, unknown>) {
  const res = await request.put(`/api/content/manage/stories/${slug}`, { headers: auth, data: { content } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The stock total the stock page shows ("2 600 résultat(s)"). */
async function stockTotal(page: Page, query = ''): Promise<number> {
  const response = await page.goto(`/stock${query}`);
  expect(response?.status()).toBe(200);
  const status = page
    .locator('main')
    .getByText(/^[\d\s\u202f\u00a0]+ résultat\(s\)$/)
    .first();
  return Number(((await status.textContent()) ?? '').replace(/\D/g, ''));
}

test('a stock import run beside the site goes through it: nothing the site saves meanwhile is lost', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const folder = await mkdtemp(path.join(tmpdir(), 'e2e-owner-'));
  // The demo stock is the same vehicles for the same seed whatever the count: 2 600 = the 600 of the
  // demo stock (unchanged) plus 2 000 new ones with their own ids and VINs.
  const bigFeed = path.join(folder, 'stock-2600.json');
  const demoFeed = path.join(folder, 'stock-600.json');
  const originals = new Map<string, Story>();
  try {
    for (const [file, count] of [
      [bigFeed, DEMO_COUNT + ADDED],
      [demoFeed, DEMO_COUNT],
    ] as const) {
      const written = await npmRun(['stock:demo', '--', '--count', String(count), '--out', file]).done;
      expect(written.code, written.output).toBe(0);
    }
    expect(await stockTotal(page)).toBe(DEMO_COUNT);
    for (const slug of STORIES) originals.set(slug, await draftOf(request, slug));

    const importing = npmRun(['stock:import', '--', bigFeed]);
    const lastSaved = new Map<string, string>();
    let saves = 0;
    // Pages and draft saves while the import runs (and at least 20 saves, should it end first).
    while (importing.running() || saves < 20) {
      const slug = STORIES[saves % STORIES.length]!;
      const marker = `e2e-owner-${saves}`;
      await saveDraft(request, slug, { ...originals.get(slug)!.content, e2e_owner_marker: marker });
      expect((await draftOf(request, slug)).content.e2e_owner_marker).toBe(marker);
      lastSaved.set(slug, marker);
      saves++;
      for (const address of ['/', '/stock']) expect((await request.get(address)).status(), address).toBe(200);
    }
    const imported = await importing.done;

    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toMatch(/Using the database of the running site \(pid \d+\) through /);
    expect(imported.output).toContain(`Created ${ADDED}, updated 0, unchanged ${DEMO_COUNT}, removed 0, rejected 0`);
    // The site sees the new vehicles: a search it never cached, and /stock once the import's notice dropped its cache.
    expect(await stockTotal(page, `?price_min=${1 + Math.floor(Math.random() * 90)}`)).toBe(DEMO_COUNT + ADDED);
    await expect.poll(() => stockTotal(page), { timeout: 30_000 }).toBe(DEMO_COUNT + ADDED);
    // The drafts saved during the import are still there once it is over.
    for (const [slug, marker] of lastSaved)
      expect((await draftOf(request, slug)).content.e2e_owner_marker, slug).toBe(marker);
  } finally {
    // Back to the demo stock and the original drafts for whatever runs next.
    const restored = await npmRun(['stock:import', '--', '--full', demoFeed]).done;
    for (const [slug, story] of originals) await saveDraft(request, slug, story.content);
    await rm(folder, { recursive: true, force: true });
    expect(restored.code, restored.output).toBe(0);
  }
  expect(await stockTotal(page, `?price_min=${100 + Math.floor(Math.random() * 90)}`)).toBe(DEMO_COUNT);
});
