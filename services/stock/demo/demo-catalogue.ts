import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BODIES, FUELS, isHybridFuel, MAKE_NAMES, type Body, type Fuel, type HybridKind } from '../stock-vocabulary';
import { MODEL_FACTS, type ModelFacts } from './demo-model-facts';

/**
 * The models the demo stock is made of, read from the model stories (`content/seed/stories/{brand}/{model}.json`,
 * component `vehicle_model`): brand and model slugs from the path, and from the content the name, body,
 * fuels, power, range, consumption and trims (name, price, highlights). Each trim is worked out into
 * the technical data of a car: fuel, kW, cc or battery and range, consumption, CO₂, gearbox, doors, seats.
 */
export type DemoModel = {
  make: string;
  makeName: string;
  model: string;
  modelName: string;
  /** `Kia EV3`, `MG4` (a name that starts with the brand is not prefixed again). */
  displayName: string;
  commercial: boolean;
  trims: DemoTrim[];
};

export type DemoTrim = {
  name: string;
  /** Price new, incl. VAT, in euros. */
  price: number;
  /** 0 for the entry trim … 1 for the top one (by price: figures follow it). */
  level: number;
  /** The trim's equipment grade (demo-model-facts.ts): 0 entry, 1 mid, 2 top. */
  grade: 0 | 1 | 2;
  /** No car of the trim was registered before this year. */
  launchYear: number;
  /** Highlights of better-equipped trims of the model that this one does not have. */
  betterHighlights: string[];
  body: Body;
  fuel: Fuel;
  plugIn: boolean;
  /** Hybrids only, null otherwise. */
  hybridKind: HybridKind | null;
  allWheelDrive: boolean;
  /** As the maker states it (the trim name's `160 ch`); `powerKw` rounds it to whole kW. */
  powerCh: number;
  powerKw: number;
  cylinderCc: number | null;
  batteryKwh: number | null;
  rangeKm: number | null;
  /** Litres or kWh per 100 km (WLTP); the text is built from it. */
  consumptionValue: number;
  consumptionUnit: 'l' | 'kWh';
  co2: number;
  /** `either`: offered with both gearboxes. */
  transmission: 'manual' | 'automatic' | 'either';
  doors: number;
  seats: number;
  /** The trim's highlights that are equipment (not figures such as range or volume). */
  highlights: string[];
};

export const DEFAULT_STORIES_DIR = path.join(process.cwd(), 'content', 'seed', 'stories');

const numeric = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : Number(String(value).replace(',', '.'))))
  .pipe(z.number().finite().optional());

const modelStorySchema = z.object({
  content: z.object({
    component: z.literal('vehicle_model'),
    name: z.string().min(1),
    body_style: z.enum(BODIES),
    fuels: z.array(z.enum(FUELS)).min(1),
    power_ch_min: numeric,
    power_ch_max: numeric,
    range_km: numeric,
    consumption: z.string().optional(),
    price_from: numeric,
    commercial: z.boolean().optional(),
    trims: z
      .array(
        z.object({
          name: z.string().min(1),
          price: numeric.pipe(z.number().positive()),
          highlights: z.string().optional(),
        }),
      )
      .min(1),
  }),
});

/** Reads every model story under `storiesDir`, in a stable order (brand, then model slug). */
export function loadDemoCatalogue(storiesDir: string = DEFAULT_STORIES_DIR): DemoModel[] {
  const models: DemoModel[] = [];
  for (const make of Object.keys(MAKE_NAMES).sort()) {
    let files: string[];
    try {
      files = readdirSync(path.join(storiesDir, make))
        .filter((f) => f.endsWith('.json') && !f.startsWith('_'))
        .sort();
    } catch {
      continue;
    }
    for (const file of files) {
      const raw: unknown = JSON.parse(readFileSync(path.join(storiesDir, make, file), 'utf8'));
      const story = modelStorySchema.safeParse(raw);
      if (!story.success) continue; // brand pages, model lists: not model stories
      models.push(demoModel(make, file.slice(0, -'.json'.length), story.data.content));
    }
  }
  if (models.length === 0) throw new Error(`No model stories found under ${storiesDir}`);
  return models;
}

type ModelContent = z.infer<typeof modelStorySchema>['content'];

function demoModel(make: string, model: string, content: ModelContent): DemoModel {
  const makeName = MAKE_NAMES[make as keyof typeof MAKE_NAMES] ?? make;
  const displayName = content.name.toLowerCase().startsWith(makeName.toLowerCase())
    ? content.name
    : `${makeName} ${content.name}`;
  const key = `${make}/${model}`;
  const facts = MODEL_FACTS[key];
  const count = content.trims.length;
  if (!facts || facts.grades.length !== count)
    throw new Error(`${key}: services/stock/demo/demo-model-facts.ts needs its launch year and ${count} trim grades`);
  const trims = content.trims.map((trim, index) =>
    demoTrim(
      key,
      content,
      facts,
      { name: trim.name, price: trim.price, highlights: trim.highlights ?? '' },
      count > 1 ? index / (count - 1) : 0.5,
      facts.grades[index] ?? 0,
    ),
  );
  // A trim never gets, as standard equipment, what the model's better trims list and it does not.
  for (const trim of trims) {
    const own = new Set(trim.highlights);
    trim.betterHighlights = trims
      .filter((other) => other.grade > trim.grade)
      .flatMap((other) => other.highlights)
      .filter((h) => !own.has(h));
  }
  return {
    make,
    makeName,
    model,
    modelName: content.name,
    displayName,
    commercial: content.commercial ?? false,
    trims,
  };
}

