import { describe, expect, it } from 'vitest';
import { parseRedirectCsv, csvField, splitCsvLine } from '@/services/redirects/redirect-csv';
import { buildRedirectTable, sourceAddress, withCampaign, type SourceEntry } from '@/services/redirects/redirect-table';
import { siteIndexFromPaths } from '@/services/redirects/site-index';

const INDEX = siteIndexFromPaths([
  '/',
  '/stock',
  '/kia',
  '/kia/ev3',
  '/contact',
  '/reserver-un-essai',
  '/news',
  '/news/autofestival-2026',
  '/private-lease',
  '/private-lease/kia-ev3',
]);
const row = (from: string, to: string, line = 2): SourceEntry => ({ from, to, origin: 'table', line });
const entry = (from: string, to: string, line = 1): SourceEntry => ({ from, to, origin: 'datasource', line });

function table(rows: SourceEntry[], datasource: SourceEntry[] = []) {
  return buildRedirectTable({ rows, datasource, index: INDEX });
}
const location = (t: ReturnType<typeof table>, url: string) => {
  const [path = '', search = ''] = url.split('?');
  const answer = t.lookup(path, search ? `?${search}` : '');
  return answer?.kind === 'redirect' ? answer.location : answer;
};

describe('the redirect table: which answer wins', () => {
  it('an exact row wins over the family rule', () => {
    const t = table([row('/fr/vehicules-neufs/kia/ev3', '/news/autofestival-2026')]);
    expect(location(t, '/fr/vehicules-neufs/kia/ev3')).toBe('/news/autofestival-2026');
    expect(location(t, '/fr/vehicules-neufs/kia')).toBe('/kia'); // no row: its family rule
  });

  it('a row with a query answers that query only (in any order, tracking parameters aside)', () => {
    const t = table([
      row('/fr/vehicules-occasion-stock?page=3&fuel=diesel', '/kia'),
      row('/fr/form/demande-d-information?brand=kia', '/kia/ev3'),
    ]);
    expect(location(t, '/fr/vehicules-occasion-stock?fuel=diesel&page=3')).toBe('/kia');
    expect(location(t, '/fr/vehicules-occasion-stock?fuel=diesel&page=3&from_nid=9')).toBe('/kia');
    expect(location(t, '/fr/vehicules-occasion-stock?fuel=diesel&page=4')).toBe('/stock?fuel=diesel');
    expect(location(t, '/fr/form/demande-d-information?node=12&brand=kia')).toBe('/kia/ev3');
    expect(location(t, '/fr/form/demande-d-information?brand=opel')).toBe('/contact?sujet=information'); // its family rule
  });

  it('the row of a path answers it whatever the query, except a stock listing whose filters its rule translates', () => {
    const t = table([row('/fr/demande-dessai', '/kia/ev3'), row('/fr/vehicules-occasion-stock/kia', '/kia')]);
    expect(location(t, '/fr/demande-dessai?brand=kia&x=1')).toBe('/kia/ev3');
    expect(location(t, '/fr/vehicules-occasion-stock/kia')).toBe('/kia');
    expect(location(t, '/fr/vehicules-occasion-stock/kia?page=2')).toBe('/stock?brand=kia');
    expect(location(t, '/fr/vehicules-occasion-stock/kia?fuel=diesel')).toBe('/stock?brand=kia&fuel=diesel');
  });

  it('the request is normalised: case, trailing slash, percent-encoding', () => {
    const t = table([row('/fr/blog/%C3%A9t%C3%A9-2023', '/news'), row('/fr/Leasing/Private-Lease/', '/private-lease')]);
    for (const url of ['/fr/blog/été-2023', '/FR/Blog/%C3%89T%C3%89-2023/', '/fr/blog/%c3%a9t%c3%a9-2023//'])
      expect(location(t, url)).toBe('/news');
    expect(location(t, '/fr/leasing/private-lease')).toBe('/private-lease');
  });

  it('unknown old addresses get no answer (the site answers 404); a refused target answers not-found', () => {
    const t = table([row('/fr/nos-offres-speciales/x', '#offres')]);
    expect(t.lookup('/fr/node/424242')).toBeNull();
    expect(t.lookup('/fr/nos-offres-speciales/x')).toEqual({ kind: 'not-found' });
  });
});

describe('the redirect table: campaign parameters', () => {
  it('adds the request’s utm_* (and click ids) to the new address, drops tracking and the rest', () => {
    const t = table([row('/fr/demande-dessai', '/reserver-un-essai'), row('/fr/offre', '/stock?brand=kia#resultats')]);
    expect(
      location(t, '/fr/demande-dessai?utm_source=newsletter&from_nid=3&node=4&range=suv&brand=kia&utm_medium=email'),
    ).toBe('/reserver-un-essai?utm_source=newsletter&utm_medium=email');
    expect(location(t, '/fr/offre?gclid=abc')).toBe('/stock?brand=kia&gclid=abc#resultats');
    expect(location(t, '/fr/vehicules-occasion-stock?fuel=diesel&utm_campaign=printemps')).toBe(
      '/stock?fuel=diesel&utm_campaign=printemps',
    );
    expect(withCampaign('/x', [])).toBe('/x');
  });
});

