import type { LeaseConfiguration, LeaseOffer } from '@/services/leases/lease-offer';
import { cheapestConfiguration } from '@/services/leases/lease-selection';

/**
 * The lease terms every text states (the annual mileage a visitor can choose, whether insurance is in the
 * monthly amount), read from the lease offers themselves: what the configurator lets a visitor choose is
 * what the prose says, through the `{{lease_mileage}}` and `{{lease_insurance}}` tokens; an offer's « dès »
 * amount, through `{{lease_from:slug}}` and `{{lease_from_terms:slug}}`.
 */
export type LeaseFacts = {
  /** The lowest and highest annual mileage of any offer's configurations; null without offers. */
  annualKm: { min: number; max: number } | null;
  /** Whether the offers' included services name an insurance: all of them, some, none; null without offers. */
  insurance: 'included' | 'some' | 'optional' | null;
  /** `omnium` when every included insurance says so (what the prose may call it). */
  insuranceKind: 'omnium' | null;
  /** Each offer's cheapest configuration, by the offer's slug (`kia-ev3`). */
  cheapest: ReadonlyMap<string, LeaseConfiguration>;
};

const INSURANCE = /\bassurance\b/i;

export function leaseFacts(offers: readonly LeaseOffer[]): LeaseFacts {
  const kms = offers.flatMap((offer) => offer.configurations.map((c) => c.annualKm));
  const insuranceLines = offers.map((offer) => offer.included.find((line) => INSURANCE.test(line)) ?? null);
  const insured = insuranceLines.filter((line): line is string => line !== null);
  return {
    annualKm: kms.length > 0 ? { min: Math.min(...kms), max: Math.max(...kms) } : null,
    insurance:
      offers.length === 0
        ? null
        : insured.length === offers.length
          ? 'included'
          : insured.length > 0
            ? 'some'
            : 'optional',
    insuranceKind: insured.length > 0 && insured.every((line) => /omnium/i.test(line)) ? 'omnium' : null,
    cheapest: new Map(
      offers.flatMap((offer) => {
        const configuration = cheapestConfiguration(offer.configurations);
        return configuration ? [[offer.slug, configuration] as const] : [];
      }),
    ),
  };
}
