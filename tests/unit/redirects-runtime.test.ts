import { describe, expect, it, vi } from 'vitest';
import { contentChangeCount, noteContentChange } from '@/content/content-changes';
import { fetchDatasourceEntries } from '@/content/redirect-sources';
import { revalidateContent } from '@/content/revalidate-content';
import { createRedirectRuntime, tableFromSources, type RedirectSources } from '@/services/redirects/redirect-runtime';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));
// The content service, answering the datasource list as the test says.
const content = vi.hoisted(() => ({ getAll: async (): Promise<unknown[]> => [] }));
vi.mock('@/content/content-client', () => ({ contentClient: () => ({ getAll: () => content.getAll() }) }));

const PAGES = ['home-page', 'stock', 'kia/', 'kia/ev3', 'news/', 'news/autofestival-2026', 'private-lease/', 'contact'];
const CSV = [
  'from,to',
  '/fr/vehicules-occasion-stock/kia/ev3/18234,/stock/1000042-1-kia-ev3-earth',
  '/fr/vehicules-occasion-stock/kia/ev3/18235,/stock/1000043-1-kia-ev3-old-text',
  '/fr/autofestival,/',
].join('\n');

function sources(datasource: RedirectSources['datasource'] = []): RedirectSources {
  return { csv: CSV, datasource, pageSlugs: PAGES };
}

/** A runtime over a clock, a change counter and a stock where only vehicle 1000043 is for sale (renamed). */
function runtime(load: () => Promise<RedirectSources>) {
  const clock = { now: 0, changes: 0 };
  const vehiclePath = vi.fn(async (id: number) => (id === 1000043 ? '/stock/1000043-1-kia-ev3-gt-line' : null));
  const r = createRedirectRuntime({
    load,
    ttlMs: 1000,
    retryMs: 100,
    now: () => clock.now,
    changeCount: () => clock.changes,
    vehiclePath,
  });
  return { r, clock, vehiclePath };
}

describe('the redirect runtime', () => {
  it('builds the table from the CSV, the datasource over it, and the published pages', async () => {
    const table = tableFromSources(sources([{ name: '/fr/autofestival', value: '/news/autofestival-2026' }]));
    expect(table.lookup('/fr/autofestival')).toEqual({
      kind: 'redirect',
      location: '/news/autofestival-2026',
      fallback: null,
    });
    expect(table.lookup('/fr/kia')).toEqual({ kind: 'redirect', location: '/kia', fallback: null });
  });

  it('loads once, on the first old address, and reloads before answering once content was published', async () => {
    let datasource: RedirectSources['datasource'] = [];
    const load = vi.fn(async () => sources(datasource));
    const { r, clock } = runtime(load);
    expect(load).not.toHaveBeenCalled();
    expect(await r.answer('/fr/autofestival', '')).toEqual({ kind: 'redirect', location: '/', fallback: null });
    await r.answer('/fr/autofestival', '?utm_source=x');
    expect(load).toHaveBeenCalledTimes(1);

    datasource = [{ name: '/fr/autofestival', value: '/news/autofestival-2026' }];
    clock.changes++;
    expect(await r.answer('/fr/autofestival', '')).toEqual({
      kind: 'redirect',
      location: '/news/autofestival-2026',
      fallback: null,
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads in the background once the table is older than its time to live', async () => {
    let datasource: RedirectSources['datasource'] = [];
    const load = vi.fn(async () => sources(datasource));
    const { r, clock } = runtime(load);
    await r.answer('/fr/autofestival', '');
    datasource = [{ name: '/fr/autofestival', value: '/contact' }];
    clock.now = 1001;
    expect(await r.answer('/fr/autofestival', '')).toMatchObject({ location: '/' }); // the previous table, while loading
    await Promise.resolve();
    expect(await r.answer('/fr/autofestival', '')).toMatchObject({ location: '/contact' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers nothing (404) while the table cannot load, and tries again after a while', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let fails = true;
      const load = vi.fn(async () => {
        if (fails) throw new Error('content service down');
        return sources();
      });
      const { r, clock } = runtime(load);
      expect(await r.answer('/fr/autofestival', '')).toBeNull();
      expect(await r.answer('/fr/autofestival', '')).toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
      fails = false;
      clock.now = 101;
      expect(await r.answer('/fr/autofestival', '')).toMatchObject({ location: '/' });

      // A table that worked goes on working when a reload fails.
      fails = true;
      clock.changes++;
      expect(await r.answer('/fr/autofestival', '')).toMatchObject({ location: '/' });
      expect(error).toHaveBeenCalledTimes(2);
    } finally {
      error.mockRestore();
    }
  });

  it('sends an old vehicle page to the vehicle’s canonical address, or to the fallback once it is sold', async () => {
    const { r, vehiclePath } = runtime(async () => sources());
    expect(await r.answer('/fr/vehicules-occasion-stock/kia/ev3/18235', '?utm_source=x')).toEqual({
      kind: 'redirect',
      location: '/stock/1000043-1-kia-ev3-gt-line?utm_source=x',
      fallback: null,
    });
    expect(await r.answer('/fr/vehicules-occasion-stock/kia/ev3/18234', '')).toEqual({
      kind: 'redirect',
      location: '/stock?brand=kia&model=ev3',
      fallback: null,
    });
    expect(vehiclePath).toHaveBeenCalledWith(1000042, { stockSegment: 'stock', brandPrefixed: false });
  });

  it('leaves a vehicle target as it is when the stock cannot be read (the vehicle page decides)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const r = createRedirectRuntime({
        load: async () => sources(),
        vehiclePath: async () => Promise.reject(new Error('db down')),
      });
      expect(await r.answer('/fr/vehicules-occasion-stock/kia/ev3/18234', '')).toMatchObject({
        location: '/stock/1000042-1-kia-ev3-earth',
      });
    } finally {
      error.mockRestore();
    }
  });
});

describe('content changes', () => {
  it('are counted per process, for copies of content kept outside the render cache', () => {
    const before = contentChangeCount();
    noteContentChange();
    expect(contentChangeCount()).toBe(before + 1);
  });

  it('move on every publish the site is told about (the webhook, the management API), so the table reloads', async () => {
    const load = vi.fn(async () => sources());
    const r = createRedirectRuntime({ load });
    await r.answer('/fr/autofestival', '');
    revalidateContent('news/autofestival-2026');
    revalidateContent(null);
    await r.answer('/fr/autofestival', '');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the redirects datasource', () => {
  it('is read entry by entry; a space without it has no entries; other failures are failures', async () => {
    content.getAll = async () => [{ id: 1, name: '/fr/a', value: '/b', dimension_value: null }];
    expect(await fetchDatasourceEntries()).toEqual([{ name: '/fr/a', value: '/b' }]);
    content.getAll = () => Promise.reject({ status: 404, message: 'Not found' });
    expect(await fetchDatasourceEntries()).toEqual([]);
    content.getAll = () => Promise.reject({ status: 500, message: 'down' });
    await expect(fetchDatasourceEntries()).rejects.toMatchObject({ status: 500 });
  });
});
