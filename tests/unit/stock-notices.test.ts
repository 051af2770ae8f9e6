import { describe, expect, it } from 'vitest';
import { changedCount, formatImportSummary } from '@/services/stock/format-import-summary';
import type { FeedRejection } from '@/services/stock/import-feed';
import { notifyStockChange } from '@/services/stock/notify-stock-change';
import { vehicleAddressParts, vehiclePathParts } from '@/services/stock/vehicle-path';

const rejectedRows = (n: number): FeedRejection[] =>
  Array.from({ length: n }, (_, i) => ({ row: i + 1, id: i + 1, reason: 'price: is required' }));

describe('formatImportSummary', () => {
  it('prints one line, without a duration when none is given, for an import that rejected nothing', () => {
    expect(formatImportSummary({ created: 3, updated: 0, unchanged: 1, removed: 0, rejected: [] })).toEqual([
      'Created 3, updated 0, unchanged 1, removed 0, rejected 0.',
    ]);
  });

  it('lists rejected rows under a heading, with their id when they had one', () => {
    const rejected: FeedRejection[] = [
      { row: 2, reason: 'row: must be an object' },
      { row: 5, id: 'A-12', reason: 'id: must be a number (got "A-12")' },
    ];
    expect(formatImportSummary({ created: 0, updated: 0, unchanged: 0, removed: 0, rejected }, 0.04)).toEqual([
      'Created 0, updated 0, unchanged 0, removed 0, rejected 2 in 0.0 s.',
      'Rejected rows:',
      '  row 2: row: must be an object',
      '  row 5 (id "A-12"): id: must be a number (got "A-12")',
    ]);
  });

  it('shows exactly 50 rejected rows without a remainder line, and counts those past 50', () => {
    const fifty = formatImportSummary({ created: 0, updated: 0, unchanged: 0, removed: 0, rejected: rejectedRows(50) });
    expect(fifty).toHaveLength(52);
    expect(fifty.at(-1)).toBe('  row 50 (id 50): price: is required');
    const more = formatImportSummary({ created: 0, updated: 0, unchanged: 0, removed: 0, rejected: rejectedRows(51) });
    expect(more).toHaveLength(53);
    expect(more.at(-1)).toBe('  … and 1 more rejected rows.');
  });

  it('counts as changed what was created, updated or removed', () => {
    expect(changedCount({ created: 1, updated: 2, unchanged: 40, removed: 4, rejected: rejectedRows(3) })).toBe(7);
  });
});

describe('notifyStockChange', () => {
  type Call = { url: string; init: RequestInit };
  function recording(answer: () => Response | Promise<Response>) {
    const calls: Call[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  it('posts JSON to the site, trailing slashes of SITE_URL dropped, localhost:3000 without one', async () => {
    const { calls, fetchImpl } = recording(() => new Response(null, { status: 204 }));
    expect(
      await notifyStockChange(2, { SITE_URL: 'https://www.example.lu//', STOCK_REVALIDATE_SECRET: 's' }, fetchImpl),
    ).toEqual({
      status: 'sent',
      url: 'https://www.example.lu/api/stock/revalidate',
      httpStatus: 204,
    });
    expect(await notifyStockChange(2, { STOCK_REVALIDATE_SECRET: 's' }, fetchImpl)).toMatchObject({
      status: 'sent',
      url: 'http://localhost:3000/api/stock/revalidate',
    });
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"changed":2}' });
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('reports an error status of the site as a failure', async () => {
    const { fetchImpl } = recording(() => new Response('busy', { status: 503 }));
    expect(await notifyStockChange(1, { SITE_URL: 'https://x.lu', STOCK_REVALIDATE_SECRET: 's' }, fetchImpl)).toEqual({
      status: 'failed',
      url: 'https://x.lu/api/stock/revalidate',
      reason: 'the site answered HTTP 503',
    });
  });

  it('gives the reason a request failed, with its cause when it has one, and never throws', async () => {
    const env = { SITE_URL: 'https://x.lu', STOCK_REVALIDATE_SECRET: 's' };
    const failing = (error: unknown) => recording(() => Promise.reject(error)).fetchImpl;
    const reason = async (error: unknown) =>
      ((await notifyStockChange(1, env, failing(error))) as { reason: string }).reason;
    expect(
      await reason(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:443') })),
    ).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:443');
    expect(await reason(new Error('The operation was aborted due to timeout'))).toBe(
      'The operation was aborted due to timeout',
    );
    expect(await reason(new Error('fetch failed', { cause: 'ECONNRESET' }))).toBe('fetch failed');
    expect(await reason('down')).toBe('down');
  });
});

describe('vehiclePathParts', () => {
  it('reads a vehicle page under its brand', () => {
    expect(vehiclePathParts('/kia/stock/4321-1-kia-ev3', 'stock')).toEqual({ id: 4321, brandPrefixed: true });
  });

  it('is null for every path that is not exactly a vehicle page', () => {
    for (const path of [
      '/kia/stock/not-a-vehicle',
      '/kia/stock/4321-1-kia-ev3/photos',
      'x/kia/stock/4321-1-kia-ev3',
      '/kia/offres/4321-1-kia-ev3',
      '//stock/4321-1-kia-ev3',
      '/stock/photos/4321-1-kia-ev3',
    ]) {
      expect(vehiclePathParts(path, 'stock'), path).toBeNull();
    }
  });
});

describe('vehicleAddressParts', () => {
  const forms = ['interessee', 'essai-routier'];
  it('reads a vehicle page and its forms, under its brand or not', () => {
    expect(vehicleAddressParts('/stock/4321-1-kia-ev3', 'stock', forms)).toEqual({
      id: 4321,
      brandPrefixed: false,
      suffix: '',
    });
    expect(vehicleAddressParts('/opel/stock/4321-x/essai-routier', 'stock', forms)).toEqual({
      id: 4321,
      brandPrefixed: true,
      suffix: '/essai-routier',
    });
    expect(vehicleAddressParts('/stock/4321/interessee', 'stock', forms)).toEqual({
      id: 4321,
      brandPrefixed: false,
      suffix: '/interessee',
    });
  });

  it('is null for a path under a vehicle that is no form, and for a form without a vehicle', () => {
    for (const path of [
      '/stock/4321-1-kia-ev3/photos',
      '/stock/essai-routier',
      '/essai-routier',
      '/stock/kia-ev3/interessee',
      '/stock/4321-1-kia-ev3/interessee/essai-routier',
      '/news/4321-1-kia-ev3/interessee',
    ]) {
      expect(vehicleAddressParts(path, 'stock', forms), path).toBeNull();
    }
  });
});
