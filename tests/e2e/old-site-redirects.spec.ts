import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { vehiclePathParts } from '@/services/stock/vehicle-path';
import { OLD_SITE_CSV, parseRedirectCsv, type RedirectRow } from '@/services/redirects/redirect-csv';
import { buildRedirectTable, type SourceEntry } from '@/services/redirects/redirect-table';
import { siteIndexFromSlugs } from '@/services/redirects/site-index';
import { seedSite } from '../../scripts/redirects/seed-site';

// The server runs on a fresh database seeded from content/seed with the demo stock: the same site seedSite() reads.
const site = seedSite();
const { rows } = parseRedirectCsv(readFileSync(OLD_SITE_CSV, 'utf8'));
const table = buildRedirectTable({
  rows: rows.map((row): SourceEntry => ({ ...row, origin: 'table' })),
  datasource: site.datasource.map((entry, i): SourceEntry => ({
    from: entry.name,
    to: entry.value,
    origin: 'datasource',
    line: i + 1,
  })),
  index: siteIndexFromSlugs(site.pageSlugs),
});
const resolved = new Map(table.entries.filter((e) => e.origin === 'table').map((e) => [e.line, e]));

/** Where the site must send a row's old address (its target, put right and resolved; an editor's entry first), or 404 (null). */
function expected(row: RedirectRow): string | null {
  const [path = '', search = ''] = row.from.split('?');
  const answer = table.lookup(path, search ? `?${search}` : '');
  if (answer?.kind !== 'redirect') return null;
  const vehicle = vehiclePathParts(answer.location.split('?')[0]!, 'stock');
  if (!vehicle) return answer.location;
  return site.vehicles.get(vehicle.id) ?? answer.fallback;
}

/** 200 rows spread evenly over the sorted table, so every family is in the sample. */
const SAMPLE = Array.from({ length: 200 }, (_, i) => rows[Math.floor((i * rows.length) / 200)]!);

async function get(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

test('200 rows of the old-site table answer one 301 with a relative Location to their new page', async ({
  request,
}) => {
  test.setTimeout(120_000);
  let clean = 0;
  for (const row of SAMPLE) {
    const want = expected(row);
    const got = await get(request, row.from);
    if (want === null) {
      expect(got.status, row.from).toBe(404);
      continue;
    }
    expect(got, row.from).toEqual({ status: 301, location: want });
    // A well-formed row that names a page (no repair, no chain, not a vehicle) is answered with exactly its target.
    const outcome = resolved.get(row.line)?.outcome; // undefined when an editor's entry replaces the row
    if (
      outcome?.kind === 'redirect' &&
      outcome.repairs.length === 0 &&
      outcome.chain.length === 0 &&
      outcome.fallback === null
    ) {
      expect(got.location, row.from).toBe(row.to);
      clean++;
    }
  }
  expect(clean).toBeGreaterThan(100);
});

test('the targets of the sample are pages: 200, no second redirect', async ({ request }) => {
  test.setTimeout(180_000);
  const targets = [...new Set(SAMPLE.map(expected).filter((t): t is string => t !== null))];
  expect(targets.length).toBeGreaterThan(60);
  for (const target of targets) expect((await get(request, target)).status, target).toBe(200);
});

test('upper case, trailing slashes, tracking and campaign parameters: still one 301', async ({ request }) => {
  for (const row of SAMPLE.filter((_, i) => i % 10 === 0)) {
    const want = expected(row);
    if (want === null || row.from.includes('?')) continue;
    for (const variant of [`${row.from}/`, row.from.toUpperCase(), `${row.from}?from_nid=123&node=4&range=suv`]) {
      expect(await get(request, variant), variant).toEqual({ status: 301, location: want });
    }
    const campaign = await get(request, `${row.from}?utm_source=newsletter&utm_medium=email&from_tid=7`);
    expect(campaign.location, row.from).toBe(
      `${want}${want.includes('?') ? '&' : '?'}utm_source=newsletter&utm_medium=email`,
    );
  }
});

test('a row whose target is not a page of this site answers 404 with the page-not-found view', async ({ page }) => {
  for (const path of [
    '/fr/nos-offres-speciales/soldes-ete-2023',
    '/fr/nos-offres-speciales/black-friday-2023/',
    '/fr/nos-offres-speciales/offre-partenaire-luxauto',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette page n’existe pas');
  }
});

test('repaired targets and the editors’ datasource entries answer with the new page', async ({ request }) => {
  expect(await get(request, '/fr/leasing/private-lease/kia-ev3-earth-2024')).toEqual({
    status: 301,
    location: '/private-lease/kia-ev3',
  });
  expect(await get(request, '/fr/leasing/fleet/ford-transit-custom-trend')).toEqual({
    status: 301,
    location: '/entreprise/offres/ford-transit-custom-business',
  });
  expect((await get(request, '/fr/vehicules-occasion-stock/suzuki/jimny/18422')).location).toMatch(
    /^\/stock\/\d+-1-suzuki-jimny-/,
  );
  // The datasource overrides a row, and an entry pointing at another old address is one hop too.
  expect(await get(request, '/fr/vehicules-neufs/kia/ev4')).toEqual({
    status: 301,
    location: '/news/kia-ev4-arrive-chez-autopolis',
  });
  expect(await get(request, '/fr/salon-de-l-auto')).toEqual({
    status: 301,
    location: '/news/autofestival-2026-nos-offres-salon',
  });
});

test('an unknown old address is a 404; other paths keep their own answers', async ({ request }) => {
  expect((await get(request, '/fr/node/424242')).status).toBe(404);
  expect((await get(request, '/fr/node/424242/')).status).toBe(404);
  expect(await get(request, '/stock/')).toEqual({ status: 308, location: '/stock' });
  expect((await get(request, '/stock')).status).toBe(200);
});
