import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { E2E_ENV } from '../../playwright.config';

// What the studio's browser tests share: the editor's credentials, the story as the API reads it, the frame,
// the block tree, and moving the focus with the keyboard alone.

// The legacy shared password in every request's headers: the studio sends a stranger to its login page rather
// than asking for basic credentials, so a browser would never send them by itself (Playwright's
// `httpCredentials` answer a 401 only). tests/e2e/studio-accounts.spec.ts signs in with accounts.
const LEGACY_BASIC = `Basic ${Buffer.from(`editeur:${E2E_ENV.STUDIO_PASSWORD}`).toString('base64')}`;
export const STUDIO_BROWSER = { extraHTTPHeaders: { Authorization: LEGACY_BASIC } };
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
