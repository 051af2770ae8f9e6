import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleImages, vehicles } from '@/db/schema';
import { getVehicle, type Vehicle } from '@/services/stock/get-vehicle';
import { DESCRIPTION_MAX, TITLE_MAX, vehiclePageMetadata, vehicleTitle } from '@/page/seo/vehicle-metadata';
import { vehicleStructuredData } from '@/page/seo/structured-data';
import { seedLocation } from '../fixtures/content/seed-location';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';

let database: TestDatabase;
let vehicle: Vehicle;
const ID = 1000;

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = randomVehicles(1);
  await database.db.insert(vehicles).values({
    ...row!,
    condition: 'used',
    make: 'kia',
    makeName: 'Kia',
    model: 'ev3',
    modelName: 'EV3',
    trim: 'GT-Line',
    year: 2024,
    mileageKm: 12_500,
    fuel: 'electric',
    transmission: 'automatic',
    powerKw: 150,
    firstRegistration: '2024-03-12',
    priceCents: 3_499_000,
    dealership: 'bertrange',
    vin: 'KNAB3512345678901',
  });
  await database.db.insert(vehicleImages).values([
    {
      vehicleId: ID,
      position: 0,
      url: '/api/vehicle-images/suv/blue/front.svg',
      alt: 'Kia EV3 bleu, vue avant',
      width: 1200,
      height: 800,
    },
    {
      vehicleId: ID,
      position: 1,
      url: '/api/vehicle-images/suv/blue/side.svg',
      alt: 'Kia EV3 bleu, profil',
      width: 1200,
      height: 800,
    },
  ]);
  vehicle = (await getVehicle(database.db, ID))!;
});

afterAll(() => database?.close());

describe('vehicle page metadata', () => {
  it('titles the page after the vehicle and its year', () => {
    expect(vehicleTitle(vehicle, 'Autopolis')).toBe('Kia EV3 GT-Line – 2024 | Autopolis');
  });

  it('shortens a long name to 60 characters, keeping the year and the site name', () => {
    const long = { ...vehicle, trim: 'GT-Line Launch Edition 4WD Premium Pack Hiver Pack Confort Plus' };
    const title = vehicleTitle(long, 'Autopolis');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title).toMatch(/^Kia EV3 GT-Line .*… – 2024 \| Autopolis$/);
  });

  it('describes price, mileage and fuel, with the canonical plain address and the vehicle’s PNG card', () => {
    const metadata = vehiclePageMetadata(vehicle, 'Autopolis', 'Autopolis Bertrange');
    const description = String(metadata.description);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description).toContain('12\u202f500 km');
    expect(description).toContain('34\u202f990\u00a0€');
    expect(description).toContain('électrique');
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/stock/1000-1-kia-ev3-gt-line');
    expect(metadata.robots).toBeUndefined();
    expect(metadata.openGraph?.images).toEqual([
      {
        url: 'http://localhost:3000/api/og/vehicle/1000.png',
        width: 1200,
        height: 630,
        alt: 'Autopolis\u202f: Kia EV3 GT-Line – 34\u202f990\u00a0€ – Autopolis Bertrange',
        type: 'image/png',
      },
    ]);
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', images: [] });
  });
});

describe('vehicle structured data', () => {
  it('is a Car with an Offer in EUR sold by the dealership', () => {
    const data = vehicleStructuredData(vehicle, seedLocation('bertrange'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Kia EV3 GT-Line',
      brand: { '@type': 'Brand', name: 'Kia' },
      model: 'EV3',
      vehicleIdentificationNumber: 'KNAB3512345678901',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12_500, unitCode: 'KMT' },
      fuelType: 'Électrique',
      vehicleTransmission: 'Automatique',
      dateVehicleFirstRegistered: '2024-03-12',
      vehicleModelDate: '2024',
      vehicleEngine: { '@type': 'EngineSpecification', enginePower: { value: 150, unitCode: 'KWT' } },
      image: [
        'http://localhost:3000/api/vehicle-images/suv/blue/front.svg',
        'http://localhost:3000/api/vehicle-images/suv/blue/side.svg',
      ],
      offers: {
        '@type': 'Offer',
        price: 34_990,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: {
          '@type': 'AutoDealer',
          '@id': 'http://localhost:3000/concessions/bertrange#concession',
          name: 'Autopolis Bertrange',
          url: 'http://localhost:3000/concessions/bertrange',
          telephone: '+352 26 31 40 00',
          address: { '@type': 'PostalAddress', addressLocality: 'Bertrange', addressCountry: 'LU' },
        },
      },
    });
    // The site's hours, brands and workshop are on its own page, under that @id: not repeated per vehicle.
    expect(Object.keys((data.offers as { seller: object }).seller).sort()).toEqual([
      '@id',
      '@type',
      'address',
      'email',
      'name',
      'telephone',
      'url',
    ]);
  });
});
