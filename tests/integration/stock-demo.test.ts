import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/vehicle-images/[...path]/route';
import { loadDemoCatalogue, type DemoModel } from '@/services/stock/demo/demo-catalogue';
import { vinCheckDigit } from '@/services/stock/demo/demo-vin';
import {
  DEALERSHIP_BRANDS,
  DEMO_STOCK_DATE,
  demoGeneratedAt,
  generateDemoStock,
} from '@/services/stock/demo/generate-demo-stock';
import { feedDocumentText } from '@/services/stock/feed-document';
import { feedVehicleSchema, type FeedVehicle } from '@/services/stock/feed-vehicle';
import { importFeed } from '@/services/stock/import-feed';
import { BODIES, CONDITIONS, DEALERSHIPS, kwToCh } from '@/services/stock/stock-vocabulary';
import {
  ILLUSTRATION_ANGLES,
  ILLUSTRATION_COLOURS,
  parseVehicleIllustrationPath,
} from '@/services/stock/vehicle-illustration';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

const BRANDS = [
  'hyundai',
  'kia',
  'opel',
  'jeep',
  'mg',
  'suzuki',
  'ford',
  'fiat',
  'abarth',
  'alfa-romeo',
  'lancia',
  'isuzu',
  'corvette',
];
const DAY_MS = 86_400_000;

let stock: FeedVehicle[];
let catalogue: DemoModel[];

beforeAll(() => {
  catalogue = loadDemoCatalogue();
  stock = [...generateDemoStock()];
});

function modelOf(vehicle: FeedVehicle): DemoModel | undefined {
  return catalogue.find((m) => m.make === vehicle.make && m.model === vehicle.model);
}

function ageInYears(vehicle: FeedVehicle): number {
  return (
    (Date.parse(`${DEMO_STOCK_DATE}T00:00:00Z`) - Date.parse(`${vehicle.first_registration}T00:00:00Z`)) /
    (365.25 * DAY_MS)
  );
}

