import { z } from 'zod';
import {
  BODIES,
  CONDITIONS,
  DEALERSHIPS,
  EQUIPMENT_CATEGORIES,
  FUELS,
  HYBRID_KINDS,
  isHybridFuel,
  TRANSMISSIONS,
} from './stock-vocabulary';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
const euros = z.number().nonnegative().max(5_000_000).multipleOf(0.01);

/**
 * One vehicle as a dealer management system exports it (see docs/stock-feed.md). Money in euros with
 * cents, power in kW, distances in km, dates as ISO `YYYY-MM-DD`. This is the contract of the feed: the
 * JSON Schema in docs/ is generated from it.
 */
export const feedVehicleSchema = z
  .object({
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('Numeric id in the DMS; the key for upserts'),
    vin: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, '17 characters, no I, O or Q'),
    condition: z.enum(CONDITIONS),
    make: slug.describe('Brand slug, e.g. "alfa-romeo"'),
    make_name: z.string().min(1).max(40),
    model: slug.describe('Model slug, e.g. "ev3"'),
    model_name: z.string().min(1).max(60),
    trim: z.string().min(1).max(80),
    body: z.enum(BODIES),
    fuel: z.enum(FUELS),
    hybrid_kind: z
      .enum(HYBRID_KINDS)
      .nullable()
      .default(null)
      .describe('Hybrids only: "mild" (48 V), "full" (self-charging) or "plug-in"; null for every other fuel'),
    transmission: z.enum(TRANSMISSIONS),
    power_kw: z.number().int().min(20).max(1000),
    cylinder_cc: z.number().int().min(500).max(9000).nullable().default(null),
    battery_kwh: z.number().int().min(1).max(250).nullable().default(null),
    range_km: z.number().int().min(1).max(1500).nullable().default(null),
    consumption: z.string().max(40).nullable().default(null).describe('WLTP, e.g. "5,3 l/100 km" or "15,9 kWh/100 km"'),
    co2_g_km: z.number().int().min(0).max(600),
    mileage_km: z.number().int().min(0).max(2_000_000),
    first_registration: z.iso.date().nullable().default(null).describe('Null for new vehicles'),
    year: z.number().int().min(1950).max(2100),
    colour: slug.describe('Colour family slug, e.g. "white", "blue"'),
    colour_name: z.string().min(1).max(60).describe('The maker\'s colour name, e.g. "Blanc Snow"'),
    doors: z.number().int().min(1).max(6),
    seats: z.number().int().min(1).max(9),
    price: euros.describe('Price incl. VAT in euros'),
    private_monthly: euros.nullable().default(null).describe('Monthly private financing incl. VAT'),
    commercial_monthly: euros.nullable().default(null).describe('Monthly commercial financing excl. VAT'),
    dealership: z.enum(DEALERSHIPS),
    warranty_months: z.number().int().min(0).max(120),
    description: z.string().max(10_000).default(''),
    equipment: z
      .array(z.object({ category: z.enum(EQUIPMENT_CATEGORIES), name: z.string().min(1).max(120) }))
      .max(300)
      .default([]),
    images: z
      .array(
        z.object({
          url: z.string().regex(/^(https:\/\/|\/)/, 'an https URL or a site path'),
          alt: z.string().min(1).max(200),
          width: z.number().int().min(1).max(10_000),
          height: z.number().int().min(1).max(10_000),
        }),
      )
      .max(60)
      .default([]),
  })
  .strict()
  // The kind says what a hybrid is; on any other fuel it would contradict the fuel.
  .refine((v) => v.hybrid_kind === null || isHybridFuel(v.fuel), {
    path: ['hybrid_kind'],
    message: 'is only for a hybrid fuel ("gasoline-hybrid", "diesel-hybrid")',
  });

export type FeedVehicle = z.infer<typeof feedVehicleSchema>;
