import type { FeedVehicle } from '../feed-vehicle';
import type { Condition, Dealership } from '../stock-vocabulary';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  vehicleIllustrationPath,
  type IllustrationAngle,
} from '../vehicle-illustration';
import { loadDemoCatalogue, type DemoModel, type DemoTrim } from './demo-catalogue';
import { DEMO_COLOURS } from './demo-colours';
import { demoEquipment } from './demo-equipment';
import { mixSeed, seededRandom, type Random } from './demo-random';
import { demoVin } from './demo-vin';

/** Which site sells which brand; a vehicle is only ever in stock where its brand is sold. */
export const DEALERSHIP_BRANDS: Record<Dealership, readonly string[]> = {
  bertrange: [
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
  ],
  niederkorn: ['opel', 'kia', 'suzuki', 'mg', 'isuzu'],
  'esch-sur-alzette': ['hyundai', 'ford', 'fiat', 'abarth', 'alfa-romeo', 'lancia', 'jeep'],
};

/** The day the demo stock is dated from (ages, registrations, model years): fixed, so every run is the same. */
export const DEMO_STOCK_DATE = '2026-11-01';
export const DEMO_FIRST_ID = 1_000_001;
export const DEFAULT_DEMO_COUNT = 600;

export type DemoStockOptions = {
  count?: number;
  seed?: number;
  /** `YYYY-MM-DD`; default DEMO_STOCK_DATE. */
  asOf?: string;
  /** Default: the model stories in content/seed/stories. */
  catalogue?: DemoModel[];
};

const DEALERSHIP_WEIGHTS: [Dealership, number][] = [
  ['bertrange', 45],
  ['niederkorn', 25],
  ['esch-sur-alzette', 30],
];
const BRAND_WEIGHTS: Record<string, number> = {
  kia: 14,
  hyundai: 12,
  opel: 12,
  ford: 10,
  mg: 8,
  fiat: 8,
  jeep: 7,
  suzuki: 7,
  'alfa-romeo': 5,
  abarth: 3,
  lancia: 3,
  isuzu: 2,
  corvette: 1,
};
const CONDITION_WEIGHTS: [Condition, number][] = [
  ['new', 45],
  ['demo', 15],
  ['used', 40],
];
const USED_AGE_WEIGHTS: [number, number][] = [
  [1, 18],
  [2, 22],
  [3, 20],
  [4, 15],
  [5, 10],
  [6, 7],
  [7, 5],
  [8, 3],
];
/** Manufacturer warranty in months; 24 for the brands not listed. */
const WARRANTY_MONTHS: Record<string, number> = { kia: 84, mg: 84, hyundai: 60, isuzu: 60, suzuki: 36, corvette: 36 };
const ANGLES: IllustrationAngle[] = ['three-quarter', 'side', 'interior', 'rear', 'front', 'dashboard'];
const ANGLE_LABELS: Record<IllustrationAngle, string> = {
  'three-quarter': 'vue de trois quarts avant',
  side: 'vue de profil',
  front: 'vue de face',
  rear: 'vue arrière',
  interior: 'habitacle',
  dashboard: 'planche de bord',
};
const DEALERSHIP_IN: Record<Dealership, string> = {
  bertrange: 'de Bertrange',
  niederkorn: 'de Niederkorn',
  'esch-sur-alzette': 'd’Esch-sur-Alzette',
};
const FUEL_WORDS: Record<string, string> = { gasoline: 'essence', diesel: 'diesel' };
const DAY_MS = 86_400_000;
/** A used car is at least this old (a younger one is a demonstrator). */
const MIN_USED_DAYS = 400;

// fr-FR, not fr-LU: the site writes 24 990 (narrow no-break space), as site/ui/format-price.ts explains.
const numberFormat = new Intl.NumberFormat('fr-FR');
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Demo stock as feed rows: deterministic (the same options always give the same vehicles, whatever the
 * count: vehicle n depends only on the seed and n), spread over every model of the model stories, the
 * three dealerships (each with the brands it sells) and the three conditions. The first vehicles go
 * through every model once. Lazy: 100 000 vehicles never sit in memory together.
 */