describe('generateDemoStock', () => {
  it('gives the same vehicles for the same seed, whatever the count, and others for another seed', () => {
    expect([...generateDemoStock({ count: 600, seed: 1 })]).toEqual(stock);
    expect([...generateDemoStock({ count: 25 })]).toEqual(stock.slice(0, 25));
    const other = [...generateDemoStock({ count: 25, seed: 2 })];
    expect(other.map((v) => v.vin)).not.toEqual(stock.slice(0, 25).map((v) => v.vin));
  });

  it('makes 600 vehicles by default, all valid feed rows with unique ids and VINs', () => {
    expect(stock).toHaveLength(600);
    for (const vehicle of stock) {
      const parsed = feedVehicleSchema.safeParse(vehicle);
      expect(parsed.success, `${vehicle.id}: ${parsed.error?.message}`).toBe(true);
      expect(vehicle.vin[8], vehicle.vin).toBe(vinCheckDigit(vehicle.vin));
    }
    expect(new Set(stock.map((v) => v.id)).size).toBe(600);
    expect(new Set(stock.map((v) => v.vin)).size).toBe(600);
  });

  it('spreads over every brand, dealership and condition, each dealership with only the brands it sells', () => {
    expect(new Set(stock.map((v) => v.make))).toEqual(new Set(BRANDS));
    expect(new Set(stock.map((v) => v.dealership))).toEqual(new Set(DEALERSHIPS));
    expect(new Set(stock.map((v) => v.condition))).toEqual(new Set(CONDITIONS));
    expect(new Set(stock.map((v) => `${v.make}/${v.model}`)).size).toBe(catalogue.length);
    expect(DEALERSHIP_BRANDS.bertrange).toHaveLength(13);
    for (const vehicle of stock)
      expect(DEALERSHIP_BRANDS[vehicle.dealership], `${vehicle.make} at ${vehicle.dealership}`).toContain(vehicle.make);
    for (const dealership of DEALERSHIPS) {
      expect(new Set(stock.filter((v) => v.dealership === dealership).map((v) => v.make))).toEqual(
        new Set(DEALERSHIP_BRANDS[dealership]),
      );
    }
    for (const condition of CONDITIONS)
      expect(stock.filter((v) => v.condition === condition).length).toBeGreaterThan(60);
  });

  it('gives new, demo and used vehicles the mileage and registration of their condition', () => {
    for (const v of stock) {
      if (v.condition === 'new') {
        expect(v.mileage_km).toBeLessThanOrEqual(50);
        expect(v.first_registration).toBeNull();
      } else if (v.condition === 'demo') {
        expect(v.mileage_km).toBeLessThan(15_000);
        expect(ageInYears(v)).toBeLessThan(1);
      } else {
        const age = ageInYears(v);
        expect(age).toBeGreaterThanOrEqual(1);
        expect(v.mileage_km / age, `${v.id}: ${v.mileage_km} km in ${age.toFixed(1)} years`).toBeGreaterThanOrEqual(
          12_000,
        );
        expect(v.mileage_km / age).toBeLessThanOrEqual(18_000);
        expect(v.year).toBe(Number(v.first_registration?.slice(0, 4)));
      }
    }
  });

  it('follows the model stories: slugs from the path, trims, power, energy and prices of each model', () => {
    for (const v of stock) {
      const model = modelOf(v);
      const trim = model?.trims.find((t) => t.name === v.trim);
      expect(trim, `${v.make}/${v.model} ${v.trim}`).toBeDefined();
      if (!model || !trim) continue;
      expect(v.model_name).toBe(model.modelName);
      const statedCh = /(\d+)\s*ch\b/.exec(v.trim)?.[1];
      if (statedCh) expect(Math.abs(kwToCh(v.power_kw) - Number(statedCh))).toBeLessThanOrEqual(1);
      if (v.fuel === 'electric') {
        expect(v).toMatchObject({ cylinder_cc: null, co2_g_km: 0, transmission: 'automatic' });
        expect(v.battery_kwh).toBeGreaterThan(0);
        expect(v.range_km).toBeGreaterThan(100);
        expect(v.consumption).toMatch(/^\d+,\d kWh\/100 km$/);
      } else {
        expect(v.cylinder_cc).toBeGreaterThan(500);
        expect(v.co2_g_km).toBeGreaterThan(0);
        expect(v.consumption).toMatch(/^\d+,\d l\/100 km$/);
      }
      const ratio = v.price / trim.price;
      if (v.condition === 'new') expect(ratio).toBeGreaterThanOrEqual(0.99);
      expect(ratio, `${v.id} ${v.condition}`).toBeLessThanOrEqual(1.08);
      expect(ratio).toBeGreaterThan(0.15);
      expect(String(v.price)).toMatch(/90$/);
      expect(v.private_monthly).toBeGreaterThan(v.price / 60);
      expect(v.private_monthly).toBeLessThan((v.price / 60) * 1.25);
      if (v.commercial_monthly !== null) expect(v.commercial_monthly).toBeLessThan(v.private_monthly ?? 0);
    }
    const sportage = stock.find((v) => v.model === 'sportage' && v.trim.includes('PHEV'));
    expect(sportage).toMatchObject({ fuel: 'gasoline-hybrid', battery_kwh: expect.any(Number) });
    expect(stock.filter((v) => v.body === 'van').every((v) => v.seats <= 3)).toBe(true);
  });

  it('writes French equipment by category, more on higher trims, and a French description', () => {
    const sportage = catalogue.find((m) => m.model === 'sportage');
    expect(sportage).toBeDefined();
    for (const v of stock) {
      expect(v.equipment.length).toBeGreaterThanOrEqual(10);
      expect(new Set(v.equipment.map((e) => e.name)).size).toBe(v.equipment.length);
      expect(v.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(v.description).toContain(v.colour_name);
    }
    const byLevel = (level: number) =>
      stock.filter((v) => modelOf(v)?.trims.find((t) => t.name === v.trim)?.level === level);
    const average = (list: FeedVehicle[]) => list.reduce((sum, v) => sum + v.equipment.length, 0) / list.length;
    expect(average(byLevel(1))).toBeGreaterThan(average(byLevel(0)) + 5);
    expect(stock.flatMap((v) => v.equipment.map((e) => e.name))).toEqual(
      expect.arrayContaining(['Climatisation automatique bizone', 'Caméra de recul', 'Apple CarPlay et Android Auto']),
    );
  });

  it('shows 3 to 6 pictures per vehicle, drawn by the illustration route, with French alt text', () => {
    for (const v of stock) {
      expect(v.images.length).toBeGreaterThanOrEqual(3);
      expect(v.images.length).toBeLessThanOrEqual(6);
      for (const image of v.images) {
        expect(parseVehicleIllustrationPath(image.url.split('/').slice(3)), image.url).toEqual({
          body: v.body,
          colour: v.colour,
          angle: expect.any(String),
        });
        expect(image).toMatchObject({ width: 1200, height: 800 });
        expect(image.alt).toMatch(
          new RegExp(
            `^${escape(modelOf(v)?.displayName ?? '')} ${escape(v.trim)}, (vue de face|vue arrière|vue de profil|vue de trois quarts avant|habitacle|planche de bord)$`,
          ),
        );
      }
    }
  });

  it('streams 100 000 vehicles into a feed without holding them', { timeout: 120_000 }, async () => {
    const ids = new Set<number>();
    const vins = new Set<string>();
    let bytes = 0;
    // What the heap keeps after a collection, every 20 MB written: garbage left by this or another file of the
    // worker would otherwise count as held.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const retained = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const heapBefore = retained();
    let peakHeld = 0;
    let nextSample = 0;
    function* checked() {
      let n = 0;
      for (const vehicle of generateDemoStock({ count: 100_000 })) {
        ids.add(vehicle.id);
        vins.add(vehicle.vin);
        if (n++ % 4999 === 0) expect(feedVehicleSchema.safeParse(vehicle).success).toBe(true);
        yield vehicle;
      }
    }
    await pipeline(
      Readable.from(feedDocumentText(checked(), demoGeneratedAt())),
      new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          bytes += chunk.length;
          if (bytes >= nextSample) {
            peakHeld = Math.max(peakHeld, retained() - heapBefore);
            nextSample += 20e6;
          }
          done();
        },
      }),
    );
    expect(ids.size).toBe(100_000);
    expect(vins.size).toBe(100_000);
    expect(bytes).toBeGreaterThan(200e6);
    expect(peakHeld).toBeLessThan(bytes / 10); // far less than the feed: it was never held whole
  });
});

