import { describe, expect, it } from 'vitest';
import { leaseOfferExample } from '@/blocks/lease-offer/example';
import { DEFAULT_LEASE_SORT, parseLeaseListParams, selectLeaseOffers } from '@/services/leases/lease-list-query';
import {
  leaseOfferFromBlock,
  leaseOfferSlug,
  parseLeaseConfiguration,
  parseLeaseOffer,
  parseLeaseSpecification,
  withVat,
  type LeaseOffer,
} from '@/services/leases/lease-offer';
import { formatCents } from '@/site/ui/format-price';
import { choiceFromParams, choiceQuery } from '@/site/leases/lease-choice-params';

const SLUG = 'kia-picanto';
/** A copy of the example offer with some fields replaced (configurations by index). */
function offerWith(
  changes: Record<string, unknown>,
  configurationChanges: Record<number, Record<string, unknown>> = {},
) {
  const content = structuredClone(leaseOfferExample) as unknown as Record<string, unknown>;
  const configurations = content.configurations as Record<string, unknown>[];
  for (const [index, change] of Object.entries(configurationChanges))
    Object.assign(configurations[Number(index)]!, change);
  return { ...content, ...changes };
}

function parsedOffer(): LeaseOffer {
  const parsed = parseLeaseOffer(leaseOfferExample, SLUG);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.offer;
}

