import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { createCanonicalVehicleLookup } from '@/services/stock/canonical-vehicle-path';
import { importFeed } from '@/services/stock/import-feed';
import { byteStream, feedRow, feedText } from '../fixtures/stock/feed-rows';

// The stock notice route runs outside Next.js here: record the tag it drops instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

const { POST: stockNotice } = await import('@/app/api/stock/revalidate/route');
const { canonicalVehiclePath } = await import('@/services/stock/canonical-vehicle-path');
const { closeDb, getDb } = await import('@/db/client');

const SECRET = 'stock-secret-for-lookup-tests';
const FIVE_MINUTES = 5 * 60_000;
let db: Database;

beforeAll(async () => {
  // The process-wide database that the lookup behind the proxy and the stock notice route both use.
  vi.stubEnv('DATABASE_URL', 'memory://');
  vi.stubEnv('STOCK_REVALIDATE_SECRET', SECRET);
  db = await getDb();
}, 60_000);

afterAll(async () => {
  await closeDb();
  vi.unstubAllEnvs();
});

function importVehicle(id: number) {
  return importFeed(db, byteStream(feedText([feedRow(id)])));
}

function signedNotice(body: string): Request {
  const signature = createHmac('sha1', SECRET).update(body).digest('hex');
  return new Request('http://127.0.0.1/api/stock/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-stock-signature': signature },
  });
}

describe('the canonical vehicle lookup after a miss', () => {
  it('finds a vehicle imported after a miss once the stock notice has dropped the remembered answers', async () => {
    const plain = { stockSegment: 'stock' };
    const branded = { stockSegment: 'stock', brandPrefixed: true };
    expect(await canonicalVehiclePath(4242, plain)).toBeNull();
    expect(await canonicalVehiclePath(4243, branded)).toBeNull();
    expect(await importVehicle(4242)).toMatchObject({ created: 1 });
    expect(await importVehicle(4243)).toMatchObject({ created: 1 });
    // The misses are remembered in-process (the proxy does not query for every visit)...
    expect(await canonicalVehiclePath(4242, plain)).toBeNull();

    // ...until the importer's signed notice reaches the site.
    const response = await stockNotice(signedNotice(JSON.stringify({ changed: 2 })));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(revalidated).toEqual(['stock']);
    expect(await canonicalVehiclePath(4242, plain)).toBe('/stock/4242-1-kia-sportage-1-6-t-gdi-hev-239-ch-active');
    expect(await canonicalVehiclePath(4243, branded)).toBe(
      '/kia/stock/4243-1-kia-sportage-1-6-t-gdi-hev-239-ch-active',
    );
  });

  it('trusts a remembered miss five minutes at most', async () => {
    let time = 0;
    let queries = 0;
    const lookup = createCanonicalVehicleLookup({
      db: async () => {
        queries++;
        return db;
      },
      now: () => time,
    });
    expect(await lookup.lookup(5151)).toBeNull();
    await importVehicle(5151);
    time = FIVE_MINUTES - 1;
    expect(await lookup.lookup(5151)).toBeNull();
    expect(queries).toBe(1);
    time = FIVE_MINUTES;
    expect(await lookup.lookup(5151)).toMatchObject({ id: 5151, make: 'kia', model: 'sportage' });
    expect(queries).toBe(2);
  });

  it('drops a miss when told to forget, without waiting for the time to live', async () => {
    const lookup = createCanonicalVehicleLookup({ db: async () => db, now: () => 0 });
    expect(await lookup.lookup(6161)).toBeNull();
    await importVehicle(6161);
    lookup.clear();
    expect(lookup.size).toBe(0);
    expect(await lookup.lookup(6161)).toMatchObject({ id: 6161 });
  });

  it('does not remember a lookup whose query failed: the next visit asks the database again', async () => {
    await importVehicle(7171);
    let fail = true;
    const lookup = createCanonicalVehicleLookup({
      db: async () => {
        if (fail) throw new Error('database unavailable');
        return db;
      },
      now: () => 0,
    });
    await expect(lookup.lookup(7171)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await lookup.lookup(7171)).toMatchObject({ id: 7171 });
  });
});