describe('the demo stock in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const demoFeed = (count: number) => Readable.from(feedDocumentText(generateDemoStock({ count }), demoGeneratedAt()));

  it('imports as the whole stock, and again changes nothing', async () => {
    expect(await importFeed(database.db, demoFeed(150), { full: true })).toEqual({
      created: 150,
      updated: 0,
      unchanged: 0,
      removed: 0,
      rejected: [],
    });
    expect(await importFeed(database.db, demoFeed(150), { full: true })).toEqual({
      created: 0,
      updated: 0,
      unchanged: 150,
      removed: 0,
      rejected: [],
    });
    expect(await importFeed(database.db, demoFeed(100), { full: true })).toMatchObject({ unchanged: 100, removed: 50 });
  });
});

describe('GET /api/vehicle-images/{body}/{colour}/{angle}.svg', () => {
  const get = (path: string[]) =>
    GET(new Request(`http://localhost/api/vehicle-images/${path.join('/')}`), { params: Promise.resolve({ path }) });

  it('draws the body in its colour from the angle, cached for a year', async () => {
    const response = await get(['suv', 'blue', 'front.svg']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
    expect(svg).toContain(ILLUSTRATION_COLOURS.blue);
    expect(svg.length).toBeLessThan(20_000);
  });

  it('has a drawing for every body and angle', async () => {
    for (const body of BODIES) {
      for (const angle of ILLUSTRATION_ANGLES) {
        const svg = await (await get([body, 'red', `${angle}.svg`])).text();
        expect(svg, `${body} ${angle}`).toMatch(/<\/svg>$/);
        expect(svg, `${body} ${angle}`).not.toMatch(/NaN|undefined|PAINT|OUTLINE/);
      }
    }
    const side = await (await get(['van', 'red', 'side.svg'])).text();
    expect(side).not.toBe(await (await get(['city', 'red', 'side.svg'])).text());
  });

  it('answers 404 for an unknown body, colour or angle', async () => {
    for (const path of [
      ['spaceship', 'blue', 'front.svg'],
      ['suv', 'plaid', 'front.svg'],
      ['suv', 'blue', 'top.svg'],
      ['suv', 'blue', 'front.png'],
      ['suv', 'blue'],
      ['suv', 'blue', 'front.svg', 'x'],
    ]) {
      expect((await get(path)).status, path.join('/')).toBe(404);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
