import { describe, expect, it } from 'vitest';
import type { Location } from '@/services/locations/location';
import type { LeaseOffer } from '@/services/leases/lease-offer';
import type { BusinessOffer } from '@/services/business-lease/business-offer';
import { leaseFacts } from '@/services/leases/lease-facts';
import { factTokensIn, resolveFactTokens } from '@/page/fact-tokens';
import { leaseInsuranceText } from '@/i18n/fr-lu-facts';
import { outlineOf } from '@/vocabulary/story-outline';
import { weeklyHoursSummary } from '@/site/locations/hours-summary';

const week = (ranges: Partial<Record<string, { opens: string; closes: string }[]>>) => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
  ...ranges,
});
const lunchBreak = [
  { opens: '08:30', closes: '12:00' },
  { opens: '13:30', closes: '18:30' },
];
const niederkorn = {
  slug: 'niederkorn',
  phone: '+352 26 58 21 00',
  email: 'niederkorn@autopolis.lu',
  address: { street: '45, route de Pétange', postalCode: 'L-4645', locality: 'Niederkorn' },
  showroom: {
    weekly: week({
      monday: lunchBreak,
      tuesday: lunchBreak,
      wednesday: lunchBreak,
      thursday: lunchBreak,
      friday: lunchBreak,
      saturday: [{ opens: '09:00', closes: '16:00' }],
    }),
  },
  workshop: { weekly: week({}) },
} as unknown as Location;

describe('weekly hours summary', () => {
  it('groups consecutive days with the same hours and keeps the lunch break', () => {
    expect(weeklyHoursSummary(niederkorn.showroom.weekly)).toBe(
      'lun.–ven. 8\u00A0h\u00A030–12\u00A0h et 13\u00A0h\u00A030–18\u00A0h\u00A030, sam. 9\u00A0h–16\u00A0h',
    );
  });
  it('names a day alone and leaves closed days out', () => {
    expect(
      weeklyHoursSummary(
        week({ monday: [{ opens: '07:30', closes: '18:00' }], wednesday: [{ opens: '07:30', closes: '18:00' }] }),
      ),
    ).toBe('lun. 7\u00A0h\u00A030–18\u00A0h, mer. 7\u00A0h\u00A030–18\u00A0h');
  });
});

describe('fact tokens', () => {
  const facts = { stockCount: 1234, locations: [niederkorn], lease: null };
  it('replaces the tokens in every text of the content, rich text included', () => {
    const content = {
      component: 'page',
      title: '{{stock_count}} véhicules',
      body: [
        {
          component: 'card',
          text: 'Tél. {{phone:niederkorn}}\n{{address:niederkorn}}\nShowroom {{ showroom_hours:niederkorn }}',
        },
      ],
      doc: { type: 'doc', content: [{ type: 'text', text: 'Appelez le {{phone:niederkorn}}.' }] },
      contact: 'Écrivez à {{email:niederkorn}}',
    };
    expect(resolveFactTokens(content, facts, { preview: false })).toEqual({
      component: 'page',
      title: '1\u202F234 véhicules',
      body: [
        {
          component: 'card',
          text: `Tél. +352 26 58 21 00\n45, route de Pétange, L-4645 Niederkorn\nShowroom ${weeklyHoursSummary(niederkorn.showroom.weekly)}`,
        },
      ],
      doc: { type: 'doc', content: [{ type: 'text', text: 'Appelez le +352 26 58 21 00.' }] },
      contact: 'Écrivez à niederkorn@autopolis.lu',
    });
  });
  it('drops a token that names nothing from the published page and shows it in preview', () => {
    expect(resolveFactTokens({ text: 'Tél. {{phone:mamer}}' }, facts, { preview: false })).toEqual({ text: 'Tél. ' });
    expect(resolveFactTokens({ text: 'Tél. {{phone:mamer}}' }, facts, { preview: true })).toEqual({
      text: 'Tél. {{phone:mamer}}',
    });
    expect(resolveFactTokens({ text: '{{workshop_hours:niederkorn}}' }, facts, { preview: true })).toEqual({
      text: '{{workshop_hours:niederkorn}}',
    });
  });
});

