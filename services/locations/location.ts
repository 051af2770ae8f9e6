import type { BlockMap, StoryblokAsset, StoryblokMultilink } from '@/vocabulary/block-types';
import { formatProblems, parseBlock } from '@/vocabulary/validate-block';
import { isMake, type Make } from '@/services/stock/stock-vocabulary';
import { WEEKDAYS } from './luxembourg-time';
import type { WorkshopService } from './workshop-services';
import { emptyWeek, type OpeningSchedule, type TimeRange } from './opening-status';

export const LOCATION_ROLES = ['dealership', 'tyre_service'] as const;
export const TEAMS = ['sales', 'after_sales'] as const;
export type LocationRole = (typeof LOCATION_ROLES)[number];
export type Team = (typeof TEAMS)[number];

export type Employee = {
  name: string;
  role: string;
  team: Team;
  photo: { src: string; alt: string } | null;
  phone: string | null;
  email: string | null;
  brands: Make[];
};

/** A site of the group as the site shows it, read from its `location` story. */
export type Location = {
  slug: string;
  uuid: string;
  /** The story's path, `concessions/bertrange`. */
  fullSlug: string;
  name: string;
  role: LocationRole;
  intro: string;
  image: { src: string; alt: string } | null;
  address: { street: string; postalCode: string; locality: string };
  coordinates: { lat: number; lng: number };
  phone: string;
  email: string;
  routeUrl: string;
  /** The site's home page (its stock, team and news), when it has one. */
  homeLink: StoryblokMultilink | null;
  brandsSold: Make[];
  brandsServiced: Make[];
  showroom: OpeningSchedule;
  workshop: OpeningSchedule;
  /**
   * How many bookings one slot takes (test drives in showroom hours, each workshop service in workshop hours);
   * 0: none online. `workshop.pneus` is `tyreAppointment`: the tyre service's field came first.
   */
  slotCapacity: { testDrive: number; tyreAppointment: number; workshop: Record<WorkshopService, number> };
  vatNumber: string | null;
  iban: string | null;
  employees: Employee[];
};

type LocationBlock = BlockMap['location'];

/** An asset as the site shows it; null when the field holds no file. */
function image(asset: StoryblokAsset | undefined): { src: string; alt: string } | null {
  return asset?.filename ? { src: asset.filename, alt: asset.alt ?? '' } : null;
}

/** Optional text, trimmed; null when empty. */
const optionalText = (value: string | undefined): string | null => value?.trim() || null;

/** The makes of a brands field; the schema lets an options field hold an empty value. */
const makes = (values: readonly string[] | undefined): Make[] => (values ?? []).filter(isMake);

function schedule(block: LocationBlock, service: 'showroom' | 'workshop'): OpeningSchedule {
  const weekly = emptyWeek();
  for (const range of block[`${service}_hours`] ?? [])
    weekly[range.day].push({ opens: range.opens, closes: range.closes } satisfies TimeRange);
  for (const day of WEEKDAYS) weekly[day].sort((a, b) => a.opens.localeCompare(b.opens));
  const closures = (block.closures ?? [])
    .filter((c) => c.applies_to === 'all' || c.applies_to === service)
    .map((c) => ({
      from: c.from_date.slice(0, 10),
      to: (c.to_date || c.from_date).slice(0, 10),
      reason: c.reason ?? '',
    }));
  return { weekly, closures, closedOnPublicHolidays: block.closed_on_public_holidays ?? true };
}

/** A slot capacity from its field (the schema bounds it to 0–20); the schema's default when empty. */
const capacity = (value: string | undefined): number => (value ? Math.trunc(Number(value)) : DEFAULT_SLOT_CAPACITY);
const DEFAULT_SLOT_CAPACITY = 2;
/** A workshop service's capacity: empty means the site does not offer it online (its schema's default, 0). */
const serviceCapacity = (value: string | undefined): number => (value ? Math.trunc(Number(value)) : 0);

/** Directions to the site: the editor's link, or a route planner pointed at its coordinates. */
function routeUrl(block: LocationBlock): string {
  const link = block.route?.url || block.route?.cached_url;
  return link || `https://www.google.com/maps/dir/?api=1&destination=${block.latitude},${block.longitude}`;
}

