import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vehicleEquipment, vehicleImages, vehicles } from '@/db/schema';
import { FeedImportError, importFeed, type ImportOptions } from '@/services/stock/import-feed';
import { FeedFormatError } from '@/services/stock/read-feed-stream';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { byteStream, feedRow, feedText, testVin } from '../fixtures/stock/feed-rows';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(vehicles);
});

function importRows(rows: unknown[], options: ImportOptions = {}) {
  return importFeed(database.db, byteStream(feedText(rows)), options);
}

async function storedVins(): Promise<[number, string][]> {
  const rows = await database.db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .orderBy(asc(vehicles.id));
  return rows.map((r) => [r.id, r.vin]);
}

const heldBy = (vin: number, holder: number) =>
  `vin: ${testVin(vin)} belongs to vehicle ${holder} in the stock, which this feed does not give another VIN`;

describe('importFeed, edge cases', () => {
  it('fails with a FeedImportError named so, whose cause is the format error', async () => {
    const error = await importFeed(database.db, byteStream('{"vehicles": [1,]}')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedImportError);
    expect((error as Error).name).toBe('FeedImportError');
    expect((error as Error).cause).toBeInstanceOf(FeedFormatError);
    expect(((error as Error).cause as Error).message).toBe((error as Error).message);
  });

  it('shows the value of an invalid top-level property', async () => {
    const text = '{"generated_at": "yesterday", "vehicles": []}';
    await expect(importFeed(database.db, byteStream(text))).rejects.toThrow(
      `The feed's top level is invalid: generated_at: must be a valid datetime (got "yesterday")`,
    );
  });

  it('gives a rejected row without a readable id no id at all', async () => {
    const summary = await importRows(['not a vehicle', feedRow(2, { id: undefined })]);
    expect(summary.rejected.map((r) => Object.keys(r))).toEqual([
      ['row', 'reason'],
      ['row', 'reason'],
    ]);
  });

  it('runs several batches without a progress callback', async () => {
    const summary = await importRows([feedRow(1), feedRow(2), feedRow(3), feedRow(4), feedRow(5)], { batchSize: 2 });
    expect(summary).toMatchObject({ created: 5, rejected: [] });
  });

  it('lets an error of the progress callback through as it is, and writes nothing', async () => {
    const stop = new Error('stop');
    const error = await importRows([feedRow(1), feedRow(2), feedRow(3)], {
      batchSize: 2,
      onProgress: () => {
        throw stop;
      },
    }).catch((e: unknown) => e);
    expect(error).toBe(stop);
    expect(await storedVins()).toEqual([]);
  });

  it('names the first row of an id, even when a later rejected row has it too', async () => {
    const summary = await importRows([feedRow(1), feedRow(1, { price: -1 }), feedRow(1, { price: 1 })]);
    expect(summary.rejected).toEqual([
      { row: 2, id: 1, reason: 'price: must be at least 0 (got -1)' },
      { row: 3, id: 1, reason: 'id: 1 already appears in row 1; a vehicle may appear only once in a feed' },
    ]);
  });

  it('lists rejected rows in feed order, VIN refusals (decided at the end) included', async () => {
    await importRows([feedRow(1), feedRow(2), feedRow(3)]);
    const summary = await importRows([
      feedRow(4, { vin: testVin(3) }),
      feedRow(5, { price: -1 }),
      feedRow(6, { vin: testVin(2) }),
      feedRow(7, { price: -2 }),
    ]);
    expect(summary.rejected.map((r) => r.row)).toEqual([1, 2, 3, 4]);
    expect(summary.rejected[0]).toEqual({ row: 1, id: 4, reason: heldBy(3, 3) });
  });

  it('updates a vehicle whose only change is deep in its equipment or images', async () => {
    await importRows([feedRow(1), feedRow(2)]);
    const equipment = [
      { category: 'comfort', name: 'Climatisation automatique bizone' },
      { category: 'safety', name: 'Caméra de recul 360°' },
      { category: 'multimedia', name: 'Apple CarPlay et Android Auto' },
    ];
    const alt = 'Kia Sportage, vue de profil droit';
    const images = (feedRow(2).images as Record<string, unknown>[]).map((image, i) =>
      i === 1 ? { ...image, alt } : image,
    );
    const summary = await importRows([feedRow(1, { equipment }), feedRow(2, { images })]);
    expect(summary).toMatchObject({ created: 0, updated: 2, unchanged: 0 });
    const names = await database.db
      .select({ name: vehicleEquipment.name })
      .from(vehicleEquipment)
      .where(eq(vehicleEquipment.vehicleId, 1))
      .orderBy(asc(vehicleEquipment.position));
    expect(names.map((n) => n.name)).toEqual(equipment.map((e) => e.name));
    const alts = await database.db
      .select({ alt: vehicleImages.alt })
      .from(vehicleImages)
      .where(eq(vehicleImages.vehicleId, 2))
      .orderBy(asc(vehicleImages.position));
    expect(alts.map((a) => a.alt)).toEqual(['Kia Sportage, vue de trois quarts avant', alt]);
  });

  it('refuses a VIN whose holder is itself refused its new VIN, whatever the order', async () => {
    await importRows([feedRow(1), feedRow(2), feedRow(3)]);
    // Vehicle 3 wants vehicle 2's VIN; vehicle 2 wants vehicle 1's, which vehicle 1 (not in the feed) keeps.
    const summary = await importRows([feedRow(3, { vin: testVin(2) }), feedRow(2, { vin: testVin(1) })]);
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    expect(summary.rejected).toEqual([
      { row: 1, id: 3, reason: heldBy(2, 2) },
      { row: 2, id: 2, reason: heldBy(1, 1) },
    ]);
    expect(await storedVins()).toEqual([
      [1, testVin(1)],
      [2, testVin(2)],
      [3, testVin(3)],
    ]);
  });

  it('leaves the VIN of a vehicle that keeps it untouched when another row asking for it is refused', async () => {
    await importRows([feedRow(1), feedRow(2)]);
    const summary = await importRows([feedRow(3, { vin: testVin(1) }), feedRow(2, { vin: testVin(4) })]);
    expect(summary).toMatchObject({ created: 0, updated: 1 });
    expect(summary.rejected).toEqual([{ row: 1, id: 3, reason: heldBy(1, 1) }]);
    expect(await storedVins()).toEqual([
      [1, testVin(1)],
      [2, testVin(4)],
    ]);
  });

  it('hands a VIN to a new vehicle once its holder moves to another VIN in the same feed', async () => {
    await importRows([feedRow(1)]);
    const summary = await importRows([feedRow(1, { vin: testVin(5) }), feedRow(2, { vin: testVin(1) })]);
    expect(summary).toMatchObject({ created: 1, updated: 1, rejected: [] });
    expect(await storedVins()).toEqual([
      [1, testVin(5)],
      [2, testVin(1)],
    ]);
  });
});
