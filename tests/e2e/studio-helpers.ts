import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { E2E_ENV } from '../../playwright.config';

// What the studio's browser tests share: the accounts they sign in with, the story as the API reads it, the
// frame, the block tree, and moving the focus with the keyboard alone.

/** The roles the studio's specs sign in as; tests/e2e/studio.setup.ts makes one account of each. */
export const STUDIO_ROLES = ['administrateur', 'editeur', 'redacteur', 'commercial'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];
/** The password of every account the e2e tests make (12 characters at least, as the studio asks). */
export const STUDIO_ACCOUNT_PASSWORD = 'une phrase de passe de test';
/** The account of each role the setup signs in once; the history and journal show `name (email)`. */
export const STUDIO_ACCOUNTS: Record<StudioRole, { email: string; name: string }> = {
  administrateur: { email: 'administrateur@e2e.test', name: 'Adèle Admin' },
  editeur: { email: 'editeur@e2e.test', name: 'Édith Éditrice' },
  redacteur: { email: 'redacteur@e2e.test', name: 'Rémi Rédacteur' },
  commercial: { email: 'commercial@e2e.test', name: 'Camille Commerciale' },
};

/** Where the setup saved the role's signed-in browser (its session cookie beside the consent cookie). */
export function studioState(role: StudioRole): string {
  return path.join('.data', 'e2e-auth', `${role}.json`);
}

/**
 * A browser context signed in to the studio as an éditeur: `browser.newContext(STUDIO_BROWSER)` or
 * `test.use(STUDIO_BROWSER)`. One login per role per run (the setup project), never one per test.
 */
export const STUDIO_BROWSER = { storageState: studioState('editeur') };
export const studioBrowser = (role: StudioRole) => ({ storageState: studioState(role) });

/**
 * The `Cookie` header of the role's session, for Playwright's `request` fixture (which keeps no browser
 * state). Read when called, inside a test: the setup writes the file after the specs are collected.
 */
export function studioCookie(role: StudioRole = 'editeur'): { Cookie: string } {
  const state = JSON.parse(readFileSync(studioState(role), 'utf8')) as { cookies: { name: string; value: string }[] };
  return { Cookie: state.cookies.map(({ name, value }) => `${name}=${value}`).join('; ') };
}

/**
 * `npm run studio:user -- add …` beside the running e2e site (it reaches the embedded database through it),
 * the way an operator makes an account.
 */
export async function addStudioAccount(
  email: string,
  role: StudioRole,
  name: string,
  { sites, password = STUDIO_ACCOUNT_PASSWORD }: { sites?: string; password?: string } = {},
): Promise<void> {
  const args = ['tsx', 'scripts/studio-user.ts', 'add', email, '--role', role, '--name', name];
  const child = promisify(execFile)('npx', [...args, ...(sites ? ['--sites', sites] : []), '--password-stdin'], {
    env: { ...process.env, PGLITE_DIR: '.data/e2e', DATABASE_URL: '' },
    // Generous: on two loaded cores a tool's start (tsx) has taken over a minute; a killed one leaves nothing.
    timeout: 180_000,
  });
  child.child.stdin?.end(`${password}\n`);
  try {
    await child;
  } catch (error) {
    // The tool's own words (stderr) say why: a taken address, a database it could not reach.
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`npm run studio:user -- add ${email} failed: ${stderr || String(error)}`);
  }
}

export const BEARER = { Authorization: `Bearer ${E2E_ENV.CONTENT_MANAGEMENT_TOKEN}` };
export const NNBSP = '\u202f';

export type Block = { _uid: string; component: string; title?: string; [field: string]: unknown };
export type Content = Block & { body: Block[] };
export type Draft = { version: number; content: Content };

/** The story's draft as the management API reads it (its version included). */
export async function draftOf(request: APIRequestContext, fullSlug: string): Promise<Draft> {
  const response = await request.get(`/api/content/manage/stories/${fullSlug}`, { headers: BEARER });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { story: Draft }).story;
}

export const heroTitle = (content: Content) => content.body.find((block) => block.component === 'hero')?.title;

/** The page's heading inside the editor's frame. */
export function frameHeading(page: Page): Locator {
  return page.frameLocator('iframe[title^="Aperçu de «"]').getByRole('heading', { level: 1 });
}

/** The blocks at the top of the editor's tree (the root's « Contenu »), in order. */
export function treeBlocks(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Blocs' })
    .getByRole('list', { name: 'Contenu' })
    .first()
    .locator(':scope > li > div > [data-block-uid]');
}

/**
 * Tabs through the page until the element named `name` has the focus: the keyboard only. (A click on the
 * page's heading, which does nothing, only sets where the tabbing starts.)
 */
export async function tabTo(page: Page, name: RegExp, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
    });
    if (name.test(focused.trim())) return;
  }
  throw new Error(`Nothing named ${name} took the focus within ${limit} tabs`);
}

/**
 * Waits until a block picked up with the keyboard listens for arrow keys. dnd-kit's keyboard sensor adds its
 * key listener in a timer after the pick-up, so its announcement can show before it listens: an arrow pressed
 * at once on a loaded machine was lost. A timer set now runs after the sensor's, then two frames let the list
 * be measured.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0),
      ),
  );
}
