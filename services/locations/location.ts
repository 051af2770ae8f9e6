import { z } from 'zod';
import { MAKES, type Make } from '@/services/stock/stock-vocabulary';
import { WEEKDAYS, type Weekday } from './luxembourg-time';
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
  brandsSold: Make[];
  brandsServiced: Make[];
  showroom: OpeningSchedule;
  workshop: OpeningSchedule;
  vatNumber: string | null;
  iban: string | null;
  employees: Employee[];
};

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'expected a time HH:MM' });
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'expected a number' }).transform(Number);
const optionalText = z.string().optional().transform((value) => value?.trim() || null);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}/, { error: 'expected a date YYYY-MM-DD' }).transform((v) => v.slice(0, 10));
const asset = z
  .object({ filename: z.string().nullable().optional(), alt: z.string().nullable().optional() })
  .optional()
  .transform((a) => (a?.filename ? { src: a.filename, alt: a.alt ?? '' } : null));

const rangeSchema = z.object({ component: z.literal('opening_range'), day: z.enum(WEEKDAYS), opens: time, closes: time });
const closureSchema = z.object({
  component: z.literal('closure'),
  from_date: day,
  to_date: z.union([day, z.literal('')]).optional(),
  applies_to: z.enum(['all', 'showroom', 'workshop']).default('all'),
  reason: z.string().default(''),
});
const employeeSchema = z.object({
  component: z.literal('employee'),
  name: z.string().min(1),
  role: z.string().min(1),
  team: z.enum(TEAMS),
  photo: asset,
  phone: optionalText,
  email: optionalText,
  brands: z.array(z.enum(MAKES)).default([]),
});

/** The `location` content type (Storyblok field names), checked field by field. */
const locationContentSchema = z.object({
  component: z.literal('location'),
  name: z.string().min(1),
  role: z.enum(LOCATION_ROLES).default('dealership'),
  intro: z.string().default(''),
  image: asset,
  street: z.string().min(1),
  postal_code: z.string().regex(/^L-\d{4}$/, { error: 'expected a Luxembourg postcode such as L-8070' }),
  locality: z.string().min(1),
  latitude: decimal.pipe(z.number().min(-90).max(90)),
  longitude: decimal.pipe(z.number().min(-180).max(180)),
  phone: z.string().min(1),
  email: z.email(),
  route: z.object({ url: z.string().optional(), cached_url: z.string().optional() }).optional(),
  brands_sold: z.array(z.enum(MAKES)).default([]),
  brands_serviced: z.array(z.enum(MAKES)).default([]),
  showroom_hours: z.array(rangeSchema).default([]),
  workshop_hours: z.array(rangeSchema).default([]),
  closed_on_public_holidays: z.boolean().default(true),
  closures: z.array(closureSchema).default([]),
  vat_number: optionalText,
  iban: optionalText,
  employees: z.array(employeeSchema).default([]),
});

type LocationContent = z.infer<typeof locationContentSchema>;

function schedule(content: LocationContent, service: 'showroom' | 'workshop'): OpeningSchedule {
  const weekly = emptyWeek();
  for (const range of content[`${service}_hours`]) weekly[range.day as Weekday].push({ opens: range.opens, closes: range.closes } satisfies TimeRange);
  for (const day of WEEKDAYS) weekly[day].sort((a, b) => a.opens.localeCompare(b.opens));
  const closures = content.closures
    .filter((c) => c.applies_to === 'all' || c.applies_to === service)
    .map((c) => ({ from: c.from_date, to: c.to_date || c.from_date, reason: c.reason }));
  return { weekly, closures, closedOnPublicHolidays: content.closed_on_public_holidays };
}

/** Directions to the site: the editor's link, or a route planner pointed at its coordinates. */
function routeUrl(content: LocationContent): string {
  const link = content.route?.url || content.route?.cached_url;
  return link || `https://www.google.com/maps/dir/?api=1&destination=${content.latitude},${content.longitude}`;
}

export type LocationStory = { uuid: string; slug: string; fullSlug: string; content: unknown };

/** A location from its story; the problems in words when the content is not a usable location. */
export function parseLocation(story: LocationStory): { ok: true; location: Location } | { ok: false; problems: string } {
  const parsed = locationContentSchema.safeParse(story.content);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(content)'}: ${i.message}`).join('; ') };
  }
  const content = parsed.data;
  return {
    ok: true,
    location: {
      slug: story.slug,
      uuid: story.uuid,
      fullSlug: story.fullSlug,
      name: content.name,
      role: content.role,
      intro: content.intro,
      image: content.image,
      address: { street: content.street, postalCode: content.postal_code, locality: content.locality },
      coordinates: { lat: content.latitude, lng: content.longitude },
      phone: content.phone,
      email: content.email,
      routeUrl: routeUrl(content),
      brandsSold: content.brands_sold,
      brandsServiced: content.brands_serviced,
      showroom: schedule(content, 'showroom'),
      workshop: schedule(content, 'workshop'),
      vatNumber: content.vat_number,
      iban: content.iban,
      employees: content.employees.map(({ name, role, team, photo, phone, email, brands }) => ({ name, role, team, photo, phone, email, brands })),
    },
  };
}

/** Every brand a site sells or services. */
export function locationBrands(location: Pick<Location, 'brandsSold' | 'brandsServiced'>): Make[] {
  return [...new Set([...location.brandsSold, ...location.brandsServiced])];
}

/** The site's staff for a brand (or all), sales first. */
export function locationEmployees(location: Location, { brand, team }: { brand?: Make | null; team?: Team | null } = {}): Employee[] {
  return location.employees
    .filter((e) => (!brand || e.brands.includes(brand)) && (!team || e.team === team))
    .sort((a, b) => TEAMS.indexOf(a.team) - TEAMS.indexOf(b.team));
}
