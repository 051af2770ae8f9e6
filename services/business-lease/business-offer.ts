import type { BlockMap } from '@/vocabulary/block-types';
import { withVat, type LeaseImage } from '@/services/leases/lease-offer';
import type { Fuel, Make } from '@/services/stock/stock-vocabulary';

/**
 * A business lease offer as the site uses it, from a valid `business_offer` story (the schema interpreter has
 * checked its fields and bounds). A business reads amounts excluding VAT: the editor types the monthly amount
 * HTVA only, and the amount TVAC is computed here with Luxembourg's rate (services/leases `withVat`), so the
 * two can never disagree. Money in integer cents, like the rest of the project.
 */
export type BusinessOffer = {
  /** The story's slug in the business offers' folder: `kia-ev3-business`. */
  slug: string;
  brand: Make;
  model: string;
  version: string;
  fuel: Fuel;
  image: LeaseImage;
  intro: string;
  monthlyExclVatCents: number;
  monthlyInclVatCents: number;
  durationMonths: number;
  annualKm: number;
  co2GKm: number | null;
  /** The benefit-in-kind hint as the offer states it; null when it states none. */
  benefitInKind: string | null;
  /** Fleet conditions, one per line of the content. */
  fleetConditions: string[];
  /** Services the monthly amount includes, one per line of the content. */
  included: string[];
};

/** One item per non-empty line. */
const lines = (text: string | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The offer from its valid content. */
export function businessOfferFromBlock(block: BlockMap['business_offer'], slug: string): BusinessOffer {
  const monthlyExclVatCents = Math.round(Number(block.monthly_excl_vat) * 100);
  return {
    slug,
    brand: block.brand,
    model: block.model.trim(),
    version: block.version.trim(),
    fuel: block.fuel,
    image: {
      url: block.image.filename ?? '',
      alt: block.image.alt ?? null,
      width: block.image.width ?? null,
      height: block.image.height ?? null,
    },
    intro: block.intro?.trim() ?? '',
    monthlyExclVatCents,
    monthlyInclVatCents: withVat(monthlyExclVatCents),
    durationMonths: Number(block.duration),
    annualKm: Number(block.annual_mileage),
    co2GKm: block.co2 ? Number(block.co2) : null,
    benefitInKind: block.benefit_in_kind?.trim() || null,
    fleetConditions: lines(block.fleet_conditions),
    included: lines(block.included),
  };
}

/**
 * The offers a list shows: those of the preset fuel, cheapest monthly amount first (then brand and model, for
 * a stable order), at most `limit`.
 */
export function selectBusinessOffers(
  all: readonly BusinessOffer[],
  preset: { fuel?: Fuel; limit?: number } = {},
): BusinessOffer[] {
  return all
    .filter((offer) => !preset.fuel || offer.fuel === preset.fuel)
    .sort(
      (a, b) =>
        a.monthlyExclVatCents - b.monthlyExclVatCents || `${a.brand} ${a.model}`.localeCompare(`${b.brand} ${b.model}`),
    )
    .slice(0, preset.limit && preset.limit > 0 ? preset.limit : undefined);
}