describe('parseLeaseOffer', () => {
  it('turns the content into an offer: numbers as numbers, money in cents, included services as a list', () => {
    const offer = parsedOffer();
    expect(offer).toMatchObject({
      slug: SLUG,
      brand: 'kia',
      model: 'Picanto',
      version: 'Active 1.2 79 ch',
      bodyStyle: 'city',
    });
    expect(offer.specification).toEqual({
      fuel: 'gasoline',
      transmission: 'manual',
      powerKw: 58,
      cylinderCc: 1197,
      consumption: 5.4,
      co2GKm: 124,
      batteryKwh: null,
      rangeKm: null,
    });
    expect(offer.configurations[0]).toEqual({
      id: 'example-lease-configuration-36-10000',
      colour: 'Blanc Clair',
      durationMonths: 36,
      annualKm: 10000,
      monthlyInclVatCents: 29000,
      monthlyExclVatCents: 24786,
      cataloguePriceCents: 1679000,
      depositCents: 0,
    });
    expect(offer.included).toEqual([
      'Entretien et réparations',
      'Pneus été et hiver',
      'Assurance omnium',
      'Assistance 24 h/24',
    ]);
    expect(offer.images[0]).toEqual({
      url: '/api/vehicle-images/city/white/three-quarter.svg',
      alt: 'Kia Picanto blanche, vue de trois quarts',
      width: 1200,
      height: 800,
    });
  });

  it('reads amounts with cents exactly', () => {
    const parsed = parseLeaseOffer(
      offerWith({}, { 0: { taxIncluded: '349.83', taxNotIncluded: '299', from: '31490.5', deposit: '1500' } }),
      SLUG,
    );
    expect(parsed.ok && parsed.offer.configurations[0]).toMatchObject({
      monthlyInclVatCents: 34983,
      monthlyExclVatCents: 29900,
      cataloguePriceCents: 3149050,
      depositCents: 150000,
    });
  });

  it('rejects a configuration whose amount incl. VAT is not the amount excl. VAT + 17 %, naming the offer and the configuration', () => {
    const parsed = parseLeaseOffer(offerWith({}, { 1: { taxIncluded: '299.00' } }), SLUG);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toContain('Lease offer "kia-picanto"');
    expect(parsed.problems[0]).toContain('configuration 2 (Blanc Clair, 36 months, 15000 km/year)');
    expect(parsed.problems[0]).toContain(
      'taxIncluded 299.00 € does not match taxNotIncluded 247.86 € + 17 % VAT = 290.00 €',
    );
  });

  it('accepts a rounding difference of one cent', () => {
    expect(withVat(24786)).toBe(29000);
    expect(parseLeaseOffer(offerWith({}, { 0: { taxIncluded: '290.01' } }), SLUG).ok).toBe(true);
    expect(parseLeaseOffer(offerWith({}, { 0: { taxIncluded: '289.99' } }), SLUG).ok).toBe(true);
    expect(parseLeaseOffer(offerWith({}, { 0: { taxIncluded: '290.02' } }), SLUG).ok).toBe(false);
  });

  it('rejects an offer without configurations', () => {
    for (const configurations of [[], undefined]) {
      const parsed = parseLeaseOffer(offerWith({ configurations }), SLUG);
      expect(parsed).toEqual({
        ok: false,
        problems: ['Lease offer "kia-picanto": lease_offer.configurations obligatoire'],
      });
    }
    // The rule holds for typed content too, whatever the schema says.
    const typed = { ...structuredClone(leaseOfferExample), configurations: [] };
    expect(leaseOfferFromBlock(typed, SLUG)).toEqual({
      ok: false,
      problems: [
        'Lease offer "kia-picanto": configurations has no configuration: add at least one lease_configuration',
      ],
    });
  });

  it('rejects two configurations for the same choice', () => {
    const parsed = parseLeaseOffer(offerWith({}, { 2: { duration: '36', annualMileage: '10000' } }), SLUG);
    expect(!parsed.ok && parsed.problems).toEqual([
      expect.stringContaining('configuration 3 (Blanc Clair, 36 months, 10000 km/year): repeats configuration 1'),
    ]);
  });

  it('names the field of a configuration that is not a number, a whole number or two decimals of euros', () => {
    const CONFIGURATION_1 = /^Lease offer "kia-picanto": lease_offer\.configurations\[0\]\(lease_configuration\)\./;
    const words = parseLeaseOffer(offerWith({}, { 0: { duration: 'trente-six' } }), SLUG);
    expect(!words.ok && words.problems).toEqual([
      expect.stringMatching(new RegExp(`${CONFIGURATION_1.source}duration doit être un nombre`)),
    ]);
    const fraction = parseLeaseOffer(offerWith({}, { 0: { duration: '36.5' } }), SLUG);
    expect(!fraction.ok && fraction.problems).toEqual([
      expect.stringMatching(new RegExp(`${CONFIGURATION_1.source}duration doit être un nombre entier`)),
    ]);
    const cents = parseLeaseOffer(offerWith({}, { 0: { taxNotIncluded: '247.861' } }), SLUG);
    expect(!cents.ok && cents.problems).toEqual([
      expect.stringMatching(new RegExp(`${CONFIGURATION_1.source}taxNotIncluded au plus 2 décimales`)),
    ]);
    const negative = parseLeaseOffer(offerWith({}, { 0: { annualMileage: '-10000' } }), SLUG);
    expect(!negative.ok && negative.problems).toEqual([
      expect.stringMatching(new RegExp(`${CONFIGURATION_1.source}annualMileage au moins 1`)),
    ]);
  });

  it('rejects an unknown brand or fuel and a missing specification', () => {
    const brand = parseLeaseOffer(offerWith({ brand: 'tesla' }), SLUG);
    expect(!brand.ok && brand.problems[0]).toMatch(
      /^Lease offer "kia-picanto": lease_offer\.brand « tesla » n’est pas une des valeurs/,
    );
    const spec = parseLeaseOffer(offerWith({ specification: [] }), SLUG);
    expect(!spec.ok && spec.problems[0]).toContain('lease_offer.specification obligatoire');
    const twoSpecs = parseLeaseOffer(
      offerWith({ specification: [...leaseOfferExample.specification, ...leaseOfferExample.specification] }),
      SLUG,
    );
    expect(!twoSpecs.ok && twoSpecs.problems[0]).toContain('lease_offer.specification 2 éléments, au plus 1');
    const typed = { ...structuredClone(leaseOfferExample), specification: [] };
    expect(leaseOfferFromBlock(typed, SLUG)).toEqual({
      ok: false,
      problems: ['Lease offer "kia-picanto": specification must hold exactly one lease_specification'],
    });
    const fuel = parseLeaseOffer(
      offerWith({ specification: [{ ...leaseOfferExample.specification[0], fuel: 'steam' }] }),
      SLUG,
    );
    expect(!fuel.ok && fuel.problems[0]).toMatch(/specification\[0\]\(lease_specification\)\.fuel « steam »/);
  });

  it('is not fooled by content that is not an offer', () => {
    expect(parseLeaseOffer(null, SLUG).ok).toBe(false);
    expect(parseLeaseOffer({ component: 'page' }, SLUG).ok).toBe(false);
  });
});

describe('parseLeaseSpecification and parseLeaseConfiguration', () => {
  it('parse an electric specification with battery and range', () => {
    const parsed = parseLeaseSpecification({
      _uid: 'x',
      component: 'lease_specification',
      fuel: 'electric',
      transmission: 'automatic',
      power: '160',
      co2: '0',
      battery: '65',
      range: '454',
      consumption: '14.7',
      cylinderCapacity: '',
    });
    expect(parsed).toEqual({
      ok: true,
      specification: {
        fuel: 'electric',
        transmission: 'automatic',
        powerKw: 160,
        cylinderCc: null,
        consumption: 14.7,
        co2GKm: 0,
        batteryKwh: 65,
        rangeKm: 454,
      },
    });
  });

  it('reject a configuration on its own when its VAT does not add up', () => {
    const configuration = { ...leaseOfferExample.configurations[0]!, taxIncluded: '300.00' };
    expect(parseLeaseConfiguration(configuration)).toEqual({
      ok: false,
      problems: [expect.stringContaining('does not match')],
    });
  });
});

