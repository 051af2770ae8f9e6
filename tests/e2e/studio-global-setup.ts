import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, expect, type FullConfig } from '@playwright/test';
import { CONSENT_REFUSED, E2E_BASE_URL } from '../../playwright.config';
import {
  addStudioAccount,
  STUDIO_ACCOUNT_PASSWORD,
  STUDIO_ACCOUNTS,
  STUDIO_ROLES,
  type StudioRole,
  studioState,
} from './studio-helpers';

/**
 * Playwright's global setup, run once the e2e server is up and before any spec (whichever files or projects
 * are asked for): one account per role made with `npm run studio:user` on the server's fresh database, each
 * signed in once through the login page, its browser state saved for the specs (`studioBrowser(role)`,
 * `studioCookie(role)`): one login per role per run, never one per test. STUDIO_PASSWORD is retired.
 */
export default async function studioGlobalSetup(config: FullConfig): Promise<void> {
  // The tools, then the logins, run side by side: each mostly waits on its own start or on the server.
  await Promise.all(
    STUDIO_ROLES.map((role) => addStudioAccount(STUDIO_ACCOUNTS[role].email, role, STUDIO_ACCOUNTS[role].name)),
  );
  await mkdir(path.dirname(studioState('editeur')), { recursive: true });
  const browser = await chromium.launch(config.projects[0]?.use.launchOptions);
  try {
    await Promise.all(STUDIO_ROLES.map((role) => signIn(browser, role)));
  } finally {
    await browser.close();
  }
}

async function signIn(browser: Browser, role: StudioRole): Promise<void> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: { cookies: [CONSENT_REFUSED], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/studio/connexion');
  await page.getByLabel('Adresse e-mail').fill(STUDIO_ACCOUNTS[role].email);
  await page.getByLabel('Mot de passe').fill(STUDIO_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Signed in once the session cookie is set: the studio page the login then leads to need not render.
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name), { timeout: 90_000, message: role })
    .toContain('autopolis_studio');
  await context.storageState({ path: studioState(role) });
  await context.close();
}
