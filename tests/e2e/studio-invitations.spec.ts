import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL, SMTP_PORT } from '../../playwright.config';
import { parseMail, startSmtpSink, type SmtpSink } from '../fixtures/mail/smtp-sink';
import { addStudioAccount, BEARER, STUDIO_ACCOUNT_PASSWORD as PASSWORD } from './studio-helpers';

// Invitations and password resets (issue 34): an administrator invites a rédacteur from « Comptes »; the
// e-mail reaches a loopback SMTP sink (SMTP_URL in playwright.config.ts); the rédacteur follows its link, chooses
// a password, is signed in, saves a draft and sees no « Publier ». « Mot de passe oublié ? » sends a reset link
// that works once. In the `publishing` project: it saves a draft, and the sink's port is the booking test's.
const NEW_PASSWORD = 'une toute nouvelle phrase de passe';
const RUN = Date.now().toString(36);
const ADMIN = `admin-invite-${RUN}@e2e.test`;
const INVITEE = `redac-invite-${RUN}@e2e.test`;
const EDITOR = `editeur-invite-${RUN}@e2e.test`;
const SLUG = `services/invitation-${RUN}`;
const NNBSP = '\u202f';

let smtp: SmtpSink;

/** axe's WCAG 2.2 AA violations on the page as shown now (tests/e2e/accessibility.spec.ts checks the site's pages). */
async function violations(page: Page): Promise<string[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id} ×${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The link of the `nth` e-mail the sink received for `to` (waits for it), whose path starts with `path`. */
async function mailedLink(to: string, path: string, nth: number): Promise<{ link: string; text: string }> {
  const mailsTo = () => smtp.received.filter((mail) => mail.envelopeTo.includes(to));
  await expect.poll(() => mailsTo().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(nth + 1);
  const text = parseMail(mailsTo()[nth]!.raw).text;
  const link = new RegExp(`${E2E_BASE_URL}${path}/[A-Za-z0-9_-]{43}`).exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return { link: link!, text };
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpSink({ port: SMTP_PORT });
  const created = await request.post('/api/content/manage/stories', {
    headers: BEARER,
    data: { folder: 'services', name: `Invitation ${RUN}`, slug: SLUG.split('/')[1], contentType: 'page' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const content = {
    _uid: 'root-invitation',
    component: 'page',
    body: [{ _uid: 'hero-invitation', component: 'hero', title: `Page invitée ${RUN}` }],
  };
  const saved = await request.put(`/api/content/manage/stories/${SLUG}`, { headers: BEARER, data: { content } });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async () => {
  await smtp?.close();
});

test('an administrator invites a rédacteur, who sets a password from the e-mail, saves, and cannot publish', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await addStudioAccount(ADMIN, 'administrateur', 'Admin Invitations');
  const admin = await newPage(browser);
  await admin.goto('/studio/comptes');
  await expect(admin).toHaveURL(/\/studio\/connexion\?suite=%2Fstudio%2Fcomptes$/);
  await logIn(admin, ADMIN, PASSWORD);
  await expect(admin).toHaveURL(/\/studio\/comptes$/);
  await expect(admin.getByRole('navigation').getByRole('link', { name: 'Comptes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Comptes');
  expect(await violations(admin)).toEqual([]);

  const invite = admin.getByRole('region', { name: 'Inviter une personne' });
  await invite.getByLabel('Adresse e-mail').fill(INVITEE);
  await invite.getByLabel('Nom', { exact: true }).fill('Rédactrice Invitée');
  await invite.getByLabel('Rôle', { exact: true }).selectOption('redacteur');
  await invite.getByRole('button', { name: 'Inviter' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation envoyée à ${INVITEE}.`);
  const row = admin.getByRole('row').filter({ hasText: INVITEE });
  await expect(row).toContainText('Invitation en attente');
  expect(await violations(admin)).toEqual([]);

  const { link, text } = await mailedLink(INVITEE, '/studio/invitation', 0);
  expect(text).toContain(
    `Admin Invitations vous invite à rejoindre le studio du site Autopolis avec le rôle «${NNBSP}Rédacteur${NNBSP}»`,
  );

  // The invitee, in a browser of their own.
  const invitee = await newPage(browser);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Rejoindre le studio');
  await expect(invitee.getByLabel('Nom')).toHaveValue('Rédactrice Invitée');
  expect(await violations(invitee)).toEqual([]);
  // A password typed differently twice is refused, in French, and the link still works.
  await invitee.getByLabel('Mot de passe (12 caractères au moins)').fill(PASSWORD);
  await invitee.getByLabel('Confirmez le mot de passe').fill(`${PASSWORD}!`);
  await invitee.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(invitee.getByRole('main').getByRole('alert')).toHaveText(
    'Les deux mots de passe ne sont pas identiques.',
  );
  await invitee.getByLabel('Mot de passe (12 caractères au moins)').fill(PASSWORD);
  await invitee.getByLabel('Confirmez le mot de passe').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(invitee).toHaveURL(/\/studio$/);
  await expect(invitee.getByText('Rédactrice Invitée (Rédacteur)')).toBeVisible();
  await expect(invitee.getByRole('navigation').getByRole('link', { name: 'Comptes' })).toHaveCount(0);

  // Saves a draft; no « Publier », and the server refuses one called directly.
  await invitee.goto(`/studio/pages/${SLUG}`);
  await invitee
    .getByRole('button', { name: /^Bannière/ })
    .first()
    .click();
  await invitee.getByRole('textbox', { name: /^Titre/ }).fill(`Brouillon de l’invitée ${RUN}`);
  await invitee.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(invitee.locator('[data-save-state]')).toHaveText(/^Enregistré à \d\d:\d\d$/);
  await expect(invitee.getByRole('button', { name: 'Publier' })).toHaveCount(0);
  const publish = await invitee.request.post(`/api/content/manage/stories/${SLUG}/publish`, {
    headers: { Origin: E2E_BASE_URL },
  });
  expect(publish.status()).toBe(403);

  // The link served once; the administrator sees the account and its login.
  await invitee.goto(link);
  await expect(invitee.getByRole('main').getByRole('alert')).toContainText('Ce lien d’invitation n’est plus valable');
  await admin.reload();
  await expect(row).not.toContainText('Invitation en attente');
  await expect(row).not.toContainText('Jamais');
  await invitee.context().close();

  // An éditeur invited the same way publishes.
  await invite.getByLabel('Adresse e-mail').fill(EDITOR);
  await invite.getByLabel('Nom', { exact: true }).fill('Éditeur Invité');
  await invite.getByLabel('Rôle', { exact: true }).selectOption('editeur');
  await invite.getByRole('button', { name: 'Inviter' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation envoyée à ${EDITOR}.`);
  const editorLink = (await mailedLink(EDITOR, '/studio/invitation', 0)).link;
  const editor = await newPage(browser);
  await editor.goto(editorLink);
  await editor.getByLabel('Mot de passe (12 caractères au moins)').fill(PASSWORD);
  await editor.getByLabel('Confirmez le mot de passe').fill(PASSWORD);
  await editor.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(editor.getByText('Éditeur Invité (Éditeur)')).toBeVisible();
  await editor.goto(`/studio/pages/${SLUG}`);
  await expect(editor.getByRole('button', { name: 'Publier', exact: true }).first()).toBeVisible();
  await editor.context().close();
  await admin.context().close();
});

test('« Mot de passe oublié ? » sends a reset link that works once and ends the sessions', async ({ browser }) => {
  test.setTimeout(120_000);
  // Signed in somewhere: that session ends with the new password.
  const elsewhere = await newPage(browser);
  await elsewhere.goto('/studio/connexion');
  await logIn(elsewhere, INVITEE, PASSWORD);
  await expect(elsewhere).toHaveURL(/\/studio$/);

  const page = await newPage(browser);
  await page.goto('/studio/connexion');
  await page.getByRole('link', { name: `Mot de passe oublié${NNBSP}?` }).click();
  await expect(page).toHaveURL(/\/studio\/mot-de-passe$/);
  expect(await violations(page)).toEqual([]);
  const sent =
    'Si un compte existe pour cette adresse, un e-mail avec un lien pour choisir un nouveau mot de passe vient de partir.';
  // The same answer for an address without an account (and no e-mail to it).
  const nobody = `personne-${RUN}@e2e.test`;
  await page.getByLabel('Adresse e-mail').fill(nobody);
  await page.getByRole('button', { name: 'Recevoir un lien' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(sent);
  await page.getByLabel('Adresse e-mail').fill(INVITEE);
  await page.getByRole('button', { name: 'Recevoir un lien' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(sent);

  const { link } = await mailedLink(INVITEE, '/studio/mot-de-passe', 1);
  expect(smtp.received.some((mail) => mail.envelopeTo.includes(nobody))).toBe(false);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisir un nouveau mot de passe');
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Nouveau mot de passe (12 caractères au moins)').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/studio\/connexion\?mot-de-passe=change$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Votre mot de passe a été changé. Connectez-vous avec le nouveau.',
  );
  await logIn(page, INVITEE, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/studio$/);

  // The other session ended; the link works once only.
  await elsewhere.goto('/studio');
  await expect(elsewhere).toHaveURL(/\/studio\/connexion$/);
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ce lien n’est plus valable');
  await expect(page.getByLabel('Nouveau mot de passe (12 caractères au moins)')).toHaveCount(0);
  await elsewhere.context().close();
  await page.context().close();
});
