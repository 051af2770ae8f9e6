import type { BlockMap } from '@/vocabulary/block-types';
import { parseBlock, type BlockProblem } from '@/vocabulary/validate-block';
import type { Body, Fuel, Make, Transmission } from '@/services/stock/stock-vocabulary';

/**
 * A private lease offer as the site uses it, from a `lease_offer` story's content once the schema has
 * validated it (vocabulary/validate-block: fields, options, numbers and their bounds). Storyblok delivers
 * number fields as text; here they become numbers. Money is in integer cents, like the rest of the
 * project (euros in the content, `"349.83"` → `34983`). This module checks only the business rules.
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
export type LeaseSpecificationParse =
  { ok: true; specification: LeaseSpecification } | { ok: false; problems: string[] };
export type LeaseConfigurationParse =
  { ok: true; configuration: LeaseConfiguration } | { ok: false; problems: string[] };

/** Euros as the content writes them (`"349.83"`; the schema allows two decimals at most) → integer cents. */
const cents = (euros: string): number => Math.round(Number(euros) * 100);
/** An optional number field: null when empty. */
const optionalNumber = (text: string | undefined): number | null => (text ? Number(text) : null);

/** A specification as the site uses it; its content is valid, so nothing is left to check. */
export function leaseSpecificationFromBlock(s: BlockMap['lease_specification']): LeaseSpecification {
  return {
    fuel: s.fuel,
    transmission: s.transmission,
    powerKw: Number(s.power),
    cylinderCc: optionalNumber(s.cylinderCapacity),
    consumption: optionalNumber(s.consumption),
    co2GKm: Number(s.co2),
    batteryKwh: optionalNumber(s.battery),
    rangeKm: optionalNumber(s.range),
  };
}

function toConfiguration(c: BlockMap['lease_configuration']): LeaseConfiguration {
  return {
    id: c._uid,
    colour: c.color.trim(),
    durationMonths: Number(c.duration),
    annualKm: Number(c.annualMileage),
    monthlyInclVatCents: cents(c.taxIncluded),
    monthlyExclVatCents: cents(c.taxNotIncluded),
    cataloguePriceCents: cents(c.from),
    depositCents: cents(c.deposit),
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

/** A configuration from its valid content, its VAT checked. */
export function leaseConfigurationFromBlock(block: BlockMap['lease_configuration']): LeaseConfigurationParse {
  const configuration = toConfiguration(block);
  const vat = vatProblem(configuration);
  return vat ? { ok: false, problems: [vat] } : { ok: true, configuration };
}

/**
 * The offer from its valid `lease_offer` content, checking what the schema cannot: exactly one specification,
 * at least one configuration, each configuration's price incl. VAT its price excl. VAT + 17 %, no two
 * configurations for the same choice, at least one image with a file. Every problem names the offer (its
 * slug) and, for a configuration, its position and values, so an editor can find it; an offer with any
 * problem is rejected as a whole.
 */
export function leaseOfferFromBlock(block: BlockMap['lease_offer'], slug: string): LeaseOfferParse {
  const offerName = `Lease offer "${slug}"`;
  const problems: string[] = [];
  if (block.specification.length !== 1)
    problems.push(`${offerName}: specification must hold exactly one lease_specification`);
  if (block.configurations.length === 0)
    problems.push(`${offerName}: configurations has no configuration: add at least one lease_configuration`);
  const images = block.images.filter((image) => image.filename);
  if (images.length === 0) problems.push(`${offerName}: images needs at least one image with a file`);

  const configurations: LeaseConfiguration[] = [];
  const seen = new Map<string, number>();
  block.configurations.forEach((value, index) => {
    const label = `${offerName}: configuration ${index + 1}`;
    const c = toConfiguration(value);
    const vat = vatProblem(c);
    if (vat) problems.push(`${label} (${configurationName(c)}): ${vat}`);
    const key = `${c.durationMonths}|${c.annualKm}|${c.colour}`;
    const first = seen.get(key);
    if (first !== undefined)
      problems.push(
        `${label} (${configurationName(c)}): repeats configuration ${first + 1}; each choice may have only one price`,
      );
    else seen.set(key, index);
    configurations.push(c);
  });

  const [specification] = block.specification;
  if (problems.length > 0 || !specification) return { ok: false, problems };
  return {
    ok: true,
    offer: {
      slug,
      brand: block.brand,
      model: block.model.trim(),
      version: block.version.trim(),
      bodyStyle: block.body_style,
      intro: block.intro?.trim() ?? '',
      images: images.map((image) => ({
        url: image.filename ?? '',
        alt: image.alt ?? null,
        width: image.width ?? null,
        height: image.height ?? null,
      })),
      specification: leaseSpecificationFromBlock(specification),
      configurations,
      included: (block.included ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

/** Schema problems of raw content, in the words of this module's other problems. */
function schemaProblems(problems: BlockProblem[], prefix: string): string[] {
  return problems.map((p) => `${prefix}${p.path ? `${p.path} ` : ''}${p.message}`);
}

/**
 * Parses raw `lease_offer` content (a story's, or a block whose nested blocks the renderer has not checked):
 * the schema interpreter checks its structure, deeply, then `leaseOfferFromBlock` its rules.
 */
export function parseLeaseOffer(content: unknown, slug: string): LeaseOfferParse {
  const parsed = parseBlock(content, 'lease_offer');
  return parsed.ok
    ? leaseOfferFromBlock(parsed.block, slug)
    : { ok: false, problems: schemaProblems(parsed.problems, `Lease offer "${slug}": `) };
}

/** Parses raw `lease_specification` content. */
export function parseLeaseSpecification(content: unknown): LeaseSpecificationParse {
  const parsed = parseBlock(content, 'lease_specification');
  return parsed.ok
    ? { ok: true, specification: leaseSpecificationFromBlock(parsed.block) }
    : { ok: false, problems: schemaProblems(parsed.problems, '') };
}

/** Parses raw `lease_configuration` content, its VAT included. */
export function parseLeaseConfiguration(content: unknown): LeaseConfigurationParse {
  const parsed = parseBlock(content, 'lease_configuration');
  return parsed.ok
    ? leaseConfigurationFromBlock(parsed.block)
    : { ok: false, problems: schemaProblems(parsed.problems, '') };
}

/** The offer's slug from its story's full slug: `private-lease/kia-picanto` → `kia-picanto`. */
export function leaseOfferSlug(fullSlug: string): string {
  return fullSlug.split('/').filter(Boolean).at(-1) ?? '';
}