const FIGURES =
  /^(Autonomie|Batterie|Jusqu|Environ|0 à 100|Volume utile|Charge utile|Capacité|Coffre|Moteur|Cinq places|Sept places|Six places|Trois places|Deux places|Garantie|\d+ ch)/;

function demoTrim(
  key: string,
  content: ModelContent,
  facts: ModelFacts,
  trim: { name: string; price: number; highlights: string },
  level: number,
  grade: 0 | 1 | 2,
): DemoTrim {
  const highlightLines = trim.highlights
    .split('\n')
    .map((h) => h.trim())
    .filter(Boolean);
  const text = `${trim.name}\n${trim.highlights}`;
  const fuel = trimFuel(trim.name, content.fuels, highlightLines);
  const electric = fuel === 'electric';
  const plugIn = !electric && /plug-in|phev|4xe|rechargeable/i.test(trim.name);
  const body: Body = /cabrio|convertible/i.test(trim.name)
    ? 'convertible'
    : /station wagon/i.test(trim.name)
      ? 'estate'
      : content.body_style;

  const powerCh =
    number(/(\d+)\s*ch\b/.exec(trim.name)?.[1]) ??
    interpolate(content.power_ch_min, content.power_ch_max, level) ??
    100;
  const powerKw = Math.max(20, Math.round(powerCh / 1.35962));

  const batteryText =
    /(\d+(?:,\d+)?)\s*kWh/.exec(trim.name)?.[1] ?? /Batterie de (\d+(?:,\d+)?) kWh/.exec(trim.highlights)?.[1];
  const statedRange = number(/Autonomie jusqu’à (\d+) km/.exec(trim.highlights)?.[1]);
  const electricRange = number(/(?:Jusqu’à|Environ) (\d+) km en électrique/.exec(trim.highlights)?.[1]);

  let consumptionValue: number;
  let batteryKwh: number | null = null;
  let rangeKm: number | null = null;
  if (electric) {
    consumptionValue = pickFromRange(figureRange(content.consumption, 'kWh'), level) ?? 16;
    const range = statedRange ?? (content.range_km ? Math.round(content.range_km * (0.82 + 0.18 * level)) : undefined);
    batteryKwh = Math.round(number(batteryText) ?? ((range ?? 400) * consumptionValue) / 100 / 0.92);
    rangeKm = range ?? Math.round((batteryKwh * 0.92 * 100) / consumptionValue);
  } else {
    const litres = figureRange(content.consumption, 'l');
    if (plugIn) {
      consumptionValue = litres && litres[0] < 3 ? litres[0] + 0.4 * level : 1.4;
      batteryKwh = Math.round(number(batteryText) ?? 17);
      rangeKm = electricRange ?? 60;
    } else if (litres) {
      const low = litres[0] < 3 ? Math.max(litres[1] - 1.6, 4.2) : litres[0];
      consumptionValue = low + (litres[1] - low) * level;
    } else {
      consumptionValue = fuel === 'diesel' ? 5.6 : 6.2;
    }
  }
  consumptionValue = Math.round(consumptionValue * 10) / 10;
  const co2 = electric
    ? 0
    : Math.round(consumptionValue * (fuel === 'diesel' || fuel === 'diesel-hybrid' ? 26.4 : 23.3));

  const mildHybrid = /mhev|mild hybrid|boosterjet|48 ?v/i.test(text);
  const automatic =
    electric ||
    ((fuel === 'gasoline-hybrid' || fuel === 'diesel-hybrid') &&
      !mildHybrid &&
      !/avantage|privilège/i.test(trim.name)) ||
    /\b(DCT|AGS|automatique|Auto)\b/.test(trim.name) ||
    /^(Boîte automatique|Boîte robotisée)/m.test(trim.highlights) ||
    powerKw > 150;
  const [doors, seats] = doorsAndSeats(key, body, trim.name, trim.highlights);

  const hybrid = isHybridFuel(fuel);
  const hybridKind: HybridKind | null = !hybrid
    ? null
    : plugIn
      ? 'plug-in'
      : /\b(HEV|Full Hybrid|Dualjet Hybrid)\b/i.test(trim.name)
        ? 'full'
        : mildHybrid
          ? 'mild'
          : (facts.hybrid ?? missing(`${key}: the hybrid kind of « ${trim.name} » (demo-model-facts.ts)`));
  return {
    name: trim.name,
    price: trim.price,
    level,
    grade,
    launchYear: facts.from?.[trim.name] ?? facts.launch,
    betterHighlights: [],
    body,
    fuel,
    plugIn,
    hybridKind,
    allWheelDrive: /\b(AWD|4x4|Q4|AllGrip|4xe|HTRAC|eAWD)\b|Transmission intégrale|Quatre roues motrices/i.test(text),
    powerCh,
    powerKw,
    cylinderCc: electric ? null : displacement(trim.name, plugIn ? powerKw * 0.6 : powerKw, fuel),
    batteryKwh,
    rangeKm,
    consumptionValue,
    consumptionUnit: electric ? 'kWh' : 'l',
    co2,
    transmission: automatic ? 'automatic' : 'either',
    doors,
    seats,
    highlights: highlightLines.filter((h) => !FIGURES.test(h) && !/\bch en transmission\b/.test(h)),
  };
}