export function* generateDemoStock(options: DemoStockOptions = {}): Generator<FeedVehicle> {
  const count = options.count ?? DEFAULT_DEMO_COUNT;
  const seed = options.seed ?? 1;
  const asOf = Date.parse(`${options.asOf ?? DEMO_STOCK_DATE}T00:00:00Z`);
  if (!Number.isFinite(asOf)) throw new Error(`asOf must be a date YYYY-MM-DD (got ${options.asOf})`);
  const catalogue = options.catalogue ?? loadDemoCatalogue();
  const byBrand = new Map<string, DemoModel[]>();
  for (const model of catalogue) byBrand.set(model.make, [...(byBrand.get(model.make) ?? []), model]);
  const step = coprimeStep(catalogue.length);

  for (let index = 0; index < count; index++) {
    const random = seededRandom(mixSeed(seed, index));
    let model: DemoModel;
    let dealership: Dealership;
    if (index < catalogue.length) {
      model = catalogue[(index * step) % catalogue.length] as DemoModel;
      const make = model.make;
      dealership = random.weighted(DEALERSHIP_WEIGHTS.filter(([d]) => DEALERSHIP_BRANDS[d].includes(make)));
    } else {
      dealership = random.weighted(
        DEALERSHIP_WEIGHTS.filter(([d]) => DEALERSHIP_BRANDS[d].some((b) => byBrand.has(b))),
      );
      const make = random.weighted(
        DEALERSHIP_BRANDS[dealership].filter((b) => byBrand.has(b)).map((b) => [b, BRAND_WEIGHTS[b] ?? 1] as const),
      );
      const models = byBrand.get(make) ?? [];
      model = random.weighted(
        models.map((m) => [m, m.commercial || (m.trims[0]?.price ?? 0) > 100_000 ? 0.5 : 1] as const),
      );
    }
    yield demoVehicle({ index, random, model, dealership, asOf });
  }
}

/** The `generated_at` of a demo feed: fixed too. */
export function demoGeneratedAt(asOf: string = DEMO_STOCK_DATE): string {
  return `${asOf}T06:00:00Z`;
}

type VehicleInput = { index: number; random: Random; model: DemoModel; dealership: Dealership; asOf: number };

function demoVehicle({ index, random, model, dealership, asOf }: VehicleInput): FeedVehicle {
  const trim = random.weighted(model.trims.map((t, k) => [t, model.trims.length - k + 1] as const));
  // The earliest day a car of the trim can have been registered: its launch year's first of January.
  const launched = Date.UTC(trim.launchYear, 0, 1);
  const drawn = random.weighted(CONDITION_WEIGHTS);
  // A trim too recent to be a year old cannot be a used car yet: it is sold as a demonstrator.
  const condition: Condition = drawn === 'used' && asOf - MIN_USED_DAYS * DAY_MS < launched ? 'demo' : drawn;
  const colour = random.weighted(DEMO_COLOURS.map((c) => [c, c.weight] as const));
  const colourName = random.pick(colour.names);
  const transmission =
    trim.transmission === 'either' ? (random.chance(0.55) ? 'manual' : 'automatic') : trim.transmission;
  const brandWarranty = WARRANTY_MONTHS[model.make] ?? 24;

  let registered: number | null = null;
  let mileage: number;
  let price: number;
  let warranty: number;
  if (condition === 'new') {
    mileage = random.int(0, 50);
    price = roundPrice(trim.price * (1 + random.weighted(OPTION_SHARES)));
    warranty = brandWarranty;
  } else if (condition === 'demo') {
    const days = Math.min(random.int(30, 330), Math.floor((asOf - launched) / DAY_MS));
    registered = asOf - days * DAY_MS;
    mileage = Math.min(14_900, Math.max(300, Math.round(days * random.between(25, 45) + random.int(200, 1500))));
    price = roundPrice(trim.price * (1 + random.weighted(OPTION_SHARES)) * random.between(0.84, 0.92));
    warranty = Math.max(12, brandWarranty - Math.round(days / 30.44));
  } else {
    const maxDays = Math.floor((asOf - launched) / DAY_MS);
    const maxAge = Math.max(1, Math.min(trim.fuel === 'electric' ? 4 : 8, Math.floor(maxDays / 365.25)));
    const years = random.weighted(USED_AGE_WEIGHTS.filter(([age]) => age <= maxAge));
    const days = Math.min(maxDays, Math.max(MIN_USED_DAYS, Math.round(years * 365.25 + random.int(-150, 150))));
    registered = asOf - days * DAY_MS;
    const age = days / 365.25;
    mileage = Math.round(age * random.between(12_000, 18_000));
    let residual = 0.82 * 0.87 ** Math.max(0, age - 1);
    if (trim.fuel === 'electric') residual *= 0.95 ** age;
    residual *= 1 - Math.min(0.12, Math.max(-0.08, (mileage - age * 15_000) / 100_000));
    price = roundPrice(trim.price * residual);
    warranty = Math.max(12, brandWarranty - Math.round(days / 30.44));
  }
  const registration = registered === null ? null : new Date(registered).toISOString().slice(0, 10);
  const year = registered === null ? new Date(asOf).getUTCFullYear() : new Date(registered).getUTCFullYear();
  const ageYears = registered === null ? 0 : (asOf - registered) / (365.25 * DAY_MS);

  const imageCount = random.int(3, 6);
  const consumption = `${trim.consumptionValue.toFixed(1).replace('.', ',')} ${trim.consumptionUnit}/100 km`;
  return {
    id: DEMO_FIRST_ID + index,
    vin: demoVin(model.make, model.model, year, index),
    condition,
    make: model.make,
    make_name: model.makeName,
    model: model.model,
    model_name: model.modelName,
    trim: trim.name,
    body: trim.body,
    fuel: trim.fuel,
    hybrid_kind: trim.hybridKind,
    transmission,
    power_kw: trim.powerKw,
    cylinder_cc: trim.cylinderCc,
    battery_kwh: trim.batteryKwh,
    range_km: trim.rangeKm,
    consumption,
    co2_g_km: trim.co2,
    mileage_km: mileage,
    first_registration: registration,
    year,
    colour: colour.family,
    colour_name: colourName,
    doors: trim.doors,
    seats: trim.seats,
    price,
    private_monthly: privateMonthly(price),
    commercial_monthly: condition === 'used' && ageYears > 4 ? null : commercialMonthly(price, condition),
    dealership,
    warranty_months: warranty,
    description: description({
      model,
      trim,
      condition,
      dealership,
      colourName,
      transmission,
      consumption,
      mileage,
      registered,
      warranty,
    }),
    equipment: demoEquipment(trim),
    images: ANGLES.slice(0, imageCount).map((angle) => ({
      url: vehicleIllustrationPath({ body: trim.body, colour: colour.family, angle }),
      alt: `${model.displayName} ${trim.name}, ${ANGLE_LABELS[angle]}`,
      width: ILLUSTRATION_WIDTH,
      height: ILLUSTRATION_HEIGHT,
    })),
  };
}

