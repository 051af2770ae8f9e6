import type { Dealership } from '@/services/stock/stock-vocabulary';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening periods of one day, local time `HH:MM`; an empty list means closed. */
export type OpeningPeriod = { opens: string; closes: string };
export type WeeklyHours = Record<Weekday, OpeningPeriod[]>;

/** A dealership as the site shows it (name, address, contact, showroom and workshop hours). */
export type DealershipDetails = {
  slug: Dealership;
  name: string;
  address: { street: string; postalCode: string; locality: string; country: 'LU' };
  /** As written for people: `+352 26 31 40 00`. */
  phone: string;
  email: string;
  hours: { showroom: WeeklyHours; workshop: WeeklyHours };
};

/** Hours from a list of `[days, opens, closes]`; days not listed are closed. */
function weekly(...spans: [Weekday[], string, string][]): WeeklyHours {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as OpeningPeriod[]])) as WeeklyHours;
  for (const [days, opens, closes] of spans) for (const day of days) hours[day].push({ opens, closes });
  return hours;
}

const WEEK: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/**
 * The three dealerships (the stock feed's `dealership` values). A typed module for now; a later issue
 * moves locations into the database.
 */
export const DEALERSHIP_DETAILS: Record<Dealership, DealershipDetails> = {
  bertrange: {
    slug: 'bertrange',
    name: 'Autopolis Bertrange',
    address: { street: '8, rue des Ateliers', postalCode: 'L-8070', locality: 'Bertrange', country: 'LU' },
    phone: '+352 26 31 40 00',
    email: 'bertrange@autopolis.lu',
    hours: {
      showroom: weekly([WEEK, '08:30', '19:00'], [['saturday'], '09:00', '17:00']),
      workshop: weekly([WEEK, '07:30', '18:00']),
    },
  },
  niederkorn: {
    slug: 'niederkorn',
    name: 'Autopolis Niederkorn',
    address: { street: '45, route de Pétange', postalCode: 'L-4645', locality: 'Niederkorn', country: 'LU' },
    phone: '+352 26 58 21 00',
    email: 'niederkorn@autopolis.lu',
    hours: {
      showroom: weekly([WEEK, '08:30', '18:30'], [['saturday'], '09:00', '16:00']),
      workshop: weekly([WEEK, '07:30', '18:00']),
    },
  },
  'esch-sur-alzette': {
    slug: 'esch-sur-alzette',
    name: 'Autopolis Esch-sur-Alzette',
    address: { street: '112, boulevard J.F. Kennedy', postalCode: 'L-4171', locality: 'Esch-sur-Alzette', country: 'LU' },
    phone: '+352 26 54 77 00',
    email: 'esch@autopolis.lu',
    hours: {
      showroom: weekly([WEEK, '08:30', '18:30'], [['saturday'], '09:00', '17:00']),
      workshop: weekly([WEEK, '07:30', '18:00'], [['saturday'], '08:00', '16:00']),
    },
  },
};

/** The dealership with this slug, or null for a value the site does not know. */
export function dealershipDetails(slug: string): DealershipDetails | null {
  return Object.hasOwn(DEALERSHIP_DETAILS, slug) ? DEALERSHIP_DETAILS[slug as Dealership] : null;
}
