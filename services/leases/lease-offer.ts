import { z } from 'zod';
import { BODIES, FUELS, MAKES, TRANSMISSIONS, type Body, type Fuel, type Make, type Transmission } from '@/services/stock/stock-vocabulary';

/**
 * A private lease offer as the site uses it, parsed from a `lease_offer` story's content. Storyblok
 * delivers number fields as text; here they become numbers. Money is in integer cents, like the rest
 * of the project (euros in the content, `"349.83"` → `34983`).
 */

/** Luxembourg's standard VAT rate: every monthly amount incl. VAT is the excl.-VAT amount × 1.17. */
export const VAT_RATE = 0.17;
/** How far (in cents) a monthly amount incl. VAT may sit from the excl.-VAT one × 1.17, for rounding. */
export const VAT_TOLERANCE_CENTS = 1;

/** One line of the offer's price table: a duration × annual mileage × colour and its prices. */
export type LeaseConfiguration = {
  /** The configuration block's `_uid`. */
  id: string;
  colour: string;
  durationMonths: number;
  annualKm: number;
  monthlyInclVatCents: number;
  monthlyExclVatCents: number;
  /** The catalogue price incl. VAT of the car in this colour. */
  cataloguePriceCents: number;
  /** The deposit incl. VAT (0 when there is none). */
  depositCents: number;
};

export type LeaseSpecification = {
  fuel: Fuel;
  transmission: Transmission;
  powerKw: number;
  cylinderCc: number | null;
  /** l/100 km, or kWh/100 km for an electric car. */
  consumption: number | null;
  co2GKm: number;
  batteryKwh: number | null;
  rangeKm: number | null;
};

export type LeaseImage = { url: string; alt: string | null; width: number | null; height: number | null };

export type LeaseOffer = {
  /** The story's slug in the private lease folder: `kia-picanto`. */
  slug: string;
  brand: Make;
  model: string;
  version: string;
  bodyStyle: Body;
  intro: string;
  images: LeaseImage[];
  specification: LeaseSpecification;
  /** In content order; never empty. */
  configurations: LeaseConfiguration[];
  /** The services the monthly amount includes, one per line of the content. */
  included: string[];
};

export type LeaseOfferParse = { ok: true; offer: LeaseOffer } | { ok: false; problems: string[] };
export type LeaseSpecificationParse = { ok: true; specification: LeaseSpecification } | { ok: false; problems: string[] };
export type LeaseConfigurationParse = { ok: true; configuration: LeaseConfiguration } | { ok: false; problems: string[] };

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** A number written as text (`"160"`, `"5.4"`), as Storyblok delivers number fields. */
const decimalText = z
  .string({ error: 'must be a number written as text' })
  .trim()
  .regex(/^\d+(\.\d+)?$/, { error: 'must be a number written as text, e.g. "160" or "5.4"' })
  .transform(Number);

const integerText = z
  .string({ error: 'must be a whole number written as text' })
  .trim()
  .regex(/^\d+$/, { error: 'must be a whole number written as text, e.g. "36"' })
  .transform(Number);

/** Euros with at most two decimals (`"349.83"`) → integer cents. */
const eurosText = z
  .string({ error: 'must be an amount in euros written as text' })
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, { error: 'must be an amount in euros with at most two decimals, e.g. "349.83"' })
  .transform((euros) => Math.round(Number(euros) * 100));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (empty(value) ? undefined : value), schema.optional()).transform((value) => value ?? null);

const specificationSchema = z.object({
  component: z.literal('lease_specification'),
  fuel: z.enum(FUELS),
  transmission: z.enum(TRANSMISSIONS),
  power: decimalText,
  cylinderCapacity: optional(integerText),
  consumption: optional(decimalText),
  co2: integerText,
  battery: optional(decimalText),
  range: optional(integerText),
});

const configurationSchema = z.object({
  _uid: z.string().min(1),
  component: z.literal('lease_configuration'),
  color: z.string().trim().min(1, { error: 'is required' }),
  from: eurosText,
  taxIncluded: eurosText,
  taxNotIncluded: eurosText,
  duration: integerText.refine((months) => months > 0, { error: 'must be at least 1 month' }),
  annualMileage: integerText.refine((km) => km > 0, { error: 'must be more than 0 km' }),
  deposit: eurosText,
});