describe('lease and reply-delay tokens', () => {
  const configuration = (annualKm: number) => ({
    id: `c${annualKm}`,
    colour: 'Blanc',
    durationMonths: 48,
    annualKm,
    monthlyInclVatCents: 117,
    monthlyExclVatCents: 100,
    cataloguePriceCents: 2_000_000,
    depositCents: 0,
  });
  const offer = (kms: number[], included: string[]) =>
    ({ slug: 'x', configurations: kms.map(configuration), included }) as unknown as LeaseOffer;
  const insured = ['Entretien et réparations', 'Assurance omnium (franchise fixe)'];

  it('says the annual mileage range and the insurance the lease offers give, and the reply delay of the forms', () => {
    const lease = leaseFacts([offer([10_000, 15_000], insured), offer([20_000, 25_000], insured)]);
    expect(lease).toMatchObject({
      annualKm: { min: 10_000, max: 25_000 },
      insurance: 'included',
      insuranceKind: 'omnium',
    });
    const content = { text: 'Kilométrage {{lease_mileage}}, {{lease_insurance}}. Offre {{reply_delay}}.' };
    expect(resolveFactTokens(content, { stockCount: null, locations: [], lease }, { preview: false })).toEqual({
      text: 'Kilométrage de 10\u202F000 à 25\u202F000 km par an, assurance omnium comprise. Offre sous un jour ouvrable.',
    });
  });

  it('says an offer’s cheapest monthly amount and its terms, by the offer’s slug', () => {
    const kia = {
      slug: 'kia-ev3',
      included: insured,
      configurations: [
        { ...configuration(15_000), monthlyInclVatCents: 52_800 },
        { ...configuration(10_000), monthlyInclVatCents: 49_300 },
      ],
    } as unknown as LeaseOffer;
    const lease = leaseFacts([kia, offer([10_000], insured)]);
    const content = { title: 'Kia EV3 dès {{lease_from:kia-ev3}}/mois', text: '{{lease_from_terms:kia-ev3}}.' };
    expect(resolveFactTokens(content, { stockCount: null, locations: [], lease }, { preview: false })).toEqual({
      title: 'Kia EV3 dès 493\u00A0€/mois',
      text: '48 mois, 10\u202F000 km par an.',
    });
    expect(factTokensIn(outlineOf({ component: 'card', title: '{{lease_from:kia-ev3}}' })).lease).toBe(true);
    // An offer that does not exist (any more) names nothing: kept in preview, left out of the page.
    const gone = { t: 'dès {{lease_from:fiat-grande-panda}}' };
    expect(resolveFactTokens(gone, { stockCount: null, locations: [], lease }, { preview: true })).toEqual(gone);
    expect(resolveFactTokens(gone, { stockCount: null, locations: [], lease }, { preview: false })).toEqual({
      t: 'dès ',
    });
  });

  it('says a business offer’s monthly amount excluding VAT and its terms, by the offer’s slug', () => {
    const offer = {
      slug: 'kia-ev3-business',
      monthlyExclVatCents: 42_900,
      monthlyInclVatCents: 50_193,
      durationMonths: 48,
      annualKm: 25_000,
    } as unknown as BusinessOffer;
    const content = {
      title: 'Kia EV3 dès {{business_from:kia-ev3-business}}/mois HTVA',
      text: '{{business_from_terms:kia-ev3-business}}, {{business_from:sportage-business}}',
    };
    const facts = { stockCount: null, locations: [], lease: null, business: new Map([[offer.slug, offer]]) };
    expect(resolveFactTokens(content, facts, { preview: false })).toEqual({
      title: 'Kia EV3 dès 429\u00A0€/mois HTVA',
      text: '48 mois, 25\u202F000 km par an, ',
    });
    expect(factTokensIn(outlineOf({ component: 'card', title: '{{business_from:x}}' }))).toMatchObject({
      business: true,
      lease: false,
    });
  });

  it('says insurance is optional when no offer includes it, and per offer when some do', () => {
    expect(leaseFacts([offer([10_000], ['Entretien'])]).insurance).toBe('optional');
    expect(leaseFacts([offer([10_000], ['Entretien']), offer([10_000], insured)]).insurance).toBe('some');
    expect(leaseInsuranceText({ insurance: 'optional', insuranceKind: null })).toBe('assurance en option');
  });

  it('names nothing without offers: the token stays in preview and leaves the published page', () => {
    const lease = leaseFacts([]);
    expect(
      resolveFactTokens({ t: '{{lease_mileage}}' }, { stockCount: null, locations: [], lease }, { preview: true }),
    ).toEqual({ t: '{{lease_mileage}}' });
    expect(factTokensIn(outlineOf({ component: 'page', title: '{{lease_insurance}}', body: [] }))).toMatchObject({
      any: true,
      lease: true,
    });
  });
});
