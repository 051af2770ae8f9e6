import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { addStudioAccount, STUDIO_ACCOUNT_PASSWORD as PASSWORD } from './studio-helpers';

// Studio accounts (issue 34): accounts made with `npm run studio:user` while the site runs, the login page,
// roles on the server, logout, and the limit on guesses.
const RUN = Date.now().toString(36);

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** A refused login: its message, once the answer came (React empties the password field then). */
async function refusedLogIn(page: Page, email: string, password: string, message: string): Promise<void> {
  await logIn(page, email, password);
  await expect(page.getByLabel('Mot de passe')).toHaveValue('');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
}

const INVALID = 'Adresse e-mail ou mot de passe incorrect.';

test.describe.configure({ mode: 'serial' });

test('a stranger logs in, back where they were; a rédacteur sees no publish button and the server refuses one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `redac-${RUN}@e2e.test`;
  await addStudioAccount(email, 'redacteur', 'Rédactrice E2E');

  await page.goto('/studio/pages/contact');
  await expect(page).toHaveURL(/\/studio\/connexion\?suite=%2Fstudio%2Fpages%2Fcontact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion au studio');

  // The same words for an unknown address and a wrong password: nobody learns who has an account.
  await refusedLogIn(page, `personne-${RUN}@e2e.test`, PASSWORD, INVALID);
  await refusedLogIn(page, email, 'pas le bon mot de passe', INVALID);

  await logIn(page, email.toUpperCase(), PASSWORD);
  await expect(page).toHaveURL(/\/studio\/pages\/contact$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'autopolis_studio');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  await expect(page.getByText('Rédactrice E2E (Rédacteur)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publier' })).toHaveCount(0);

  // Called directly, from the studio's own origin and with its cookie: 403, nothing published.
  const publish = await page.request.post('/api/content/manage/stories/contact/publish', {
    headers: { Origin: E2E_BASE_URL },
  });
  expect(publish.status()).toBe(403);
  expect((await publish.json()).error).toBe('Votre rôle ne permet pas cette action.');

  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/connexion$/);
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio\/connexion$/);
});

test('20 wrong passwords, then even the right one is throttled, in French', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `editeur-${RUN}@e2e.test`;
  await addStudioAccount(email, 'editeur', 'Éditeur E2E');
  await page.goto('/studio/connexion');
  for (let attempt = 1; attempt <= 20; attempt++) {
    await refusedLogIn(page, email, `mauvais mot de passe ${attempt}`, INVALID);
  }
  await refusedLogIn(page, email, PASSWORD, 'Trop de tentatives de connexion. Réessayez dans quelques minutes.');
  await expect(page).toHaveURL(/\/studio\/connexion/);
});