/**
 * What the schema cannot say: a closing time goes up to 24:00 (midnight ending the day), not past it. A
 * closing time not after the opening time is allowed: the range ends the next day (see opening-status).
 */
function scheduleProblems(block: LocationBlock): string[] {
  return (['showroom_hours', 'workshop_hours'] as const).flatMap((field) =>
    (block[field] ?? []).flatMap((range, index) =>
      range.closes > '24:00'
        ? [`${field}[${index}].closes ${range.closes} is after midnight (24:00 at the latest)`]
        : [],
    ),
  );
}

export type LocationStory = { uuid: string; slug: string; fullSlug: string };
export type LocationParse = { ok: true; location: Location } | { ok: false; problems: string };

/** The site from its validated `location` content; the problems in words when it breaks a rule the schema cannot check. */
export function locationFromBlock(block: LocationBlock, story: LocationStory): LocationParse {
  const problems = scheduleProblems(block);
  if (problems.length > 0) return { ok: false, problems: problems.join('; ') };
  const lat = Number(block.latitude);
  const lng = Number(block.longitude);
  return {
    ok: true,
    location: {
      slug: story.slug,
      uuid: story.uuid,
      fullSlug: story.fullSlug,
      name: block.name,
      role: block.role,
      intro: block.intro ?? '',
      image: image(block.image),
      address: { street: block.street, postalCode: block.postal_code, locality: block.locality },
      coordinates: { lat, lng },
      phone: block.phone,
      email: block.email,
      routeUrl: routeUrl(block),
      homeLink: block.home?.cached_url || block.home?.url ? block.home : null,
      brandsSold: makes(block.brands_sold),
      brandsServiced: makes(block.brands_serviced),
      showroom: schedule(block, 'showroom'),
      workshop: schedule(block, 'workshop'),
      slotCapacity: {
        testDrive: capacity(block.test_drive_slot_capacity),
        tyreAppointment: capacity(block.tyre_slot_capacity),
        workshop: {
          revision: serviceCapacity(block.revision_slot_capacity),
          climatisation: serviceCapacity(block.climatisation_slot_capacity),
          carrosserie: serviceCapacity(block.bodywork_slot_capacity),
          'debosselage-peinture': serviceCapacity(block.dent_paint_slot_capacity),
          pneus: capacity(block.tyre_slot_capacity),
        },
      },
      vatNumber: optionalText(block.vat_number),
      iban: optionalText(block.iban),
      employees: (block.employees ?? []).map((e) => ({
        name: e.name,
        role: e.role,
        team: e.team,
        photo: image(e.photo),
        phone: optionalText(e.phone),
        email: optionalText(e.email),
        brands: makes(e.brands),
      })),
    },
  };
}

/** A location from a story's raw content: checked against the `location` schema, then as `locationFromBlock`. */
export function parseLocation(story: LocationStory & { content: unknown }): LocationParse {
  const parsed = parseBlock(story.content, 'location');
  return parsed.ok ? locationFromBlock(parsed.block, story) : { ok: false, problems: formatProblems(parsed.problems) };
}

/** `8, rue des Ateliers, L-8070 Bertrange`: a site's address on one line. */
export function addressLine({ street, postalCode, locality }: Location['address']): string {
  return `${street}, ${postalCode} ${locality}`;
}

/** Every brand a site sells or services. */
export function locationBrands(location: Pick<Location, 'brandsSold' | 'brandsServiced'>): Make[] {
  return [...new Set([...location.brandsSold, ...location.brandsServiced])];
}

/** The site's staff for a brand (or all), sales first. */
export function locationEmployees(
  location: Location,
  { brand, team }: { brand?: Make | null; team?: Team | null } = {},
): Employee[] {
  return location.employees
    .filter((e) => (!brand || e.brands.includes(brand)) && (!team || e.team === team))
    .sort((a, b) => TEAMS.indexOf(a.team) - TEAMS.indexOf(b.team));
}
