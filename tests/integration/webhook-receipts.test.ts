import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookReceipts } from '@/db/schema';
import { firstReceipt } from '@/services/webhooks/webhook-receipts';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const SIGNATURE = 'a'.repeat(40);

describe('signed notices', () => {
  it('are accepted once per content version, whatever the case of the signature', async () => {
    expect(await firstReceipt(database.db, 'content', { signature: SIGNATURE, version: 41 })).toBe(true);
    expect(await firstReceipt(database.db, 'content', { signature: SIGNATURE, version: 41 })).toBe(false);
    expect(await firstReceipt(database.db, 'content', { signature: SIGNATURE.toUpperCase(), version: 41 })).toBe(false);
    // The same story published again: same body, new version.
    expect(await firstReceipt(database.db, 'content', { signature: SIGNATURE, version: 42 })).toBe(true);
  });

  it('are kept in the database, with no expiry: what any instance, restarted or not, consults', async () => {
    expect(await firstReceipt(database.db, 'stock', { signature: SIGNATURE, version: 7 })).toBe(true);
    const rows = await database.db.select().from(webhookReceipts).where(eq(webhookReceipts.kind, 'stock'));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['key', 'kind', 'receivedAt']);
    expect(rows[0]!.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keep content and stock apart, and accept one of two instances offered the same notice at once', async () => {
    const signature = 'b'.repeat(40);
    const offers = await Promise.all(
      Array.from({ length: 5 }, () => firstReceipt(database.db, 'content', { signature, version: 9 })),
    );
    expect(offers.filter(Boolean)).toHaveLength(1);
    expect(await firstReceipt(database.db, 'stock', { signature, version: 9 })).toBe(true);
  });
});
