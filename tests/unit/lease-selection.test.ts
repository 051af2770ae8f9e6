import { describe, expect, it } from 'vitest';
import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import {
  changeChoice,
  cheapestConfiguration,
  choiceOf,
  closestConfiguration,
  configurationFor,
  leaseOptions,
  resolveChoice,
  type LeaseChoice,
} from '@/services/leases/lease-selection';

/** A configuration from its choice and monthly amount incl. VAT (in euros); the rest follows. */
function config(colour: string, durationMonths: number, annualKm: number, monthlyEuros: number): LeaseConfiguration {
  const monthlyInclVatCents = Math.round(monthlyEuros * 100);
  return {
    id: `${colour}-${durationMonths}-${annualKm}`,
    colour,
    durationMonths,
    annualKm,
    monthlyInclVatCents,
    monthlyExclVatCents: Math.round(monthlyInclVatCents / 1.17),
    cataloguePriceCents: 1_679_000,
    depositCents: 0,
  };
}

// The Kia Picanto offer of the seed: white has five combinations, green three.
const WHITE = 'Blanc Clair';
const GREEN = 'Vert Aventure métallisé';
const PICANTO = [
  config(GREEN, 48, 10000, 287),
  config(GREEN, 48, 15000, 302),
  config(GREEN, 60, 10000, 280),
  config(WHITE, 24, 10000, 305),
  config(WHITE, 36, 10000, 290),
  config(WHITE, 48, 10000, 280),
  config(WHITE, 48, 15000, 295),
  config(WHITE, 60, 15000, 288),
];

const choice = (colour: string, durationMonths: number, annualKm: number): LeaseChoice => ({
  colour,
  durationMonths,
  annualKm,
});
const available = <V>(options: { value: V; available: boolean }[]) =>
  options.filter((o) => o.available).map((o) => o.value);
const unavailable = <V>(options: { value: V; available: boolean }[]) =>
  options.filter((o) => !o.available).map((o) => o.value);

describe('configurationFor', () => {
  it('finds the configuration a choice names', () => {
    expect(configurationFor(PICANTO, choice(WHITE, 36, 10000))?.monthlyInclVatCents).toBe(29000);
  });

  it('finds nothing for a combination that does not exist', () => {
    expect(configurationFor(PICANTO, choice(GREEN, 36, 10000))).toBeUndefined();
  });
});

describe('cheapestConfiguration', () => {
  it('is the lowest monthly amount, the first in the content among equals', () => {
    // Green 60 months and white 48 months both cost 280 €: green comes first in the content.
    expect(cheapestConfiguration(PICANTO)).toBe(PICANTO[2]);
    expect(cheapestConfiguration([PICANTO[5]!, PICANTO[2]!])).toBe(PICANTO[5]);
  });

  it('is undefined for an offer without configurations', () => {
    expect(cheapestConfiguration([])).toBeUndefined();
  });
});

describe('leaseOptions', () => {
  it('offers every duration of the offer, in increasing order', () => {
    const options = leaseOptions(PICANTO, choice(GREEN, 60, 10000));
    expect(options.durationMonths).toEqual([24, 36, 48, 60].map((value) => ({ value, available: true })));
  });

  it('offers only the mileages that exist for the chosen duration', () => {
    const options = leaseOptions(PICANTO, choice(WHITE, 36, 10000));
    expect(available(options.annualKm)).toEqual([10000]);
    expect(unavailable(options.annualKm)).toEqual([15000]);
  });

  it('offers only the colours that exist for the chosen duration and mileage', () => {
    expect(available(leaseOptions(PICANTO, choice(WHITE, 36, 10000)).colour)).toEqual([WHITE]);
    expect(available(leaseOptions(PICANTO, choice(WHITE, 48, 10000)).colour)).toEqual([GREEN, WHITE]);
    expect(available(leaseOptions(PICANTO, choice(GREEN, 60, 10000)).colour)).toEqual([GREEN]);
  });

  it('lists colours in content order and mileages in increasing order', () => {
    const options = leaseOptions(
      [config('Rouge', 36, 20000, 300), config('Noir', 36, 10000, 290)],
      choice('Rouge', 36, 20000),
    );
    expect(options.colour.map((o) => o.value)).toEqual(['Rouge', 'Noir']);
    expect(options.annualKm.map((o) => o.value)).toEqual([10000, 20000]);
  });

  it('never offers a combination that does not exist', () => {
    for (const configuration of PICANTO) {
      const current = choiceOf(configuration);
      const options = leaseOptions(PICANTO, current);
      for (const km of available(options.annualKm)) {
        expect(PICANTO.some((c) => c.durationMonths === current.durationMonths && c.annualKm === km)).toBe(true);
      }
      for (const colour of available(options.colour)) {
        expect(configurationFor(PICANTO, { ...current, colour })).toBeDefined();
      }
    }
  });

  it('lets every configuration be reached from any other, top to bottom', () => {
    for (const start of PICANTO) {
      for (const target of PICANTO) {
        let current = choiceOf(start);
        for (const dimension of ['durationMonths', 'annualKm', 'colour'] as const) {
          const options = leaseOptions(PICANTO, current)[dimension] as { value: unknown; available: boolean }[];
          expect(options.find((o) => o.value === target[dimension])?.available).toBe(true);
          current = changeChoice(PICANTO, current, dimension, target[dimension]);
        }
        expect(current).toEqual(choiceOf(target));
      }
    }
  });
});

