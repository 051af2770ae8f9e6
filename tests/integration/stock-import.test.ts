import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockState, vehicleEquipment, vehicleImages, vehicles } from '@/db/schema';
import { feedDocumentSchema, feedJsonSchemaText } from '@/services/stock/feed-document';
import { feedVehicleSchema } from '@/services/stock/feed-vehicle';
import { formatImportSummary } from '@/services/stock/format-import-summary';
import { FeedImportError, importFeed, type ImportOptions } from '@/services/stock/import-feed';
import { notifyStockChange, stockSignature } from '@/services/stock/notify-stock-change';
import { currentRevision } from '@/services/stock/stock-index';
import { FeedFormatError, readFeedStream } from '@/services/stock/read-feed-stream';
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

async function stored(id: number) {
  const [row] = await database.db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

async function storedIds(): Promise<number[]> {
  return (await database.db.select({ id: vehicles.id }).from(vehicles).orderBy(asc(vehicles.id))).map((r) => r.id);
}

async function readAll(source: AsyncIterable<unknown>): Promise<{ rows: unknown[]; header: unknown }> {
  const rows: unknown[] = [];
  const iterator = readFeedStream(source)[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) return { rows, header: next.value };
    rows.push(next.value);
  }
}

describe('importFeed', () => {
  it('stores a valid feed: columns, money in cents, images and equipment in feed order', async () => {
    const summary = await importRows([
      feedRow(1),
      feedRow(2, { condition: 'new', mileage_km: 12, first_registration: null, price: 39_990, private_monthly: null }),
    ]);
    expect(summary).toEqual({ created: 2, updated: 0, unchanged: 0, removed: 0, rejected: [] });

    const used = await stored(1);
    expect(used).toMatchObject({
      vin: testVin(1),
      condition: 'used',
      make: 'kia',
      makeName: 'Kia',
      powerKw: 176,
      cylinderCc: 1598,
      batteryKwh: null,
      firstRegistration: '2023-04-17',
      priceCents: 2_849_050,
      privateMonthlyCents: 55_099,
      commercialMonthlyCents: null,
      dealership: 'bertrange',
    });
    expect(used?.feedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await stored(2)).toMatchObject({
      priceCents: 3_999_000,
      privateMonthlyCents: null,
      firstRegistration: null,
    });

    const images = await database.db
      .select()
      .from(vehicleImages)
      .where(eq(vehicleImages.vehicleId, 1))
      .orderBy(asc(vehicleImages.position));
    expect(images.map((i) => [i.position, i.url, i.width, i.height])).toEqual([
      [0, '/api/vehicle-images/suv/grey/three-quarter.svg', 1200, 800],
      [1, '/api/vehicle-images/suv/grey/side.svg', 1200, 800],
    ]);
    const equipment = await database.db
      .select()
      .from(vehicleEquipment)
      .where(eq(vehicleEquipment.vehicleId, 1))
      .orderBy(asc(vehicleEquipment.position));
    expect(equipment.map((e) => `${e.position} ${e.category} ${e.name}`)).toEqual([
      '0 comfort Climatisation automatique bizone',
      '1 safety Caméra de recul',
      '2 multimedia Apple CarPlay et Android Auto',
    ]);
  });

  it('fills in the defaults of optional fields', async () => {
    await importRows([
      feedRow(1, {
        description: undefined,
        equipment: undefined,
        images: undefined,
        cylinder_cc: undefined,
        consumption: undefined,
      }),
    ]);
    expect(await stored(1)).toMatchObject({ description: '', cylinderCc: null, consumption: null });
    expect(await database.db.select().from(vehicleImages)).toEqual([]);
  });

  it('rejects invalid rows with their row number, id and a reason naming the field, and imports the others', async () => {
    const summary = await importRows([
      feedRow(1),
      feedRow(2, { price: '24 990', vin: undefined }),
      'not a vehicle',
      feedRow(4, { colour_code: 'G7', images: [{ url: 'ftp://x', alt: 'x', width: 1, height: 1 }] }),
      feedRow(5, { condition: 'nearly-new', price: 100.001 }),
      feedRow(6),
    ]);
    expect(summary).toMatchObject({ created: 2, updated: 0, unchanged: 0, removed: 0 });
    expect(summary.rejected).toEqual([
      { row: 2, id: 2, reason: 'vin: is required; price: must be a number (got "24 990")' },
      { row: 3, reason: 'row: must be an object' },
      {
        row: 4,
        id: 4,
        reason: 'images[0].url: must be an https URL or a site path (got "ftp://x"); unknown field "colour_code"',
      },
      {
        row: 5,
        id: 5,
        reason:
          'condition: must be one of "new", "demo", "used" (got "nearly-new"); price: must be in euros with at most 2 decimals (got 100.001)',
      },
    ]);
    expect(await storedIds()).toEqual([1, 6]);
  });

  it('changes nothing when the same feed is imported again', async () => {
    const rows = [feedRow(1), feedRow(2), feedRow(3)];
    await importRows(rows);
    const before = await database.db.select().from(vehicles).orderBy(asc(vehicles.id));
    const images = await database.db.select().from(vehicleImages);

    // Same content, written differently: pretty-printed, keys reversed, a price with trailing zeros.
    const rewritten = rows.map((row) => Object.fromEntries(Object.entries(row).reverse()));
    const text = feedText(rewritten, { pretty: true }).replace('"price": 28490.5', '"price": 28490.50');
    const summary = await importFeed(database.db, byteStream(text, 1000));
    expect(summary).toEqual({ created: 0, updated: 0, unchanged: 3, removed: 0, rejected: [] });
    expect(await database.db.select().from(vehicles).orderBy(asc(vehicles.id))).toEqual(before);
    expect(await database.db.select().from(vehicleImages)).toEqual(images);
  });

  it('updates a changed row, its images and equipment, and leaves the others alone', async () => {
    await importRows([feedRow(1), feedRow(2)]);
    const [first, second] = [await stored(1), await stored(2)];
    await new Promise((resolve) => setTimeout(resolve, 20));

    const changed = feedRow(2, {
      price: 26_990,
      images: [{ url: 'https://cdn.example.com/2.jpg', alt: 'Kia Sportage', width: 1600, height: 1067 }],
      equipment: [{ category: 'driving', name: 'Régulateur de vitesse adaptatif' }],
    });
    const summary = await importRows([feedRow(1), changed]);
    expect(summary).toMatchObject({ created: 0, updated: 1, unchanged: 1, removed: 0, rejected: [] });

    const after = await stored(2);
    expect(after?.priceCents).toBe(2_699_000);
    expect(after?.createdAt).toEqual(second?.createdAt);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(second?.updatedAt.getTime() ?? Infinity);
    expect(after?.feedHash).not.toBe(second?.feedHash);
    expect((await stored(1))?.updatedAt).toEqual(first?.updatedAt);
    expect(await database.db.select().from(vehicleImages).where(eq(vehicleImages.vehicleId, 2))).toEqual([
      {
        vehicleId: 2,
        position: 0,
        url: 'https://cdn.example.com/2.jpg',
        alt: 'Kia Sportage',
        width: 1600,
        height: 1067,
      },
    ]);
    expect(await database.db.select().from(vehicleEquipment).where(eq(vehicleEquipment.vehicleId, 2))).toEqual([
      { vehicleId: 2, position: 0, category: 'driving', name: 'Régulateur de vitesse adaptatif' },
    ]);
  });

  it('with full, removes the vehicles absent from the feed but keeps those whose row was rejected', async () => {
    await importRows([feedRow(1), feedRow(2), feedRow(3), feedRow(4)]);
    expect(await importRows([feedRow(1)])).toMatchObject({ removed: 0 });
    expect(await storedIds()).toEqual([1, 2, 3, 4]);

    const summary = await importRows([feedRow(1), feedRow(3, { price: -1 })], { full: true });
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 1, removed: 2 });
    expect(summary.rejected).toEqual([{ row: 2, id: 3, reason: 'price: must be at least 0 (got -1)' }]);
    expect(await storedIds()).toEqual([1, 3]);
    expect(await database.db.select().from(vehicleImages).where(eq(vehicleImages.vehicleId, 2))).toEqual([]);
  });

  it('with full, keeps the vehicles whose row was rejected for a VIN used earlier in the feed or held in the stock', async () => {
    await importRows([feedRow(1), feedRow(2), feedRow(3), feedRow(4), feedRow(5)]);
    const summary = await importRows(
      [
        feedRow(1),
        feedRow(2, { vin: testVin(1) }), // the VIN of row 1
        feedRow(3, { price: -1 }), // invalid: vehicle 3 stays, with its VIN
        feedRow(4, { vin: testVin(3) }), // the VIN vehicle 3 still holds in the stock
      ],
      { full: true },
    );
    expect(summary.rejected).toEqual([
      { row: 2, id: 2, reason: `vin: ${testVin(1)} already appears in row 1; two vehicles cannot share a VIN` },
      { row: 3, id: 3, reason: 'price: must be at least 0 (got -1)' },
      {
        row: 4,
        id: 4,
        reason: `vin: ${testVin(3)} belongs to vehicle 3 in the stock, which this feed does not give another VIN`,
      },
    ]);
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 1, removed: 1 });
    expect(await storedIds()).toEqual([1, 2, 3, 4]);
    expect([(await stored(2))?.vin, (await stored(4))?.vin]).toEqual([testVin(2), testVin(4)]);
    expect(await database.db.select().from(vehicleImages).where(eq(vehicleImages.vehicleId, 2))).toHaveLength(2);
  });

  it('removes nothing when the feed is not valid JSON, and says where the error is', async () => {
    await importRows([feedRow(1), feedRow(2)]);
    const text = feedText([feedRow(1), feedRow(3)], { pretty: true }).replace(
      '"trim": "1.6 T-GDi HEV 239 ch Active",\n      "body"',
      '"trim": "x"\n      "body"',
    );
    const error = await importFeed(database.db, byteStream(text, 100), { full: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedImportError);
    const { message, position, summary } = error as FeedImportError;
    expect(message).toMatch(
      /^Invalid JSON: Expected ',' or '}' after a property value, found "\\"" in vehicle row 1 \(line 13, column 7, character \d+\)$/,
    );
    expect(position).toMatchObject({ line: 13, column: 7 });
    expect(summary).toMatchObject({ created: 0, removed: 0 });
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('removes nothing when the feed stops halfway', async () => {
    await importRows([feedRow(1), feedRow(2)]);
    const text = feedText([feedRow(1), feedRow(3)]);
    const error = await importFeed(database.db, byteStream(text.slice(0, text.lastIndexOf('{"id"'))), {
      full: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedImportError);
    expect((error as Error).message).toMatch(
      /^Invalid JSON: The feed ends before the JSON document is complete \(line 1, column \d+, character \d+\)$/,
    );
    expect((error as FeedImportError).summary).toMatchObject({ unchanged: 1, removed: 0 });
    await expect(importFeed(database.db, byteStream(text.slice(0, 75)), { full: true })).rejects.toThrow(
      /The feed ends inside a string in vehicle row 1/,
    );
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('refuses a feed whose top level is not the feed document', async () => {
    const attempts: [string, RegExp][] = [
      ['', /The feed is empty/],
      ['[{"id": 1}]', /The feed must be a JSON object/],
      ['{"generated_at": "2026-11-01T06:00:00Z"}', /The feed has no "vehicles" array/],
      ['{"vehicles": {"id": 1}}', /"vehicles" must be an array, found "\{" \(line 1, column 14/],
      ['{"vehicles": [], "vehicles": []}', /second "vehicles"/],
      ['{"vehicles": []}', /top level is invalid: generated_at: is required/],
      ['{"generated_at": "yesterday", "vehicles": []}', /generated_at: must be a valid datetime/],
      ['{"generated_at": "2026-11-01T06:00:00Z", "vehicles": [], "dealer": 7}', /unknown field "dealer"/],
      [
        '{"generated_at": "2026-11-01T06:00:00Z", "vehicles": []} []',
        /Unexpected "\[" after the end of the JSON document/,
      ],
    ];
    for (const [text, message] of attempts) {
      await expect(importFeed(database.db, byteStream(text), { full: true }), text).rejects.toThrow(message);
    }
  });

  it('rejects the later of two rows with the same id or the same VIN', async () => {
    const summary = await importRows([
      feedRow(1),
      feedRow(2),
      feedRow(1, { price: 1 }),
      feedRow(4, { vin: testVin(2) }),
    ]);
    expect(summary).toMatchObject({ created: 2 });
    expect(summary.rejected).toEqual([
      { row: 3, id: 1, reason: 'id: 1 already appears in row 1; a vehicle may appear only once in a feed' },
      { row: 4, id: 4, reason: `vin: ${testVin(2)} already appears in row 2; two vehicles cannot share a VIN` },
    ]);
    expect((await stored(1))?.priceCents).toBe(2_849_050);
  });

  it('lets a VIN move to another vehicle, and two vehicles swap VINs, but not take the VIN of a vehicle left alone', async () => {
    await importRows([feedRow(1), feedRow(2), feedRow(3)]);
    const summary = await importRows([
      feedRow(1, { vin: testVin(2) }),
      feedRow(2, { vin: testVin(1) }),
      feedRow(4, { vin: testVin(3) }),
      feedRow(5, { vin: testVin(9) }),
    ]);
    expect(summary).toMatchObject({ created: 1, updated: 2, unchanged: 0 });
    expect(summary.rejected).toEqual([
      {
        row: 3,
        id: 4,
        reason: `vin: ${testVin(3)} belongs to vehicle 3 in the stock, which this feed does not give another VIN`,
      },
    ]);
    expect((await stored(1))?.vin).toBe(testVin(2));
    expect((await stored(2))?.vin).toBe(testVin(1));

    // Once vehicle 3 is gone from the stock, its VIN is free.
    const full = await importRows(
      [
        feedRow(1, { vin: testVin(2) }),
        feedRow(2, { vin: testVin(1) }),
        feedRow(4, { vin: testVin(3) }),
        feedRow(5, { vin: testVin(9) }),
      ],
      {
        full: true,
      },
    );
    expect(full).toMatchObject({ created: 1, unchanged: 3, removed: 1, rejected: [] });
    expect((await stored(4))?.vin).toBe(testVin(3));
  });

  it('writes in batches and reports progress', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => feedRow(i + 1));
    const progress: [number, number | undefined][] = [];
    const summary = await importRows(rows, { batchSize: 5, onProgress: (done, total) => progress.push([done, total]) });
    expect(summary.created).toBe(23);
    expect(progress).toEqual([
      [5, undefined],
      [10, undefined],
      [15, undefined],
      [20, undefined],
      [23, 23],
    ]);
  });
});

describe('an import in progress', () => {
  // The stock before: vehicles 1–40. The feed: vehicles 21–120 at another price (20 updated, 80 created,
  // and with `full` 20 removed).
  const before = Array.from({ length: 40 }, (_, i) => feedRow(i + 1));
  const feed = Array.from({ length: 100 }, (_, i) =>
    feedRow(i + 21, { price: 19_990, images: [], equipment: [{ category: 'safety', name: 'ABS' }] }),
  );

  /** What one query sees (one statement, one snapshot): how many vehicles, how many at the feed's price, the stock revision. */
  async function visibleStock(): Promise<string> {
    const [row] = await database.db
      .select({
        total: sql<number>`count(*)::int`,
        atFeedPrice: sql<number>`(count(*) filter (where ${vehicles.priceCents} = 1999000))::int`,
        revision: sql<number>`(select ${stockState.revision} from ${stockState} where ${stockState.id} = 1)::int`,
      })
      .from(vehicles);
    return `${row?.total} vehicles, ${row?.atFeedPrice} at the feed's price, revision ${row?.revision}`;
  }

  /** Every vehicle, image and equipment row, timestamps included. */
  async function wholeStock() {
    return {
      vehicles: await database.db.select().from(vehicles).orderBy(asc(vehicles.id)),
      images: await database.db
        .select()
        .from(vehicleImages)
        .orderBy(asc(vehicleImages.vehicleId), asc(vehicleImages.position)),
      equipment: await database.db
        .select()
        .from(vehicleEquipment)
        .orderBy(asc(vehicleEquipment.vehicleId), asc(vehicleEquipment.position)),
    };
  }

  it('shows a reader the stock before the feed or after it, never part of it, and moves the revision once', async () => {
    await importRows(before);
    const old = await visibleStock();
    const seen = new Set<string>();
    let between = 0;
    let running = true;
    const poller = (async () => {
      while (running) {
        seen.add(await visibleStock());
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const summary = await importRows(feed, {
      full: true,
      batchSize: 10,
      // Between two batches: what another query sees then.
      onProgress: async (_done, total) => {
        if (total !== undefined) return;
        between++;
        seen.add(await visibleStock());
      },
    });
    running = false;
    await poller;
    const after = await visibleStock();
    expect(summary).toMatchObject({ created: 80, updated: 20, unchanged: 0, removed: 20, rejected: [] });
    expect(between).toBe(10);
    expect(after).toMatch(/^100 vehicles, 100 at the feed's price, revision \d+$/);
    expect([...seen].filter((state) => state !== old && state !== after)).toEqual([]);
    expect(seen).toContain(old);
  });

  it('leaves the stock exactly as it was when the import fails halfway, and the next import is whole', async () => {
    await importRows(before);
    const stock = await wholeStock();
    const revision = await currentRevision(database.db);
    const failing = importRows(feed, {
      full: true,
      batchSize: 10,
      onProgress: (done) => {
        if (done === 50) throw new Error('the DMS connection dropped');
      },
    });
    await expect(failing).rejects.toThrow('the DMS connection dropped');
    expect(await wholeStock()).toEqual(stock);
    expect(await currentRevision(database.db)).toBe(revision);

    // Nothing the failed import staged comes along with the next one.
    expect(await importRows(feed.slice(0, 10), { full: true })).toMatchObject({ created: 0, updated: 10, removed: 30 });
    expect(await storedIds()).toEqual(Array.from({ length: 10 }, (_, i) => i + 21));
  });

  it('writes nothing from a feed that stops halfway, not even the rows before the error', async () => {
    await importRows(before);
    const stock = await wholeStock();
    const text = feedText(feed);
    const error = await importFeed(database.db, byteStream(text.slice(0, text.lastIndexOf('{"id"'))), {
      batchSize: 10,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedImportError);
    // What the rows read would have done; none of it was written.
    expect((error as FeedImportError).summary).toMatchObject({ created: 79, updated: 20, removed: 0 });
    expect(await wholeStock()).toEqual(stock);
  });
});

describe('readFeedStream', () => {
  it('reads the same rows whatever the chunking, multi-byte characters and escapes included', async () => {
    const rows = [
      feedRow(1, { description: 'Éléments « chromés » — 100 % \u2019 \u{1F697} "quoted" \\ back\nslash\t\u0001' }),
      feedRow(2, { price: 1e3, co2_g_km: -0 }),
    ];
    const text = `\uFEFF${feedText(rows, { pretty: true })}`;
    const whole = await readAll(byteStream(text));
    expect(whole.rows).toEqual(JSON.parse(text.slice(1)).vehicles);
    expect(whole.header).toEqual({ generated_at: '2026-11-01T06:00:00Z' });
    for (const size of [1, 2, 3, 7, 64]) expect((await readAll(byteStream(text, size))).rows).toEqual(whole.rows);
  });

  it('accepts strings as well as bytes', async () => {
    async function* strings() {
      yield '{"vehicles": [{"a": [1, 2.5e1, -0.5, true, false, null, {}, []]}';
      yield ', {"b": "\\u00e9\\ud83d\\ude97"}], "generated_at": "x"}';
    }
    expect(await readAll(strings())).toEqual({
      rows: [{ a: [1, 25, -0.5, true, false, null, {}, []] }, { b: 'é\u{1F697}' }],
      header: { generated_at: 'x' },
    });
  });

  it('points at the first syntax error like JSON.parse refuses it', async () => {
    const cases: [string, RegExp][] = [
      ['{"vehicles": [01]}', /^Invalid JSON: Invalid number "01" \(line 1, column 15, character 14\)$/],
      ['{"vehicles": [{"a": tru}]}', /Invalid literal "tru"/],
      [
        '{"vehicles": [{"a": "x\ny"}]}',
        /Unescaped control character \(code 10\) in a string in vehicle row 1 \(line 1, column 23/,
      ],
      ['{"vehicles": [{"a": "\\x"}]}', /Invalid escape sequence \\x/],
      ['{"vehicles": [{a: 1}]}', /Expected a property name in double quotes or '}', found "a"/],
      ['{"vehicles": [1,]}', /Expected a value, found "]"/],
      [
        '{\n  "vehicles": [\n    {"a" 1}\n  ]\n}',
        /Expected ':' after the property name, found "1" in vehicle row 1 \(line 3, column 10, character 27\)/,
      ],
    ];
    for (const [text, message] of cases) {
      expect(() => JSON.parse(text), text).toThrow();
      await expect(readAll(byteStream(text, 3)), text).rejects.toThrow(message);
    }
    await expect(readAll(byteStream('{"vehicles": []}'.replace('[]', '[\u00ff]')))).rejects.toBeInstanceOf(
      FeedFormatError,
    );
    await expect(readAll(asyncChunks([Buffer.from([0x7b, 0xff, 0xfe])]))).rejects.toThrow(/not valid UTF-8/);
  });
});

function asyncChunks(chunks: Buffer[]): AsyncIterable<Buffer> {
  return (async function* () {
    yield* chunks;
  })();
}

describe('the feed contract', () => {
  const docs = path.join(process.cwd(), 'docs');

  it('docs/stock-feed.schema.json is the JSON Schema generated from the zod schemas', async () => {
    // Stale? Regenerate with: npx vitest run -u tests/integration/stock-import.test.ts
    await expect(feedJsonSchemaText()).toMatchFileSnapshot(path.join(docs, 'stock-feed.schema.json'));
  });

  it('docs/stock-feed.md documents every field, and its example feed is valid and imports', async () => {
    const markdown = await readFile(path.join(docs, 'stock-feed.md'), 'utf8');
    for (const field of Object.keys(feedVehicleSchema.shape)) expect(markdown, field).toContain(`| \`${field}\` |`);
    const example = /## Example[\s\S]*?```json\n([\s\S]*?)```/.exec(markdown)?.[1];
    const feed = feedDocumentSchema.parse(JSON.parse(example ?? ''));
    expect(feed.vehicles).toHaveLength(2);
    expect(await importFeed(database.db, byteStream(example ?? ''))).toMatchObject({ created: 2, rejected: [] });
  });
});

describe('after an import', () => {
  it('prints the counts and at most 50 rejected rows', () => {
    const rejected = Array.from({ length: 53 }, (_, i) => ({ row: i + 1, id: i + 1, reason: 'price: is required' }));
    const lines = formatImportSummary({ created: 1, updated: 2, unchanged: 3, removed: 4, rejected }, 1.25);
    expect(lines[0]).toBe('Created 1, updated 2, unchanged 3, removed 4, rejected 53 in 1.3 s.');
    expect(lines[2]).toBe('  row 1 (id 1): price: is required');
    expect(lines).toHaveLength(1 + 1 + 50 + 1);
    expect(lines.at(-1)).toBe('  … and 3 more rejected rows.');
  });

  it('asks the site to refresh its stock pages with a signed request', async () => {
    const received: { url?: string; signature?: string; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url, signature: request.headers['x-stock-signature'] as string, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const env = { SITE_URL: `http://127.0.0.1:${port}/`, STOCK_REVALIDATE_SECRET: 's3cret' };
      expect(await notifyStockChange(7, env)).toEqual({
        status: 'sent',
        url: `http://127.0.0.1:${port}/api/stock/revalidate`,
        httpStatus: 200,
      });
      // Hex HMAC-SHA1 of the body keyed by the secret, computed independently:
      // printf '{"changed":7}' | openssl dgst -sha1 -hmac s3cret
      expect(received).toEqual([
        { url: '/api/stock/revalidate', signature: '429cad8b8403f279faccb252b87afcd4da9c5c9f', body: '{"changed":7}' },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('signs with HMAC-SHA1 keyed by the secret, as RFC 2202 computes it', () => {
    // RFC 2202, test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(stockSignature('what do ya want for nothing?', 'Jefe')).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
    expect(stockSignature('{"changed":7}', 's3cret')).toBe('429cad8b8403f279faccb252b87afcd4da9c5c9f');
  });

  it('does not notify without a secret, and only warns when the site is down', async () => {
    expect(await notifyStockChange(1, {})).toEqual({ status: 'skipped', reason: 'STOCK_REVALIDATE_SECRET is not set' });
    const down = await notifyStockChange(1, { SITE_URL: 'http://127.0.0.1:9', STOCK_REVALIDATE_SECRET: 'x' });
    expect(down).toMatchObject({ status: 'failed', url: 'http://127.0.0.1:9/api/stock/revalidate' });
  });
});
