import { describe, expect, it } from 'vitest';
import { buildRedirectTable, type SourceEntry } from '@/services/redirects/redirect-table';
import { checkTarget, editDistance, repairStockMisspelling, tidyPath } from '@/services/redirects/redirect-target';
import { siteIndexFromPaths } from '@/services/redirects/site-index';

const INDEX = siteIndexFromPaths([
  '/',
  '/stock',
  '/stockage',
  '/private-lease',
  '/private-lease/kia-ev3',
  '/entreprise/fleet-leasing',
  '/news',
]);
const VEHICLE = '/stock/1000296-1-suzuki-jimny-pro-pack-aventure';

/** What the site answers for an old address whose one row has this target. */
function answerFor(to: string) {
  const rows: SourceEntry[] = [{ from: '/fr/nos-offres-speciales/x', to, origin: 'table', line: 2 }];
  return buildRedirectTable({ rows, index: INDEX }).lookup('/fr/nos-offres-speciales/x');
}

describe('malformed targets that are repaired', () => {
  it('missing leading slash: the path is used with its slash', () => {
    expect(checkTarget('private-lease/kia-ev3')).toEqual({
      ok: true,
      path: '/private-lease/kia-ev3',
      repairs: ['missing-slash'],
    });
    expect(checkTarget('stock?brand=kia')).toEqual({ ok: true, path: '/stock?brand=kia', repairs: ['missing-slash'] });
    expect(answerFor('private-lease/kia-ev3')).toEqual({
      kind: 'redirect',
      location: '/private-lease/kia-ev3',
      fallback: null,
    });
  });

  it('odd prefix: link-field schemes, the old site’s own host, /index.php and the locale prefix are removed', () => {
    expect(checkTarget('internal:/entreprise/fleet-leasing')).toEqual({
      ok: true,
      path: '/entreprise/fleet-leasing',
      repairs: ['odd-prefix'],
    });
    expect(checkTarget('base:/news')).toMatchObject({ ok: true, path: '/news' });
    expect(checkTarget('https://www.autopolis.lu/private-lease/kia-ev3?utm_source=x')).toEqual({
      ok: true,
      path: '/private-lease/kia-ev3?utm_source=x',
      repairs: ['odd-prefix'],
    });
    expect(checkTarget('//autopolis.lu/news')).toMatchObject({ ok: true, path: '/news' });
    expect(checkTarget('/index.php/news')).toEqual({ ok: true, path: '/news', repairs: ['odd-prefix'] });
    expect(checkTarget('/fr-lu/private-lease')).toEqual({ ok: true, path: '/private-lease', repairs: ['odd-prefix'] });
    expect(checkTarget('/FR-LU')).toMatchObject({ ok: true, path: '/' });
    expect(checkTarget('internal:news')).toEqual({ ok: true, path: '/news', repairs: ['odd-prefix', 'missing-slash'] });
    expect(answerFor('internal:/entreprise/fleet-leasing')).toEqual({
      kind: 'redirect',
      location: '/entreprise/fleet-leasing',
      fallback: null,
    });
  });

  it('misspelled stock path: a near miss of the stock segment that is no page is put right', () => {
    const isPage = (segment: string) => INDEX.children.get('')?.includes(segment) ?? false;
    expect(repairStockMisspelling('/stcok/1000296-1-suzuki', isPage)).toBe('/stock/1000296-1-suzuki');
    expect(repairStockMisspelling('/stok?brand=kia', isPage)).toBe('/stock?brand=kia');
    expect(repairStockMisspelling('/stocks', isPage)).toBe('/stock');
    expect(repairStockMisspelling('/sotck', isPage)).toBe('/stock');
    expect(repairStockMisspelling('/stock', isPage)).toBeNull();
    expect(repairStockMisspelling('/stockage', isPage)).toBeNull();
    expect(repairStockMisspelling('/stocks', () => true)).toBeNull(); // a page of its own
    expect(repairStockMisspelling('/news', isPage)).toBeNull();
    expect(repairStockMisspelling('/st', isPage)).toBeNull();
    const answer = answerFor(VEHICLE.replace('/stock/', '/stcok/'));
    expect(answer).toEqual({ kind: 'redirect', location: VEHICLE, fallback: '/' });
  });

  it('the path is written in lower case without trailing slashes; the query as it is', () => {
    expect(tidyPath('/Private-Lease/KIA-EV3/?Brand=KIA')).toBe('/private-lease/kia-ev3?Brand=KIA');
    expect(checkTarget('/news/')).toEqual({ ok: true, path: '/news', repairs: [] });
    expect(checkTarget('  /news  ')).toEqual({ ok: true, path: '/news', repairs: [] });
  });

  it('measures typing errors with swaps as one', () => {
    expect(editDistance('stcok', 'stock')).toBe(1);
    expect(editDistance('stok', 'stock')).toBe(1);
    expect(editDistance('sotkc', 'stock')).toBe(2);
    expect(editDistance('news', 'stock')).toBe(5);
  });
});

describe('malformed targets that are refused: the old address answers 404', () => {
  it.each([
    ['a fragment', '#offres-ete', 'fragment'],
    [
      'an error text pasted from a text-generation service',
      "Error: I'm sorry, but as an AI language model I cannot determine the new address of this page.",
      'free-text',
    ],
    ['free text without spaces that is not a path', '<p>voir-la-page</p>', 'free-text'],
    ['another host', 'https://www.luxauto-partenaires.lu/offres', 'other-host'],
    ['a protocol-relative URL', '//evil.example/stock', 'other-host'],
    ['a scheme-only http URL', 'http:evil.example', 'other-host'],
    ['a path a browser reads as a host', '/\\evil.example', 'other-host'],
    ['a javascript: URL', 'javascript:alert(1)', 'unsafe-scheme'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>', 'unsafe-scheme'],
    ['a mailto: link', 'mailto:info@autopolis.lu', 'unsafe-scheme'],
    ['an empty target', '   ', 'empty'],
  ])('%s', (_kind, target, reason) => {
    expect(checkTarget(target)).toEqual({ ok: false, reason });
    expect(answerFor(target)).toEqual({ kind: 'not-found' });
  });

  it('never follows the old site’s host with credentials or a port, which could be another server', () => {
    expect(checkTarget('https://user@www.autopolis.lu/news')).toEqual({ ok: false, reason: 'other-host' });
    expect(checkTarget('https://www.autopolis.lu:8443/news')).toEqual({ ok: false, reason: 'other-host' });
    expect(checkTarget('https://www.autopolis.lu.evil.example/news')).toEqual({ ok: false, reason: 'other-host' });
  });
});
