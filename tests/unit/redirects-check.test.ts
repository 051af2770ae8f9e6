import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMS } from '@/registry/page-query';
import { checkRedirectTable, type SiteFacts } from '@/services/redirects/check-redirect-table';
import { OLD_SITE_CSV, parseRedirectCsv } from '@/services/redirects/redirect-csv';
import { buildRedirectTable, type SourceEntry } from '@/services/redirects/redirect-table';
import { siteIndexFromPaths, siteIndexFromSlugs } from '@/services/redirects/site-index';
import { seedSite } from '../../scripts/redirects/seed-site';

const row = (from: string, to: string, line: number): SourceEntry => ({ from, to, origin: 'table', line });

describe('redirects:check on a small site', () => {
  const index = siteIndexFromPaths([
    '/',
    '/stock',
    '/kia',
    '/contact',
    '/concessions/bertrange',
    '/concessions/niederkorn',
  ]);
  const facts: SiteFacts = {
    index,
    vehicles: new Map([[1000042, '/stock/1000042-1-kia-ev3-gt-line']]),
    locationBrands: new Map([
      ['bertrange', ['kia']],
      ['niederkorn', ['opel']],
    ]),
    pageParams: PAGE_QUERY_PARAMS,
  };
  function check(rows: SourceEntry[]) {
    return checkRedirectTable(buildRedirectTable({ rows, index }), facts);
  }

  it('passes rows that lead to pages, listings, sites under a brand they sell, and vehicles in stock', () => {
    const report = check([
      row('/fr/a', '/kia', 2),
      row('/fr/b', '/stock?brand=kia&fuel=diesel,electric&sort=price_desc', 3),
      row('/fr/c', '/contact?sujet=atelier', 4),
      row('/fr/d', '/kia/concessions/bertrange', 5),
      row('/fr/vehicules-occasion-stock/kia/ev3/1', '/stock/1000042-1-kia-ev3-gt-line', 6),
      row('/fr/vehicules-occasion-stock/kia/ev3/2', '/stock/1000042-1-kia-ev3-earth', 7),
      row('/fr/vehicules-occasion-stock/kia/ev3/3', '/stock/1000099-1-kia-ev3-earth', 8),
    ]);
    expect(report.problems).toEqual([]);
    expect(report.vehicles.inStock).toBe(2);
    expect(report.vehicles.renamed.map((n) => n.entry.line)).toEqual([7]);
    expect(report.vehicles.sold.map((n) => [n.entry.line, n.note])).toEqual([
      [8, 'vehicle 1000099 is not in stock: 301 to /kia'],
    ]);
  });

  it('fails on a target that is no page, a parameter no block reads, filters the stock does not read so, a site without that brand', () => {
    const report = check([
      row('/fr/a', '/kia/ev9', 2),
      row('/fr/b', '/kia?colour=red', 3),
      row('/fr/c', '/stock?fuel=essence', 4),
      row('/fr/d', '/kia/concessions/niederkorn', 5),
      row('/fr/e', '/stock?sort=price_asc', 6),
    ]);
    expect(report.problems).toEqual([
      'redirects/old-site.csv line 2: /fr/a → /kia/ev9: no page has this address',
      'redirects/old-site.csv line 3: /fr/b → /kia?colour=red: no block reads colour',
      'redirects/old-site.csv line 4: /fr/c → /stock?fuel=essence: the stock reads these filters as "?"',
      'redirects/old-site.csv line 5: /fr/d → /kia/concessions/niederkorn: that site does not sell or service that brand',
      'redirects/old-site.csv line 6: /fr/e → /stock?sort=price_asc: the stock reads these filters as "?"',
    ]);
  });

  it('fails on duplicates, loops, sources that are not old addresses and unreadable CSV lines; lists malformed targets as decided', () => {
    const rows = [
      row('/fr/a', '/fr/b', 2),
      row('/fr/b', '/fr/a', 3),
      row('/fr/c', '/kia', 4),
      row('/FR/c/', '/kia', 5),
      row('/kia', '/', 6),
      row('/fr/f', '#x', 7),
      row('/fr/g', 'kia', 8),
    ];
    const report = checkRedirectTable(buildRedirectTable({ rows, index }), facts, [
      { line: 9, problem: 'unbalanced quotes' },
    ]);
    expect(
      report.problems.map(
        (p) => p.replace(/:.*/, '') + p.match(/: (loop|duplicate|not-old-address|unbalanced quotes)/)?.[1],
      ),
    ).toEqual([
      'redirects/old-site.csv line 9unbalanced quotes',
      'redirects/old-site.csv line 5duplicate',
      'redirects/old-site.csv line 6not-old-address',
      'redirects/old-site.csv line 2loop',
      'redirects/old-site.csv line 3loop',
    ]);
    expect(report.malformed.map((m) => [m.entry.line, m.note])).toEqual([
      [7, 'refused (fragment): answers 404 with the page-not-found view'],
      [8, 'repaired (missing-slash): 301 to /kia'],
    ]);
  });
});

describe('redirects/old-site.csv against the seed and the demo stock', () => {
  const text = readFileSync(OLD_SITE_CSV, 'utf8');
  const { rows, problems: csvProblems } = parseRedirectCsv(text);
  const site = seedSite();
  const index = siteIndexFromSlugs(site.pageSlugs);
  const table = buildRedirectTable({
    rows: rows.map((r): SourceEntry => ({ ...r, origin: 'table' })),
    datasource: site.datasource.map((e, i): SourceEntry => ({
      from: e.name,
      to: e.value,
      origin: 'datasource',
      line: i + 1,
    })),
    index,
  });
  const report = checkRedirectTable(
    table,
    { index, vehicles: site.vehicles, locationBrands: site.locationBrands, pageParams: PAGE_QUERY_PARAMS },
    csvProblems,
  );

  it('has at least 1 500 rows, sorted, one per line, and no problem', () => {
    expect(rows.length).toBeGreaterThanOrEqual(1500);
    const froms = rows.map((r) => r.from);
    expect(froms).toEqual([...froms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(text.trimEnd().split('\n')).toHaveLength(rows.length + 1);
    expect(report.problems).toEqual([]);
  });

  it('covers every family of the old site', () => {
    for (const family of [
      'home',
      'new-cars',
      'new-cars-in-stock',
      'used-stock',
      'old-vehicle',
      'leasing',
      'campaign',
      'form',
      'news',
      'job',
      'service',
      'location',
    ] as const) {
      expect(report.families.get(family) ?? 0, family).toBeGreaterThan(0);
    }
    expect(rows.filter((r) => /\?page=\d+$/.test(r.from)).length).toBeGreaterThanOrEqual(29);
    expect(rows.filter((r) => /\?page=\d+,0$/.test(r.from)).length).toBeGreaterThanOrEqual(29);
    for (const filter of [
      'fuel',
      'transmission',
      'car_type',
      'brand_id',
      'price_min',
      'price_max',
      'km_min',
      'km_max',
      'power_min',
      'power_max',
      'sort_by',
      'sort_order',
    ]) {
      expect(
        rows.some((r) => r.from.includes(`${filter}=`)),
        filter,
      ).toBe(true);
    }
    expect(report.vehicles.inStock).toBeGreaterThan(100);
  });

  it('holds the malformed targets of a real import, each with a decided answer', () => {
    const kinds = report.malformed.map((m) => m.note.replace(/\).*/, ')'));
    expect(kinds.sort()).toEqual([
      'refused (fragment)',
      'refused (free-text)',
      'refused (other-host)',
      'repaired (missing-slash)',
      'repaired (misspelled-stock)',
      'repaired (odd-prefix)',
    ]);
  });
});
