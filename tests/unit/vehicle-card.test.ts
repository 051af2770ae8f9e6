import { describe, expect, it } from 'vitest';
import type { VehicleRow } from '@/db/schema';
import { VEHICLE_CARD_COLUMNS, vehicleCard } from '@/services/stock/vehicle-card';
import { vehicleListItem } from '@/site/favourites/vehicle-list-labels';

// The keyword search's generated columns are no part of a card.
const row: Omit<VehicleRow, 'searchText' | 'searchDocument'> = {
  id: 4321,
  vin: 'KNAB2512345678901',
  condition: 'demo',
  make: 'kia',
  makeName: 'Kia',
  model: 'ev3',
  modelName: 'EV3',
  trim: 'GT-Line 81 kWh',
  body: 'suv',
  fuel: 'electric',
  hybridKind: null,
  transmission: 'automatic',
  powerKw: 150,
  cylinderCc: null,
  batteryKwh: 81,
  rangeKm: 600,
  consumption: '16.2',
  co2GKm: 0,
  mileageKm: 3500,
  firstRegistration: '2025-03-01',
  year: 2025,
  colour: 'white',
  colourName: 'Snow White Pearl',
  doors: 5,
  seats: 5,
  priceCents: 4_299_000,
  privateMonthlyCents: 49_900,
  commercialMonthlyCents: null,
  dealership: 'bertrange',
  warrantyMonths: 84,
  description: 'Véhicule de démonstration.',
  feedHash: 'abc',
  createdAt: new Date('2025-04-01T00:00:00Z'),
  updatedAt: new Date('2025-04-02T00:00:00Z'),
};
const image = { url: '/stock/4321-0.jpg', alt: 'Kia EV3, vue avant', width: 1200, height: 800 };

describe('vehicleCard', () => {
  it('keeps exactly the fields a card shows, with the first photo', () => {
    const card = vehicleCard(row, image);
    expect(card).toEqual({
      id: 4321,
      make: 'kia',
      makeName: 'Kia',
      model: 'ev3',
      modelName: 'EV3',
      trim: 'GT-Line 81 kWh',
      condition: 'demo',
      year: 2025,
      mileageKm: 3500,
      fuel: 'electric',
      hybridKind: null,
      transmission: 'automatic',
      powerKw: 150,
      priceCents: 4_299_000,
      privateMonthlyCents: 49_900,
      commercialMonthlyCents: null,
      dealership: 'bertrange',
      image,
    });
    expect(Object.keys(card).sort()).toEqual([...VEHICLE_CARD_COLUMNS, 'image'].sort());
  });

  it('leaves out what a list never shows (VIN, description, import bookkeeping)', () => {
    const card = vehicleCard(row, null) as Record<string, unknown>;
    for (const field of ['vin', 'description', 'feedHash', 'createdAt', 'body']) expect(card).not.toHaveProperty(field);
    expect(card.image).toBeNull();
  });

  it('copies the photo rather than sharing the row’s object', () => {
    const source = { ...image, position: 0 };
    const card = vehicleCard(row, source);
    expect(card.image).toEqual(image);
    expect(card.image).not.toBe(source);
  });

  it('becomes the favourites’ stored item with every value formatted', () => {
    const item = vehicleListItem(vehicleCard(row, image));
    expect(item).toMatchObject({
      id: 4321,
      name: 'Kia EV3 GT-Line 81 kWh',
      href: expect.stringMatching(/^\/stock\/4321-/),
      year: '2025',
      image,
    });
    expect(item.price.replace(/\s/g, ' ')).toBe('42 990 €');
    expect(item.mileage.replace(/\s/g, ' ')).toBe('3 500 km');
    expect(item.transmission).toBe('Automatique');
    expect(item.power).toMatch(/^\d+ ch$/);
  });
});