/** Options on a stock vehicle, as a share of the trim's price. */
const OPTION_SHARES: [number, number][] = [
  [0, 3],
  [0.02, 3],
  [0.04, 2],
  [0.07, 1],
];

/** Prices end in 90, as dealers write them. */
function roundPrice(euros: number): number {
  return Math.max(990, Math.round(euros / 100) * 100 - 10);
}

/** Private financing: 60 monthly payments at 5.99 % APR, no deposit, incl. VAT. */
function privateMonthly(price: number): number {
  const rate = 0.0599 / 12;
  return Math.round(((price * rate) / (1 - (1 + rate) ** -60)) * 100) / 100;
}

/** Business lease excl. VAT: 48 months, depreciation to a residual value plus 4.9 % interest. */
function commercialMonthly(price: number, condition: Condition): number {
  const net = price / 1.17;
  const residual = net * (condition === 'new' ? 0.38 : condition === 'demo' ? 0.35 : 0.25);
  return Math.round(((net - residual) / 48 + (((net + residual) / 2) * 0.049) / 12) * 100) / 100;
}

type DescriptionInput = {
  model: DemoModel;
  trim: DemoTrim;
  condition: Condition;
  dealership: Dealership;
  colourName: string;
  transmission: 'manual' | 'automatic';
  consumption: string;
  mileage: number;
  registered: number | null;
  warranty: number;
};

/** Two or three sentences in French: what it is and where, the powertrain, the condition. */
function description(input: DescriptionInput): string {
  const { model, trim, condition, dealership, colourName, transmission, consumption, mileage, registered, warranty } =
    input;
  const name = `${model.displayName} ${trim.name}`;
  const where = `disponible dans notre concession ${DEALERSHIP_IN[dealership]}`;
  const ch = numberFormat.format(trim.powerCh);
  const gearbox = transmission === 'automatic' ? 'boîte automatique' : 'boîte manuelle';
  const km = `${numberFormat.format(mileage)} km`;

  const intro =
    condition === 'new'
      ? `${name} neuf en teinte ${colourName}, ${where}.`
      : condition === 'demo'
        ? `${name} de démonstration en teinte ${colourName}, immatriculé en ${monthFormat.format(registered ?? 0)} et ${where}.`
        : `${name} d’occasion de ${new Date(registered ?? 0).getUTCFullYear()} en teinte ${colourName}, ${where}.`;
  const powertrain =
    trim.fuel === 'electric'
      ? `Moteur 100 % électrique de ${ch} ch, batterie de ${trim.batteryKwh} kWh et jusqu’à ${numberFormat.format(trim.rangeKm ?? 0)} km d’autonomie WLTP.`
      : trim.plugIn
        ? `Motorisation hybride rechargeable de ${ch} ch avec ${gearbox}, jusqu’à ${trim.rangeKm} km en mode électrique.`
        : trim.fuel === 'gasoline-hybrid' || trim.fuel === 'diesel-hybrid'
          ? `Motorisation ${trim.hybridKind === 'mild' ? 'hybride légère' : 'hybride'} de ${ch} ch avec ${gearbox}, pour une consommation de ${consumption} en cycle mixte WLTP.`
          : `Moteur ${FUEL_WORDS[trim.fuel] ?? ''} de ${ch} ch avec ${gearbox}, pour une consommation de ${consumption} en cycle mixte WLTP.`;
  const state =
    condition === 'new'
      ? `Garantie constructeur de ${warranty / 12} ans ; reprise de votre véhicule possible.`
      : condition === 'demo'
        ? `${km} au compteur et ${warranty} mois de garantie constructeur restante.`
        : `${km}, entretien suivi et garantie de ${warranty} mois.`;
  return `${intro} ${powertrain} ${state}`;
}

/** A step through the catalogue that visits every model once (coprime with its length). */
function coprimeStep(length: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (const step of [7, 11, 13, 17, 19, 23, 29, 31]) if (gcd(step, length) === 1) return step;
  return 1;
}
