import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { addStudioAccount, STUDIO_ACCOUNT_PASSWORD as PASSWORD } from './studio-helpers';
import { MIN_FILL_MS } from '../../services/enquiries/meta-fields';

// The leads inbox « Demandes » (issue 34): a visitor's enquiry for Niederkorn reaches the administrator and
// Niederkorn's commercial, never Bertrange's (not in the list, 404 at its address, not in the export).
const RUN = Date.now().toString(36);
const ADMIN = `admin-leads-${RUN}@e2e.test`;
const NIEDERKORN = `vente-nk-${RUN}@e2e.test`;
const BERTRANGE = `vente-bt-${RUN}@e2e.test`;
const EDITOR = `editeur-leads-${RUN}@e2e.test`;
const VISITOR = `claire.${randomUUID().slice(0, 8)}@example.lu`;

/** axe's WCAG 2.2 AA violations on the page as shown now (tests/e2e/accessibility.spec.ts checks the site's pages). */
async function violations(page: Page): Promise<string[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id} ×${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
}

/** Opens `path` as `email`: the studio sends a stranger to its login page, then back there. */
async function openAs(page: Page, email: string, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/studio\/connexion/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

test.describe.configure({ mode: 'serial' });

let reference = '';

test.beforeAll(async () => {
  // Four runs of the command (each starts tsx and hashes with argon2), side by side: their own time, not the
  // first test's.
  test.setTimeout(240_000);
  await Promise.all([
    addStudioAccount(ADMIN, 'administrateur', 'Admin Demandes'),
    addStudioAccount(NIEDERKORN, 'commercial', 'Vente Niederkorn', { sites: 'niederkorn' }),
    addStudioAccount(BERTRANGE, 'commercial', 'Vente Bertrange', { sites: 'bertrange' }),
    addStudioAccount(EDITOR, 'editeur', 'Éditeur Demandes'),
  ]);
});

test('a visitor sends an enquiry to Niederkorn', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/contact');
  await page.getByRole('combobox', { name: 'Objet' }).selectOption('reprise');
  await page.getByRole('combobox', { name: 'Concession', exact: true }).selectOption('niederkorn');
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Claire');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Weber');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(VISITOR);
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('621 123 456');
  await page.getByRole('radio', { name: 'téléphone' }).check();
  await page.getByRole('textbox', { name: /^Message/ }).fill('Je voudrais une estimation de ma voiture.');
  await page.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await page.clock.fastForward(MIN_FILL_MS); // a person takes longer than the minimum fill time
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Merci, votre demande est bien envoyée' });
  await expect(confirmation).toBeVisible();
  reference = (await confirmation.locator('strong').first().textContent()) ?? '';
  expect(reference).toMatch(/^AP-[0-9A-Z]{8}$/);
});

test('the administrator finds it, takes it up and writes a note, then exports it', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, ADMIN, '/studio');
  await expect(page.getByRole('link', { name: /^\d+ demandes? nouvelles?$/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Demandes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demandes');

  // Without JavaScript the GET form is the search: the address carries it.
  await page.getByRole('searchbox', { name: 'Rechercher (nom, e-mail ou référence)' }).fill(VISITOR);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/\/studio\/demandes\?.*q=/);
  const table = page.getByRole('table', { name: '1 demande' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Contact');
  await expect(row).toContainText('Autopolis Niederkorn');
  await expect(row).toContainText('Claire Weber');
  await expect(row).toContainText('Nouveau');
  await expect(row).toContainText(/\d{1,2} \p{L}+ \d{4} à \d{1,2} h \d{2}/u);
  expect(await violations(page)).toEqual([]);

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Demande ${reference}`);
  await expect(page.getByText(VISITOR)).toBeVisible();
  await page.getByRole('combobox', { name: 'Nouveau statut' }).selectOption('en-cours');
  await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText(`Statut changé`);
  await expect(history).toContainText(`par ${ADMIN} — Nouveau → En cours`);
  await page.getByRole('textbox', { name: 'Note interne' }).fill('Rappelée, estimation samedi.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(history).toContainText('Rappelée, estimation samedi.');
  expect(await violations(page)).toEqual([]);

  const csv = await page.request.get(`/studio/demandes/exporter?q=${reference}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(`${reference},contact,`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Niederkorn’s commercial sees it, searches and closes it; no page section is offered to them', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openAs(page, NIEDERKORN, '/studio/demandes');
    await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Pages' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Rechercher (nom, e-mail ou référence)' }).fill(reference);
    await page.getByRole('combobox', { name: 'Statut' }).selectOption('en-cours');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page.getByRole('table', { name: '1 demande' })).toContainText(reference);
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Demande ${reference}`);
    await page.getByRole('combobox', { name: 'Nouveau statut' }).selectOption('traite');
    await page.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await expect(page.getByRole('region', { name: 'Historique' })).toContainText(
      `par ${NIEDERKORN} — En cours → Traité`,
    );
    const answer = await page.goto(`/studio/demandes/${reference}`);
    expect(answer?.status()).toBe(200);
  });
});

test('Bertrange’s commercial does not: not listed, 404 at its address, not exported', async ({ page }) => {
  test.setTimeout(60_000);
  await openAs(page, BERTRANGE, `/studio/demandes?q=${reference}`);
  await expect(page.getByText('Aucune demande ne correspond.')).toBeVisible();
  const answer = await page.goto(`/studio/demandes/${reference}`);
  expect(answer?.status()).toBe(404);
  // A made-up reference answers the same; a malformed address is refused before Next.js (server.ts), never a 500.
  expect((await page.goto('/studio/demandes/AP-00000000'))?.status()).toBe(404);
  expect((await page.goto('/studio/demandes/%E0%A4%A'))?.status()).toBe(400);
  await expect(page.getByText(VISITOR)).toHaveCount(0);
  const csv = await page.request.get(`${E2E_BASE_URL}/studio/demandes/exporter?q=${reference}`);
  expect(await csv.text()).not.toContain(reference);
});

test('a commercial’s studio home says how many new leads wait; an éditeur sees no leads (403)', async ({ page }) => {
  test.setTimeout(60_000);
  await openAs(page, BERTRANGE, '/studio');
  await expect(page.getByRole('link', { name: /^(Aucune demande nouvelle|\d+ demandes? nouvelles?)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page).toHaveURL(/\/studio\/connexion$/);

  await openAs(page, EDITOR, '/studio');
  await expect(page.getByRole('link', { name: /demandes? nouvelles?/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Demandes' })).toHaveCount(0);
  expect((await page.goto(`/studio/demandes/${reference}`))?.status()).toBe(403);
  expect((await page.goto('/studio/demandes'))?.status()).toBe(403);
  await expect(page.getByText(VISITOR)).toHaveCount(0);
});
