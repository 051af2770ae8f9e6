import type { LeaseConfiguration } from './lease-offer';

/**
 * The lease configurator's rules, as pure functions over an offer's configurations.
 *
 * A choice is a duration, an annual mileage and a colour; it always names an existing configuration.
 * The three options form a cascade in the order the page shows them: every duration of the offer is
 * offered; a mileage is offered when it exists for the chosen duration; a colour when it exists for the
 * chosen duration and mileage. So every configuration is reachable, top to bottom, and no impossible
 * combination can be chosen. When a change leaves the others impossible (a duration without the
 * current mileage, a request naming a combination that does not exist), the changed value is kept and
 * the others move as little as possible.
 */

export type LeaseChoice = Pick<LeaseConfiguration, 'durationMonths' | 'annualKm' | 'colour'>;
export type ChoiceDimension = keyof LeaseChoice;

/** The options in cascade order: the first is never constrained, each next one by those before it. */
export const CHOICE_DIMENSIONS = ['durationMonths', 'annualKm', 'colour'] as const satisfies readonly ChoiceDimension[];

export type LeaseOption<V> = { value: V; available: boolean };
export type LeaseOptions = {
  durationMonths: LeaseOption<number>[];
  annualKm: LeaseOption<number>[];
  colour: LeaseOption<string>[];
};

type Configurations = readonly LeaseConfiguration[];

export function choiceOf(configuration: LeaseConfiguration): LeaseChoice {
  return {
    durationMonths: configuration.durationMonths,
    annualKm: configuration.annualKm,
    colour: configuration.colour,
  };
}

function matches(configuration: LeaseConfiguration, choice: Partial<LeaseChoice>): boolean {
  return CHOICE_DIMENSIONS.every(
    (dimension) => choice[dimension] === undefined || configuration[dimension] === choice[dimension],
  );
}

/** The configuration a choice names, or undefined when that combination does not exist. */
export function configurationFor(configurations: Configurations, choice: LeaseChoice): LeaseConfiguration | undefined {
  return configurations.find((c) => matches(c, choice));
}

/** How far a value is from the wanted one: 0 when equal (or nothing wanted), the gap for numbers, 1 for another colour. */
function distance(dimension: ChoiceDimension, value: number | string, wanted: number | string | undefined): number {
  if (wanted === undefined || value === wanted) return 0;
  return dimension === 'colour' ? 1 : Math.abs(Number(value) - Number(wanted));
}

/**
 * The configuration closest to a (partial, possibly impossible) choice: the duration kept or the closest,
 * then the mileage, then the colour; among equals the lowest monthly amount, then the first in the content.
 * Undefined only for an offer without configurations.
 */
export function closestConfiguration(
  configurations: Configurations,
  wanted: Partial<LeaseChoice>,
): LeaseConfiguration | undefined {
  let best: LeaseConfiguration | undefined;
  for (const candidate of configurations) {
    if (!best || compare(candidate, best, wanted) < 0) best = candidate;
  }
  return best;
}

function compare(a: LeaseConfiguration, b: LeaseConfiguration, wanted: Partial<LeaseChoice>): number {
  for (const dimension of CHOICE_DIMENSIONS) {
    const gap =
      distance(dimension, a[dimension], wanted[dimension]) - distance(dimension, b[dimension], wanted[dimension]);
    if (gap !== 0) return gap;
  }
  return a.monthlyInclVatCents - b.monthlyInclVatCents;
}

/** The cheapest configuration (the offer's « à partir de »); the first in the content among equals. */
export function cheapestConfiguration(configurations: Configurations): LeaseConfiguration | undefined {
  return closestConfiguration(configurations, {});
}

/**
 * The choice to show for a requested one (from the address, or a form sent without JavaScript): that
 * combination when it exists, else the closest existing one; the cheapest when nothing is requested.
 */
export function resolveChoice(
  configurations: Configurations,
  requested: Partial<LeaseChoice>,
): LeaseChoice | undefined {
  const configuration = closestConfiguration(configurations, requested);
  return configuration ? choiceOf(configuration) : undefined;
}

/**
 * The choice after the visitor sets one option: the new value is kept; when the others are impossible
 * with it, they move to the closest values that exist with it (see `closestConfiguration`). A value the
 * offer does not have at all leaves the choice as it was.
 */
export function changeChoice<D extends ChoiceDimension>(
  configurations: Configurations,
  choice: LeaseChoice,
  dimension: D,
  value: LeaseChoice[D],
): LeaseChoice {
  const next = { ...choice, [dimension]: value };
  if (configurationFor(configurations, next)) return next;
  const closest = closestConfiguration(
    configurations.filter((c) => c[dimension] === value),
    choice,
  );
  return closest ? choiceOf(closest) : choice;
}

function distinct<V>(values: V[]): V[] {
  return [...new Set(values)];
}

/**
 * Every value of each option, marked available when it exists with the options above it (see the
 * cascade above): durations and mileages in increasing order, colours in content order.
 */
export function leaseOptions(configurations: Configurations, choice: LeaseChoice): LeaseOptions {
  const byNumber = (a: number, b: number) => a - b;
  const exists = (wanted: Partial<LeaseChoice>) => configurations.some((c) => matches(c, wanted));
  return {
    durationMonths: distinct(configurations.map((c) => c.durationMonths))
      .sort(byNumber)
      .map((value) => ({ value, available: true })),
    annualKm: distinct(configurations.map((c) => c.annualKm))
      .sort(byNumber)
      .map((value) => ({ value, available: exists({ durationMonths: choice.durationMonths, annualKm: value }) })),
    colour: distinct(configurations.map((c) => c.colour)).map((value) => ({
      value,
      available: exists({ durationMonths: choice.durationMonths, annualKm: choice.annualKm, colour: value }),
    })),
  };
}
