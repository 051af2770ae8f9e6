import { expect, test } from '@playwright/test';

// A page that sends the visitor to a form opens it with the choice already made: the model page's test drive
// keeps the model, a service page's booking link keeps the service and the site, the tyre page lets the
// visitor choose the site. A value the form does not offer is ignored and never shown as typed.

test('the model page’s « Réserver un essai » opens the test-drive form with that brand and model chosen', async ({
  page,
}) => {
  await page.goto('/opel/corsa');
  await page.getByRole('link', { name: 'Réserver un essai', exact: true }).first().click();
  await expect(page).toHaveURL(/\/reserver-un-essai\?marque=opel&modele=Corsa$/);
  await expect(page.getByRole('combobox', { name: 'Marque' })).toHaveValue('opel');
  await expect(page.getByRole('combobox', { name: 'Modèle' })).toHaveValue('Corsa');
  // The sites offered are those that sell the brand.
  const sites = await page.getByRole('combobox', { name: 'Concession' }).locator('option').allTextContents();
  expect(sites.filter((name) => name.includes('Esch'))).toEqual([]);
});

test('a service page’s « Réserver un créneau » opens the workshop form with the service and the site chosen', async ({
  page,
}) => {
  await page.goto('/services/revision');
  await page.getByRole('link', { name: 'Réserver un créneau' }).first().click();
  await expect(page).toHaveURL(/\/formulaires\/rendez-vous-atelier\?prestation=revision&concession=bertrange$/);
  await expect(page.getByRole('combobox', { name: 'Prestation' })).toHaveValue('revision');
  await expect(page.getByRole('combobox', { name: 'Concession', exact: true })).toHaveValue('bertrange');
});

test('the tyre page lets the visitor choose the site, and a service card opens the booking with that service', async ({
  page,
}) => {
  await page.goto('/services/pneus-et-gardiennage');
  await page.getByRole('link', { name: 'Prendre rendez-vous', exact: true }).first().click();
  await expect(page).toHaveURL(/\/formulaires\/rendez-vous-pneus$/);
  const site = page.getByRole('combobox', { name: 'Concession', exact: true });
  await expect(site).toHaveValue('');
  const names = await site.locator('option').allTextContents();
  for (const name of ['Bertrange', 'Niederkorn', 'Esch-sur-Alzette'])
    expect(
      names.some((option) => option.includes(name)),
      name,
    ).toBe(true);

  await page.goto('/services/pneus-et-gardiennage');
  // A card's link is its title; « Réserver un changement avec gardiennage » describes it.
  await page.getByRole('link', { name: 'Hôtel pneus' }).click();
  await expect(page).toHaveURL(/\/formulaires\/rendez-vous-pneus\?prestation=change-with-storage$/);
  await expect(page.getByRole('combobox', { name: 'Prestation' })).toHaveValue('change-with-storage');

  await page.goto('/formulaires/rendez-vous-pneus?prestation=repair&concession=niederkorn');
  await expect(page.getByRole('combobox', { name: 'Prestation' })).toHaveValue('repair');
  await expect(site).toHaveValue('niederkorn');
});

test('values a form does not offer are ignored, and never written into the page as typed', async ({
  page,
  request,
}) => {
  const hostile = '"><img src=x onerror=alert(1)>';
  const query = new URLSearchParams({ sujet: hostile, concession: 'nulle-part', marque: hostile, modele: hostile });
  for (const path of ['/contact', '/reserver-un-essai', '/formulaires/rendez-vous-pneus']) {
    const response = await request.get(`${path}?${query}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain('<img src=x');
  }
  await page.goto(`/contact?${query}`);
  await expect(page.getByRole('combobox', { name: 'Objet' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Concession', exact: true })).not.toHaveValue('nulle-part');
  await page.goto(`/reserver-un-essai?${new URLSearchParams({ marque: 'kia', modele: 'Corsa' })}`);
  // A model of another brand than the one asked is not chosen.
  await expect(page.getByRole('combobox', { name: 'Marque' })).toHaveValue('kia');
  await expect(page.getByRole('combobox', { name: 'Modèle' })).toHaveValue('');
});