describe('changeChoice', () => {
  it('changes only the option when the new combination exists', () => {
    expect(changeChoice(PICANTO, choice(WHITE, 36, 10000), 'durationMonths', 24)).toEqual(choice(WHITE, 24, 10000));
    expect(changeChoice(PICANTO, choice(WHITE, 48, 10000), 'colour', GREEN)).toEqual(choice(GREEN, 48, 10000));
  });

  it('keeps the changed option and the other values that still fit', () => {
    // 24 months exists only with 10 000 km: the mileage moves, the colour stays.
    expect(changeChoice(PICANTO, choice(WHITE, 48, 15000), 'durationMonths', 24)).toEqual(choice(WHITE, 24, 10000));
    // Green 60 months exists only with 10 000 km, white 60 months with 15 000 km: the mileage stays.
    expect(changeChoice(PICANTO, choice(GREEN, 48, 15000), 'durationMonths', 60)).toEqual(choice(WHITE, 60, 15000));
    // A mileage the duration offers, but not in this colour: the colour moves.
    expect(changeChoice(PICANTO, choice(WHITE, 60, 15000), 'annualKm', 10000)).toEqual(choice(GREEN, 60, 10000));
  });

  it('keeps the mileage before the colour when both cannot stay', () => {
    // No green at 36 months: the mileage (10 000 km) is kept, so the colour becomes white.
    expect(changeChoice(PICANTO, choice(GREEN, 48, 10000), 'durationMonths', 36)).toEqual(choice(WHITE, 36, 10000));
  });

  it('moves the others to the closest duration, not the furthest', () => {
    // Green does not exist at 24 months: 48 months is closer than 60.
    expect(changeChoice(PICANTO, choice(WHITE, 24, 10000), 'colour', GREEN)).toEqual(choice(GREEN, 48, 10000));
  });

  it('picks the cheapest among configurations equally close', () => {
    const offer = [config('Rouge', 36, 10000, 300), config('Noir', 48, 15000, 340), config('Blanc', 48, 15000, 320)];
    expect(changeChoice(offer, choice('Rouge', 36, 10000), 'durationMonths', 48)).toEqual(choice('Blanc', 48, 15000));
  });

  it('leaves the choice as it was for a value the offer does not have', () => {
    expect(changeChoice(PICANTO, choice(WHITE, 36, 10000), 'durationMonths', 72)).toEqual(choice(WHITE, 36, 10000));
    expect(changeChoice(PICANTO, choice(WHITE, 36, 10000), 'colour', 'Rose')).toEqual(choice(WHITE, 36, 10000));
  });

  it('always lands on an existing configuration', () => {
    for (const configuration of PICANTO) {
      for (const value of [24, 36, 48, 60]) {
        const next = changeChoice(PICANTO, choiceOf(configuration), 'durationMonths', value);
        expect(next.durationMonths).toBe(value);
        expect(configurationFor(PICANTO, next)).toBeDefined();
      }
      for (const value of [10000, 15000]) {
        const next = changeChoice(PICANTO, choiceOf(configuration), 'annualKm', value);
        expect(next.annualKm).toBe(value);
        expect(configurationFor(PICANTO, next)).toBeDefined();
      }
    }
  });
});

describe('resolveChoice and closestConfiguration', () => {
  it('is the cheapest configuration when nothing is asked', () => {
    expect(resolveChoice(PICANTO, {})).toEqual(choice(GREEN, 60, 10000));
  });

  it('is the asked combination when it exists', () => {
    expect(resolveChoice(PICANTO, choice(WHITE, 60, 15000))).toEqual(choice(WHITE, 60, 15000));
  });

  it('keeps the duration first, then the mileage, for a combination that does not exist', () => {
    expect(resolveChoice(PICANTO, choice(GREEN, 36, 15000))).toEqual(choice(WHITE, 36, 10000));
    expect(resolveChoice(PICANTO, { colour: GREEN })).toEqual(choice(GREEN, 60, 10000));
    expect(resolveChoice(PICANTO, { annualKm: 15000 })).toEqual(choice(WHITE, 60, 15000));
  });

  it('is undefined for an offer without configurations', () => {
    expect(resolveChoice([], {})).toBeUndefined();
    expect(closestConfiguration([], { durationMonths: 36 })).toBeUndefined();
  });
});
