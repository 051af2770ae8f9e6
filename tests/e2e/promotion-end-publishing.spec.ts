import { expect, test } from '@playwright/test';
import { BEARER } from './studio-helpers';

// A promotion ends without anyone publishing: created through the management API with its end the next whole
// minute at least 40 s ahead (datetime fields are to the minute), seen on /offres and at its address, both
// cached; once the server's clock passes its end (this machine's), the very next visit of each no longer shows
// it: /offres without it, its page 410 with a link to the current offers.
const RUN = Date.now().toString(36);
const SLUG = `fin-imminente-${RUN}`;
const TITLE = `Offre éclair ${RUN}`;

/** `2026-11-28 14:05`: a datetime field's value on Luxembourg's clocks. */
function luxembourgField(instant: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Luxembourg',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

test('a promotion leaves /offres and its page answers 410 at its end, without a publish', async ({ page, request }) => {
  test.setTimeout(180_000);
  const endsAt = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
  const created = await request.post('/api/content/manage/stories', {
    headers: BEARER,
    data: { folder: 'offres', name: TITLE, slug: SLUG, contentType: 'promotion' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const content = {
    _uid: `promotion-${RUN}`,
    component: 'promotion',
    title: TITLE,
    intro: 'Une offre de quelques secondes, pour vérifier qu’elle disparaît à sa fin.',
    image: { id: null, alt: '', filename: '/api/vehicle-images/city/red/three-quarter.svg', fieldtype: 'asset' },
    starts_at: luxembourgField(new Date(Date.now() - 3_600_000)),
    ends_at: luxembourgField(new Date(endsAt)),
    legal: 'Offre valable aujourd’hui seulement, dans la limite des stocks disponibles.',
  };
  const saved = await request.put(`/api/content/manage/stories/offres/${SLUG}`, { headers: BEARER, data: { content } });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(`/api/content/manage/stories/offres/${SLUG}/publish`, { headers: BEARER });
  expect(published.status(), await published.text()).toBe(200);

  // Seen, twice each: the second answer comes from the render cache.
  const card = page.getByRole('link', { name: TITLE });
  for (let visit = 0; visit < 2; visit++) {
    await page.goto('/offres');
    await expect(card).toBeVisible();
    const open = await page.goto(`/offres/${SLUG}`);
    expect(open?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  }
  expect(Date.now(), 'the visits ended before the promotion did').toBeLessThan(endsAt);

  // The server's clock passes the end (the same machine's): nothing is published meanwhile.
  await page.waitForTimeout(endsAt - Date.now() + 1_000);

  await page.goto('/offres');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos offres du moment');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Kia EV3\u202f: l’hiver en électrique` })).toBeVisible();

  const gone = await page.goto(`/offres/${SLUG}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette offre est terminée');
  await expect(page.getByRole('link', { name: 'Voir les offres du moment' })).toHaveAttribute('href', '/offres');
});
