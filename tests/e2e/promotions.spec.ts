import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// « Offres du moment » on the seed (today is late November 2026 on this machine's clock, as the seed expects):
// the current promotions on /offres, soonest ending first; a campaign's page; an ended one answers 410 with a
// link to the current offers, one not started yet 404; old special-offer addresses lead to them.

const NNBSP = '\u202f';

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id} ×${v.nodes.length}`);
}

test('/offres lists the current promotions only, the one ending soonest first', async ({ page }) => {
  const response = await page.goto('/offres');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos offres du moment');
  const list = page.getByRole('list', { name: '3 offre(s) en cours' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    `MG4 Electric${NNBSP}: prime de fin d’année`,
    `Kia EV3${NNBSP}: l’hiver en électrique`,
    `Pneus hiver${NNBSP}: montage et équilibrage offerts`,
  ]);
  await expect(list.getByText('Jusqu’au 31 décembre 2026')).toBeVisible();
  await expect(list.getByText(`À partir de 27${NNBSP}990\u00a0€`)).toBeVisible();
  await expect(page.getByText('Black Friday')).toHaveCount(0);
  await expect(page.getByText('Autofestival 2027')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a campaign page shows its period, benefits, models and legal mentions', async ({ page }) => {
  await page.goto('/offres');
  await page.getByRole('link', { name: `Kia EV3${NNBSP}: l’hiver en électrique` }).click();
  await expect(page).toHaveURL(/\/offres\/hiver-kia-ev3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kia EV3${NNBSP}: l’hiver en électrique`);
  await expect(page.getByText('Offre valable du 16 novembre 2026 au 31 janvier 2027', { exact: true })).toBeVisible();
  await expect(page.getByText(`À partir de 35${NNBSP}990\u00a0€`, { exact: true })).toBeVisible();
  await expect(page.getByText(`au lieu de 38${NNBSP}990\u00a0€`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Découvrir Kia EV3' })).toHaveAttribute('href', '/kia/ev3');
  await expect(page.getByRole('link', { name: 'Voir Kia EV3 en stock' })).toHaveAttribute(
    'href',
    '/stock?brand=kia&model=ev3',
  );
  const legal = page.getByRole('region', { name: 'Mentions légales' });
  await expect(legal).toContainText('Offre valable du 16 novembre 2026 au 31 janvier 2027');
  expect(await axeViolations(page)).toEqual([]);
});

test('an ended campaign answers 410 with a link to the current offers; one not started yet is not public', async ({
  page,
}) => {
  const ended = await page.goto('/offres/black-friday-2026');
  expect(ended?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette offre est terminée');
  await page.getByRole('link', { name: 'Voir les offres du moment' }).click();
  await expect(page).toHaveURL(/\/offres$/);

  const upcoming = await page.goto('/offres/autofestival-2027-hyundai-tucson');
  expect(upcoming?.status()).toBe(404);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/offres/hiver-kia-ev3</loc>');
  expect(sitemap).not.toContain('/offres/black-friday-2026');
  expect(sitemap).not.toContain('/offres/autofestival-2027-hyundai-tucson');
});

test('old special-offer addresses lead to the campaign of that name, else to the current offers, in one hop', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/fr/nos-offres-speciales/offre-pneus-hiver', '/offres/offre-pneus-hiver'],
    ['/fr/nos-offres-speciales/kia-ceed-edition-30', '/offres'],
    ['/fr/nos-offres-speciales', '/offres'],
    ['/fr/promotions', '/offres'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
  }
});