describe('the redirect table: the datasource over the table', () => {
  it('an entry replaces the row of the same address and adds new ones', () => {
    const t = table(
      [row('/fr/vehicules-neufs/kia/ev4', '/kia')],
      [
        entry('/FR/vehicules-neufs/kia/ev4/', '/news/autofestival-2026'),
        entry('fr/autofestival', '/news/autofestival-2026', 2),
      ],
    );
    expect(location(t, '/fr/vehicules-neufs/kia/ev4')).toBe('/news/autofestival-2026');
    expect(location(t, '/fr/autofestival')).toBe('/news/autofestival-2026');
    expect(t.entries.filter((e) => e.overrides).map((e) => e.origin)).toEqual(['datasource']);
    expect(t.size).toBe(2);
  });
});

describe('the redirect table: chains are resolved when it loads', () => {
  it('a target that is an old address is followed to the new page: one 301', () => {
    const t = table([
      row('/fr/occasions', '/fr/vehicules-occasion-stock', 2),
      row('/fr/promo', '/FR/Occasions/?utm_source=promo', 3),
      row('/fr/a', '/fr/b', 4),
      row('/fr/b', '/fr/c', 5),
      row('/fr/c', '/kia', 6),
    ]);
    expect(location(t, '/fr/occasions')).toBe('/stock');
    expect(location(t, '/fr/promo')).toBe('/stock?utm_source=promo');
    expect(location(t, '/fr/a')).toBe('/kia');
    const a = t.entries.find((e) => e.from === '/fr/a');
    expect(a?.outcome).toMatchObject({ kind: 'redirect', location: '/kia', chain: ['/fr/b', '/fr/c'] });
    expect(t.problems).toEqual([]);
  });

  it('a loop, or a chain into an old address nothing answers, is a 404 and a problem', () => {
    const t = table([
      row('/fr/a', '/fr/b', 2),
      row('/fr/b', '/fr/a', 3),
      row('/fr/self', '/FR/Self/', 4),
      row('/fr/c', '/fr/node/999', 5),
    ]);
    expect(t.lookup('/fr/a')).toEqual({ kind: 'not-found' });
    expect(t.lookup('/fr/self')).toEqual({ kind: 'not-found' });
    expect(t.lookup('/fr/c')).toEqual({ kind: 'not-found' });
    expect(t.problems.map((p) => [p.entry.from, p.problem])).toEqual([
      ['/fr/a', 'loop'],
      ['/fr/b', 'loop'],
      ['/fr/self', 'loop'],
      ['/fr/c', 'unknown-old-address'],
    ]);
  });
});

describe('the redirect table: rows it cannot use', () => {
  it('reports a duplicate source (the first row is used) and a source that is not an old address', () => {
    const t = table([
      row('/fr/contact', '/contact', 2),
      row('/FR/contact/', '/kia', 3),
      row('/contact', '/kia', 4),
      row('/fr/contact?node=1', '/kia', 5),
    ]);
    expect(location(t, '/fr/contact')).toBe('/contact');
    expect(t.problems.map((p) => [p.entry.line, p.problem])).toEqual([
      [3, 'duplicate'],
      [4, 'not-old-address'],
      [5, 'duplicate'],
    ]);
  });

  it('reads a source written with the old host or without its slash', () => {
    expect(sourceAddress('https://www.autopolis.lu/fr/contact')?.key).toBe('/fr/contact');
    expect(sourceAddress('fr/contact?b=2&a=1')?.key).toBe('/fr/contact?a=1&b=2');
    expect(sourceAddress('/stock')).toBeNull();
  });

  it('gives a vehicle target the family fallback of its old address', () => {
    const t = table([row('/fr/vehicules-occasion-stock/kia/ev3/18234', '/stock/1000042-1-kia-ev3-earth')]);
    expect(t.lookup('/fr/vehicules-occasion-stock/kia/ev3/18234', '?utm_source=x')).toEqual({
      kind: 'redirect',
      location: '/stock/1000042-1-kia-ev3-earth?utm_source=x',
      fallback: '/stock?brand=kia&model=ev3&utm_source=x',
    });
  });
});

describe('the CSV of the table', () => {
  it('reads the header, quoted fields and blank lines, and names the lines it cannot read', () => {
    const { rows, problems } = parseRedirectCsv(
      '\uFEFFfrom,to\r\n/fr/a,/b\r\n\n"/fr/c?page=1,0","Error: I\'m sorry, ""really"""\n/fr/d\n"/fr/e,/f\n',
    );
    expect(rows).toEqual([
      { line: 2, from: '/fr/a', to: '/b' },
      { line: 4, from: '/fr/c?page=1,0', to: 'Error: I\'m sorry, "really"' },
    ]);
    expect(problems).toEqual([
      { line: 5, problem: 'expected 2 fields, found 1' },
      { line: 6, problem: 'unbalanced quotes' },
    ]);
    expect(parseRedirectCsv('to,from\n').problems).toEqual([{ line: 1, problem: 'the first line must be "from,to"' }]);
  });

  it('writes a field quoted only when it must be, and reads it back', () => {
    for (const value of ['/fr/a', '/fr/c?page=1,0', 'Error: "x"', ' padded ']) {
      expect(splitCsvLine(`${csvField(value)},/x`)).toEqual([value, '/x']);
    }
    expect(csvField('/fr/a')).toBe('/fr/a');
  });
});