const imageSchema = z.object({
  filename: z.string().min(1),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

const offerSchema = z.object({
  component: z.literal('lease_offer'),
  brand: z.enum(MAKES),
  model: z.string().trim().min(1, { error: 'is required' }),
  version: z.string().trim().min(1, { error: 'is required' }),
  body_style: z.enum(BODIES),
  intro: z.string().nullish(),
  images: z.array(imageSchema).min(1, { error: 'needs at least one image' }),
  specification: z.array(z.unknown()).length(1, { error: 'must hold exactly one lease_specification' }),
  configurations: z.preprocess((value) => value ?? [], z.array(z.unknown()).min(1, { error: 'has no configuration: add at least one lease_configuration' })),
  included: z.string().nullish(),
});

type Issue = { path: PropertyKey[]; message: string };

function describeIssues(issues: readonly Issue[], prefix: string): string[] {
  return issues.map((issue) => {
    const path = issue.path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
    return `${prefix}${path ? `${path} ` : ''}${issue.message}`;
  });
}

function toSpecification(s: z.output<typeof specificationSchema>): LeaseSpecification {
  return {
    fuel: s.fuel,
    transmission: s.transmission,
    powerKw: s.power,
    cylinderCc: s.cylinderCapacity,
    consumption: s.consumption,
    co2GKm: s.co2,
    batteryKwh: s.battery,
    rangeKm: s.range,
  };
}

function toConfiguration(c: z.output<typeof configurationSchema>): LeaseConfiguration {
  return {
    id: c._uid,
    colour: c.color,
    durationMonths: c.duration,
    annualKm: c.annualMileage,
    monthlyInclVatCents: c.taxIncluded,
    monthlyExclVatCents: c.taxNotIncluded,
    cataloguePriceCents: c.from,
    depositCents: c.deposit,
  };
}

/** The amount incl. VAT of an excl.-VAT amount, in cents rounded to the cent. */
export function withVat(exclVatCents: number): number {
  return Math.round(exclVatCents * (1 + VAT_RATE));
}

/** `"12.50"`-style euros of an amount in cents, for messages. */
function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** `Blanc Clair, 36 months, 10000 km/year`: how a problem message names a configuration. */
function configurationName(c: LeaseConfiguration): string {
  return `${c.colour}, ${c.durationMonths} months, ${c.annualKm} km/year`;
}

/** The VAT problem of a configuration, or null when its two monthly amounts agree (VAT 17 %, ±1 cent). */
export function vatProblem(c: LeaseConfiguration): string | null {
  const expected = withVat(c.monthlyExclVatCents);
  if (Math.abs(expected - c.monthlyInclVatCents) <= VAT_TOLERANCE_CENTS) return null;
  return `taxIncluded ${euros(c.monthlyInclVatCents)} € does not match taxNotIncluded ${euros(c.monthlyExclVatCents)} € + 17 % VAT = ${euros(expected)} €`;
}

/** Parses one `lease_specification` block. */
export function parseLeaseSpecification(content: unknown): LeaseSpecificationParse {
  const parsed = specificationSchema.safeParse(content);
  return parsed.success ? { ok: true, specification: toSpecification(parsed.data) } : { ok: false, problems: describeIssues(parsed.error.issues, '') };
}

/** Parses one `lease_configuration` block, its VAT included. */
export function parseLeaseConfiguration(content: unknown): LeaseConfigurationParse {
  const parsed = configurationSchema.safeParse(content);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error.issues, '') };
  const configuration = toConfiguration(parsed.data);
  const vat = vatProblem(configuration);
  return vat ? { ok: false, problems: [vat] } : { ok: true, configuration };
}

/**
 * Parses a `lease_offer` story's content into a `LeaseOffer`. Every problem names the offer (its
 * slug) and, for a configuration, its position and values, so an editor can find it. An offer is
 * rejected as a whole when any part is wrong: no configuration, a configuration whose price incl.
 * VAT is not its price excl. VAT + 17 %, two configurations for the same choice, a missing figure.
 */
export function parseLeaseOffer(content: unknown, slug: string): LeaseOfferParse {
  const offerName = `Lease offer "${slug}"`;
  const parsed = offerSchema.safeParse(content);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error.issues, `${offerName}: `) };
  const raw = parsed.data;
  const problems: string[] = [];

  const specification = specificationSchema.safeParse(raw.specification[0]);
  if (!specification.success) problems.push(...describeIssues(specification.error.issues, `${offerName}: specification `));

  const configurations: LeaseConfiguration[] = [];
  const seen = new Map<string, number>();
  raw.configurations.forEach((value, index) => {
    const label = `${offerName}: configuration ${index + 1}`;
    const configuration = configurationSchema.safeParse(value);
    if (!configuration.success) {
      problems.push(...describeIssues(configuration.error.issues, `${label} `));
      return;
    }
    const c = toConfiguration(configuration.data);
    const vat = vatProblem(c);
    if (vat) problems.push(`${label} (${configurationName(c)}): ${vat}`);
    const key = `${c.durationMonths}|${c.annualKm}|${c.colour}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push(`${label} (${configurationName(c)}): repeats configuration ${first + 1}; each choice may have only one price`);
    else seen.set(key, index);
    configurations.push(c);
  });

  if (problems.length > 0 || !specification.success) return { ok: false, problems };
  return {
    ok: true,
    offer: {
      slug,
      brand: raw.brand,
      model: raw.model,
      version: raw.version,
      bodyStyle: raw.body_style,
      intro: raw.intro?.trim() ?? '',
      images: raw.images.map((image) => ({ url: image.filename, alt: image.alt ?? null, width: image.width ?? null, height: image.height ?? null })),
      specification: toSpecification(specification.data),
      configurations,
      included: (raw.included ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

/** The offer's slug from its story's full slug: `private-lease/kia-picanto` → `kia-picanto`. */
export function leaseOfferSlug(fullSlug: string): string {
  return fullSlug.split('/').filter(Boolean).at(-1) ?? '';
}