describe('leaseOfferSlug', () => {
  it('is the last part of the full slug', () => {
    expect(leaseOfferSlug('private-lease/kia-picanto')).toBe('kia-picanto');
  });
});

describe('formatCents', () => {
  it('shows cents only when there are some, French style', () => {
    expect(formatCents(34983)).toBe('349,83\u00a0€');
    expect(formatCents(29900)).toBe('299\u00a0€');
    expect(formatCents(24530)).toBe('245,30\u00a0€');
    expect(formatCents(1679000)).toBe('16\u202f790\u00a0€');
  });
});

describe('the lease list query', () => {
  const offer = (
    slug: string,
    brand: LeaseOffer['brand'],
    fuel: LeaseOffer['specification']['fuel'],
    monthly: number,
  ): LeaseOffer => {
    const base = parsedOffer();
    return {
      ...base,
      slug,
      brand,
      model: slug,
      specification: { ...base.specification, fuel },
      configurations: base.configurations.map((c, i) => ({ ...c, monthlyInclVatCents: monthly + i * 1000 })),
    };
  };
  const OFFERS = [
    offer('kia-ev3', 'kia', 'electric', 39900),
    offer('kia-picanto', 'kia', 'gasoline', 28000),
    offer('mg-mg4', 'mg', 'electric', 34900),
  ];

  it('ignores unknown, repeated and malformed parameters', () => {
    expect(parseLeaseListParams({ brand: 'tesla', fuel: ['electric', 'diesel'], sort: "';drop" })).toEqual({
      brand: undefined,
      fuel: undefined,
      sort: DEFAULT_LEASE_SORT,
    });
    expect(parseLeaseListParams({ brand: 'kia', fuel: 'electric', sort: 'price_desc' })).toEqual({
      brand: 'kia',
      fuel: 'electric',
      sort: 'price_desc',
    });
  });

  it('sorts by the cheapest monthly amount, both ways', () => {
    expect(selectLeaseOffers(OFFERS, { sort: 'price_asc' }).offers.map((o) => o.slug)).toEqual([
      'kia-picanto',
      'mg-mg4',
      'kia-ev3',
    ]);
    expect(selectLeaseOffers(OFFERS, { sort: 'price_desc' }).offers.map((o) => o.slug)).toEqual([
      'kia-ev3',
      'mg-mg4',
      'kia-picanto',
    ]);
  });

  it('filters by brand and fuel and offers only brands and fuels that have offers', () => {
    const result = selectLeaseOffers(OFFERS, { brand: 'kia', fuel: 'electric', sort: 'price_asc' });
    expect(result.offers.map((o) => o.slug)).toEqual(['kia-ev3']);
    expect(result.brands).toEqual(['kia', 'mg']);
    expect(result.fuels).toEqual(['gasoline', 'electric']);
  });

  it('ignores a brand or fuel the list has no offer of, as its options do', () => {
    const result = selectLeaseOffers(OFFERS, { brand: 'ford', fuel: 'diesel', sort: 'price_asc' });
    expect(result.offers).toHaveLength(3);
    expect(result.brand).toBeUndefined();
    expect(result.fuel).toBeUndefined();
    expect(selectLeaseOffers(OFFERS, { brand: 'mg', fuel: 'gasoline', sort: 'price_asc' }).offers).toEqual([]);
  });

  it('keeps to the preset brand whatever the address says, and to the limit', () => {
    const result = selectLeaseOffers(OFFERS, { brand: 'mg', sort: 'price_asc' }, { brand: 'kia', limit: 1 });
    expect(result.offers.map((o) => o.slug)).toEqual(['kia-picanto']);
    expect(result.brands).toEqual(['kia']);
    expect(result.fuels).toEqual(['gasoline', 'electric']);
  });
});

describe('the configurator choice in the address', () => {
  const { configurations } = parsedOffer();

  it('round-trips through the query string', () => {
    const query = choiceQuery({ durationMonths: 36, annualKm: 15000, colour: 'Blanc Clair' });
    expect(query).toBe('?duree=36&km=15000&couleur=Blanc+Clair');
    expect(choiceFromParams(configurations, Object.fromEntries(new URLSearchParams(query)))).toEqual({
      durationMonths: 36,
      annualKm: 15000,
      colour: 'Blanc Clair',
    });
  });

  it('ignores values the offer does not have and starts on the cheapest without parameters', () => {
    expect(choiceFromParams(configurations, {})).toEqual({
      durationMonths: 48,
      annualKm: 10000,
      colour: 'Blanc Clair',
    });
    expect(choiceFromParams(configurations, { duree: '999', km: 'abc', couleur: 'Rose' })).toEqual({
      durationMonths: 48,
      annualKm: 10000,
      colour: 'Blanc Clair',
    });
    expect(choiceFromParams(configurations, { duree: '36' })).toEqual({
      durationMonths: 36,
      annualKm: 10000,
      colour: 'Blanc Clair',
    });
  });
});
