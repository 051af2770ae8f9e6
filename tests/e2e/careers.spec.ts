import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { desc, eq } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { connect, type Connection } from '../../db/client';
import { leads } from '../../db/schema';
import { MIN_FILL_MS } from '../../services/enquiries/meta-fields';

// A visitor finds a job advert on /carrieres (filters without JavaScript too) and applies with a PDF: a program
// renamed `.pdf` is refused in French, the PDF is stored outside the web root (APPLICATIONS_DIR of
// playwright.config.ts) with its lead. A closed advert answers 410 with the list's link.
let connection: Connection;
test.beforeAll(async () => {
  connection = await connect({ ...process.env, PGLITE_DIR: '.data/e2e', DATABASE_URL: '' });
});
test.afterAll(async () => {
  await connection?.close();
});

const NNBSP = '\u202f';
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('a visitor applies to a job with a PDF; a program renamed .pdf is refused in French', async ({ page }) => {
  await page.clock.install();
  await page.goto('/carrieres');
  const list = page.getByRole('region', { name: 'Nos postes ouverts' });
  await expect(list.getByRole('article')).toHaveCount(6);
  await expect(list.getByRole('link', { name: 'Peintre en carrosserie (h/f)' })).toHaveCount(0);
  await list.getByRole('link', { name: 'Mécanicien automobile (h/f)' }).click();

  await expect(page).toHaveURL(/\/carrieres\/mecanicien-automobile-bertrange$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mécanicien automobile (h/f)');
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title: 'Mécanicien automobile (h/f)',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-01T23:00:00.000Z',
    validThrough: '2027-01-31T22:59:59.000Z',
    jobLocation: { address: { addressLocality: 'Bertrange', addressCountry: 'LU' } },
  });
  expect(await axeViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Postuler à cette offre' });
  const email = `sofia.pereira.${randomUUID().slice(0, 8)}@example.lu`;
  const cv = form.getByLabel(/^CV \(PDF/);
  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: EXE });
  await form.getByRole('radio', { name: 'Madame' }).check();
  await form.getByRole('textbox', { name: 'Prénom' }).fill('Sofia');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Pereira');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('radio', { name: 'e-mail' }).check();
  await form.getByRole('textbox', { name: /^Message/ }).fill('Mécanicienne depuis six ans, disponible en janvier.');
  await form.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
  await page.clock.fastForward(MIN_FILL_MS); // a person takes longer than the minimum fill time
  const send = form.getByRole('button', { name: 'Envoyer ma candidature' });
  await send.click();

  // Sniffed from its bytes: refused beside the field, in French, and nothing stored.
  await expect(cv).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await cv.getAttribute('aria-describedby'))?.split(' ').at(-1);
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    `Ce fichier n’est pas un PDF${NNBSP}: enregistrez votre document au format PDF, puis joignez-le à nouveau.`,
  );
  expect(await connection.db.select().from(leads).where(eq(leads.email, email))).toEqual([]);

  await cv.setInputFiles({ name: 'CV Sofia Pereira.pdf', mimeType: 'application/pdf', buffer: PDF });
  await send.click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Merci' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`Candidature${NNBSP}: Mécanicien automobile (h/f)`);
  const reference = (await confirmation.locator('strong').first().textContent()) ?? '';

  const [lead] = await connection.db.select().from(leads).where(eq(leads.email, email)).orderBy(desc(leads.id));
  expect(lead).toMatchObject({ reference, type: 'application', location: 'bertrange' });
  const stored = (lead?.fields as { cv: { id: string; name: string; bytes: number } }).cv;
  expect(stored).toMatchObject({ name: 'CV Sofia Pereira.pdf', bytes: PDF.length });
  expect(await readFile(path.join('.data/e2e-applications', `${stored.id}.pdf`))).toEqual(PDF);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filters by site and field', async ({ page }) => {
    await page.goto('/carrieres');
    const list = page.getByRole('region', { name: 'Nos postes ouverts' });
    await list.getByRole('combobox', { name: 'Concession' }).selectOption('esch-sur-alzette');
    await list.getByRole('button', { name: 'Afficher les offres' }).click();
    // A GET form sends its empty fields too; the list's canonical address leaves them out.
    await expect(page).toHaveURL(/\/carrieres\?concession=esch-sur-alzette(&metier=)?$/);
    await expect(list.getByRole('article')).toHaveCount(2);

    await list.getByRole('combobox', { name: 'Métier' }).selectOption('carrosserie');
    await list.getByRole('button', { name: 'Afficher les offres' }).click();
    await expect(page).toHaveURL(/\/carrieres\?concession=esch-sur-alzette&metier=carrosserie$/);
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list.getByRole('article')).toContainText('Carrossier (h/f)');
  });
});

test.describe('an application without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an application with a PDF is posted by the browser itself', async ({ page }) => {
    await page.goto('/carrieres/carrossier-esch-sur-alzette');
    const form = page.getByRole('form', { name: 'Postuler à cette offre' });
    const email = `luc.hoffmann.${randomUUID().slice(0, 8)}@example.lu`;
    await form.getByLabel(/^CV \(PDF/).setInputFiles({ name: 'cv-luc.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('radio', { name: 'Monsieur' }).check();
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Luc');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hoffmann');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('radio', { name: 'e-mail' }).check();
    await form.getByRole('checkbox', { name: /J’accepte que mes données/ }).check();
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Merci' })).toContainText(
      `Candidature${NNBSP}: Carrossier (h/f)`,
    );
    const [lead] = await connection.db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ type: 'application', location: 'esch-sur-alzette' });
    expect(lead?.fields).toMatchObject({ cv: { name: 'cv-luc.pdf', bytes: PDF.length } });
  });
});

test('a closed advert answers 410 with a link to the open ones, and leaves the sitemap', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/carrieres/mecanicien-automobile-bertrange</loc>');
  expect(sitemap).not.toContain('/carrieres/peintre-en-carrosserie-niederkorn</loc>');

  const answer = await page.goto('/carrieres/peintre-en-carrosserie-niederkorn');
  expect(answer?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette offre d’emploi est close');
  await page.getByRole('link', { name: 'Voir les offres d’emploi' }).click();
  await expect(page).toHaveURL(/\/carrieres$/);
});