function missing(what: string): never {
  throw new Error(`Missing ${what}`);
}

/** The fuel a trim's name points at, kept within the model's fuels. */
function trimFuel(name: string, fuels: readonly Fuel[], highlights: string[]): Fuel {
  const combustion = fuels.filter((f) => f !== 'electric');
  const fallback: Fuel = combustion.includes('gasoline') ? 'gasoline' : (combustion[0] ?? 'electric');
  if (combustion.length === 0) return 'electric';
  const tokens = name.split(/\s+/);
  const electric =
    tokens.some((t) => /^(électrique|electric|elettrica|ev|gen-e|600e)$/i.test(t) || /^E-[A-Z]/.test(t)) ||
    (fuels.includes('electric') && highlights.some((h) => /^Autonomie jusqu’à/.test(h)));
  let fuel: Fuel = fallback;
  if (electric) fuel = 'electric';
  else if (/diesel|crdi|multijet|bluehdi|ecoblue/i.test(name)) fuel = 'diesel';
  else if (/hybrid|ibrida|hev|phev|4xe|plug-in/i.test(name)) fuel = 'gasoline-hybrid';
  return fuels.includes(fuel) ? fuel : fallback;
}

const DISPLACEMENTS: Record<string, number> = {
  '1.0': 998,
  '1.2': 1199,
  '1.4': 1373,
  '1.5': 1498,
  '1.6': 1598,
  '2.0': 1995,
  '2.2': 2184,
  '2.9': 2891,
};

function displacement(name: string, engineKw: number, fuel: Fuel): number {
  const stated = /(?:^|\s)(\d\.\d)(?=T?\s|T?$)/.exec(name)?.[1];
  if (stated && DISPLACEMENTS[stated]) return DISPLACEMENTS[stated];
  const diesel = fuel === 'diesel' || fuel === 'diesel-hybrid';
  const table: [number, number][] = diesel
    ? [
        [75, 1499],
        [100, 1560],
        [140, 1995],
        [180, 2184],
        [Infinity, 2993],
      ]
    : [
        [55, 998],
        [70, 1197],
        [85, 1332],
        [105, 1498],
        [130, 1598],
        [180, 1995],
        [250, 2487],
        [330, 2891],
        [Infinity, 6162],
      ];
  return table.find(([max]) => engineKw < max)?.[1] ?? 1598;
}

const SEATS_OVERRIDE: Record<string, [number, number]> = {
  'fiat/500e': [3, 4],
  'abarth/500e': [3, 4],
  'kia/picanto': [5, 4],
  'hyundai/i10': [5, 4],
  'suzuki/jimny': [3, 4],
  'mg/cyberster': [2, 2],
  'corvette/stingray': [2, 2],
  'corvette/e-ray': [2, 2],
};

function doorsAndSeats(key: string, body: Body, name: string, highlights: string): [number, number] {
  const override = SEATS_OVERRIDE[key];
  if (override) return override;
  if (/Sept places/.test(highlights)) return [5, 7];
  if (/Six places/.test(highlights)) return [5, 6];
  if (/Trois places/.test(highlights)) return [4, 3];
  if (/Deux places/.test(highlights)) return [4, 2];
  switch (body) {
    case 'sedan':
      return [4, 5];
    case 'coupe':
    case 'convertible':
      return [2, 4];
    case 'mpv':
      return [5, 7];
    case 'van':
      return [4, 3];
    case 'pickup':
      return /double/i.test(name) ? [4, 5] : /space cab/i.test(name) ? [2, 2] : [4, 5];
    default:
      return [5, 5];
  }
}

/** The low and high figures of a consumption text in a unit: `5,3 à 5,9 l/100 km` → [5.3, 5.9]. */
function figureRange(text: string | undefined, unit: 'l' | 'kWh'): [number, number] | undefined {
  if (!text) return undefined;
  const pattern = new RegExp(`(\\d+,\\d)(?:\\s*à\\s*(\\d+,\\d))?\\s*${unit}/100`);
  const match = pattern.exec(text);
  if (!match?.[1]) return undefined;
  const low = Number(match[1].replace(',', '.'));
  return [low, match[2] ? Number(match[2].replace(',', '.')) : low];
}

function pickFromRange(range: [number, number] | undefined, level: number): number | undefined {
  return range ? range[0] + (range[1] - range[0]) * level : undefined;
}

function interpolate(min: number | undefined, max: number | undefined, level: number): number | undefined {
  if (min === undefined) return max;
  return max === undefined ? min : Math.round(min + (max - min) * level);
}

function number(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}
