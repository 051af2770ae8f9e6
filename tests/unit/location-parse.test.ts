import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  locationEmployees,
  locationFromBlock,
  parseLocation,
  type Employee,
  type Location,
} from '@/services/locations/location';
import type { BlockMap, StoryblokAsset } from '@/vocabulary/block-types';

type LocationBlock = BlockMap['location'];
type Range = NonNullable<LocationBlock['showroom_hours']>[number];
type ClosureBlock = NonNullable<LocationBlock['closures']>[number];
type EmployeeBlock = NonNullable<LocationBlock['employees']>[number];

const STORY = { uuid: 'uuid-niederkorn', slug: 'niederkorn', fullSlug: 'concessions/niederkorn' };

const asset = (filename: string | null, alt: string | null): StoryblokAsset => ({
  id: 1,
  alt,
  name: '',
  focus: '',
  title: '',
  filename,
  copyright: '',
  fieldtype: 'asset',
  is_external_url: false,
});

const range = (day: Range['day'], opens: string, closes: string): Range => ({
  _uid: `${day}-${opens}`,
  component: 'opening_range',
  day,
  opens,
  closes,
});
const closure = (fields: Omit<ClosureBlock, '_uid' | 'component'>): ClosureBlock => ({
  _uid: `closure-${fields.from_date}`,
  component: 'closure',
  ...fields,
});
const employee = (fields: Omit<EmployeeBlock, '_uid' | 'component'>): EmployeeBlock => ({
  _uid: `employee-${fields.name}`,
  component: 'employee',
  ...fields,
});

/** The least a location holds: every optional field left out. */
const MINIMAL: LocationBlock = {
  _uid: 'minimal',
  component: 'location',
  name: 'Autopolis Niederkorn',
  role: 'dealership',
  street: '45, route de Pétange',
  postal_code: 'L-4645',
  locality: 'Niederkorn',
  latitude: '49.5370',
  longitude: '5.8900',
  phone: '+352 26 58 21 00',
  email: 'niederkorn@autopolis.lu',
};

const EMPTY_WEEK = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };

function parsed(block: LocationBlock): Location {
  const result = locationFromBlock(block, STORY);
  if (!result.ok) throw new Error(result.problems);
  return result.location;
}

describe('locationFromBlock', () => {
  it('reads a location with every optional field left out, with their defaults', () => {
    expect(parsed(MINIMAL)).toEqual({
      slug: 'niederkorn',
      uuid: 'uuid-niederkorn',
      fullSlug: 'concessions/niederkorn',
      name: 'Autopolis Niederkorn',
      role: 'dealership',
      intro: '',
      image: null,
      address: { street: '45, route de Pétange', postalCode: 'L-4645', locality: 'Niederkorn' },
      coordinates: { lat: 49.537, lng: 5.89 },
      phone: '+352 26 58 21 00',
      email: 'niederkorn@autopolis.lu',
      // The coordinates as the editor typed them, trailing zeros included.
      routeUrl: 'https://www.google.com/maps/dir/?api=1&destination=49.5370,5.8900',
      brandsSold: [],
      brandsServiced: [],
      showroom: { weekly: EMPTY_WEEK, closures: [], closedOnPublicHolidays: true },
      workshop: { weekly: EMPTY_WEEK, closures: [], closedOnPublicHolidays: true },
      slotCapacity: {
        testDrive: 2,
        tyreAppointment: 2,
        // The workshop's other services are not offered online unless the story gives them a capacity.
        workshop: { revision: 0, climatisation: 0, carrosserie: 0, 'debosselage-peinture': 0, pneus: 2 },
      },
      vatNumber: null,
      iban: null,
      employees: [],
      homeLink: null,
    } satisfies Location);
  });

  it('keeps a link to the site’s home page, and no empty one', () => {
    const home = {
      id: '',
      url: '',
      linktype: 'story',
      fieldtype: 'multilink',
      cached_url: 'home-page/niederkorn',
    } as const;
    expect(parsed({ ...MINIMAL, home }).homeLink).toEqual(home);
    expect(parsed({ ...MINIMAL, home: { ...home, cached_url: '' } }).homeLink).toBeNull();
  });

  it('keeps the intro', () => {
    expect(parsed({ ...MINIMAL, intro: 'Sur la route de Pétange.' }).intro).toBe('Sur la route de Pétange.');
  });

  it('reads the image, with an empty alt when the asset has none, and no image for an asset without a file', () => {
    expect(parsed({ ...MINIMAL, image: asset('/assets/site.svg', 'Le showroom') }).image).toEqual({
      src: '/assets/site.svg',
      alt: 'Le showroom',
    });
    expect(parsed({ ...MINIMAL, image: asset('/assets/site.svg', null) }).image).toEqual({
      src: '/assets/site.svg',
      alt: '',
    });
    expect(parsed({ ...MINIMAL, image: asset(null, 'Le showroom') }).image).toBeNull();
    expect(parsed({ ...MINIMAL, image: asset('', 'Le showroom') }).image).toBeNull();
  });

  it('trims the VAT number and IBAN, and reads a blank one as none', () => {
    const location = parsed({ ...MINIMAL, vat_number: '  LU12345678 ', iban: '\tLU37 0019 4006 4475 1002\n' });
    expect(location.vatNumber).toBe('LU12345678');
    expect(location.iban).toBe('LU37 0019 4006 4475 1002');
    const blank = parsed({ ...MINIMAL, vat_number: '   ', iban: '' });
    expect(blank.vatNumber).toBeNull();
    expect(blank.iban).toBeNull();
  });

  it('keeps only the known makes of the brands fields', () => {
    const location = parsed({
      ...MINIMAL,
      brands_sold: ['kia', '', 'opel'],
      // Not a make of the group: an option removed from the schema but still in old content.
      brands_serviced: ['tesla', 'mg'] as unknown as LocationBlock['brands_serviced'],
    });
    expect(location.brandsSold).toEqual(['kia', 'opel']);
    expect(location.brandsServiced).toEqual(['mg']);
  });

  it('sorts each day’s ranges by opening time, whatever the editor’s order', () => {
    const location = parsed({
      ...MINIMAL,
      showroom_hours: [
        range('monday', '13:30', '18:30'),
        range('saturday', '09:00', '12:00'),
        range('monday', '08:30', '12:00'),
        range('sunday', '14:00', '17:00'),
        range('sunday', '10:00', '12:00'),
      ],
      workshop_hours: [
        range('friday', '13:00', '17:00'),
        range('friday', '07:30', '12:00'),
        range('friday', '12:30', '12:45'),
      ],
    });
    expect(location.showroom.weekly).toEqual({
      ...EMPTY_WEEK,
      monday: [
        { opens: '08:30', closes: '12:00' },
        { opens: '13:30', closes: '18:30' },
      ],
      saturday: [{ opens: '09:00', closes: '12:00' }],
      sunday: [
        { opens: '10:00', closes: '12:00' },
        { opens: '14:00', closes: '17:00' },
      ],
    });
    expect(location.workshop.weekly).toEqual({
      ...EMPTY_WEEK,
      friday: [
        { opens: '07:30', closes: '12:00' },
        { opens: '12:30', closes: '12:45' },
        { opens: '13:00', closes: '17:00' },
      ],
    });
  });

  it('gives each service the closures that apply to it, by whole days', () => {
    const location = parsed({
      ...MINIMAL,
      closures: [
        closure({
          from_date: '2026-12-24 00:00',
          to_date: '2026-12-24 00:00',
          applies_to: 'all',
          reason: 'Veille de Noël',
        }),
        closure({
          from_date: '2026-08-03 00:00',
          to_date: '2026-08-14 00:00',
          applies_to: 'showroom',
          reason: 'Congés d’été',
        }),
        closure({ from_date: '2026-09-07 00:00', to_date: '', applies_to: 'workshop', reason: 'Inventaire' }),
        closure({ from_date: '2026-10-05 00:00', applies_to: 'workshop' }),
      ],
    });
    expect(location.showroom.closures).toEqual([
      { from: '2026-12-24', to: '2026-12-24', reason: 'Veille de Noël' },
      { from: '2026-08-03', to: '2026-08-14', reason: 'Congés d’été' },
    ]);
    expect(location.workshop.closures).toEqual([
      { from: '2026-12-24', to: '2026-12-24', reason: 'Veille de Noël' },
      { from: '2026-09-07', to: '2026-09-07', reason: 'Inventaire' }, // an empty end: that one day
      { from: '2026-10-05', to: '2026-10-05', reason: '' }, // no end and no reason
    ]);
  });

  it('reads closed_on_public_holidays, true unless set to false', () => {
    expect(parsed({ ...MINIMAL, closed_on_public_holidays: false }).showroom.closedOnPublicHolidays).toBe(false);
    expect(parsed({ ...MINIMAL, closed_on_public_holidays: false }).workshop.closedOnPublicHolidays).toBe(false);
    expect(parsed({ ...MINIMAL, closed_on_public_holidays: true }).showroom.closedOnPublicHolidays).toBe(true);
    expect(parsed(MINIMAL).workshop.closedOnPublicHolidays).toBe(true);
  });

  it('takes the route from the editor’s link, its cached URL, else a route planner at the coordinates', () => {
    const link = (url: string, cachedUrl: string): LocationBlock['route'] => ({
      id: '',
      url,
      cached_url: cachedUrl,
      linktype: 'url',
      fieldtype: 'multilink',
    });
    expect(
      parsed({ ...MINIMAL, route: link('https://maps.example/niederkorn', 'https://maps.example/cached') }).routeUrl,
    ).toBe('https://maps.example/niederkorn');
    expect(parsed({ ...MINIMAL, route: link('', 'https://maps.example/cached') }).routeUrl).toBe(
      'https://maps.example/cached',
    );
    expect(parsed({ ...MINIMAL, route: link('', '') }).routeUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=49.5370,5.8900',
    );
    expect(parsed({ ...MINIMAL, latitude: '49.6066', longitude: '6.0505' }).routeUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=49.6066,6.0505',
    );
  });

  it('reads the slot capacities, 2 when empty, 0 meaning no online booking', () => {
    expect(parsed({ ...MINIMAL, test_drive_slot_capacity: '0', tyre_slot_capacity: '3' }).slotCapacity).toMatchObject({
      testDrive: 0,
      tyreAppointment: 3,
    });
    expect(parsed({ ...MINIMAL, test_drive_slot_capacity: '5', tyre_slot_capacity: '0' }).slotCapacity).toMatchObject({
      testDrive: 5,
      tyreAppointment: 0,
    });
    expect(parsed({ ...MINIMAL, test_drive_slot_capacity: '', tyre_slot_capacity: '' }).slotCapacity).toMatchObject({
      testDrive: 2,
      tyreAppointment: 2,
    });
  });

  it('reads which workshop services a site offers online from their capacities, none when empty', () => {
    const site = parsed({
      ...MINIMAL,
      tyre_slot_capacity: '3',
      revision_slot_capacity: '2',
      climatisation_slot_capacity: '1',
      bodywork_slot_capacity: '0',
    });
    expect(site.slotCapacity.workshop).toEqual({
      revision: 2,
      climatisation: 1,
      carrosserie: 0,
      'debosselage-peinture': 0,
      // The tyre service's capacity is the field it had before the others.
      pneus: 3,
    });
  });

  it('reads the employees with their team, brands, photo and trimmed contact details', () => {
    const location = parsed({
      ...MINIMAL,
      employees: [
        employee({
          name: 'Yasmina Haddad',
          role: 'Conseillère commerciale',
          team: 'sales',
          photo: asset('/assets/portrait-6.svg', 'Portrait de Yasmina Haddad'),
          phone: ' +352 26 58 21 11 ',
          email: 'yasmina.haddad@autopolis.lu ',
          brands: ['opel', '', 'kia'],
        }),
        employee({
          name: 'Marc Weber',
          role: 'Réceptionnaire atelier',
          team: 'after_sales',
          photo: asset('/assets/portrait-2.svg', null),
          phone: '  ',
          email: '',
        }),
        employee({ name: 'Luc Schmit', role: 'Chef d’atelier', team: 'after_sales', photo: asset(null, null) }),
      ],
    });
    expect(location.employees).toEqual([
      {
        name: 'Yasmina Haddad',
        role: 'Conseillère commerciale',
        team: 'sales',
        photo: { src: '/assets/portrait-6.svg', alt: 'Portrait de Yasmina Haddad' },
        phone: '+352 26 58 21 11',
        email: 'yasmina.haddad@autopolis.lu',
        brands: ['opel', 'kia'],
      },
      {
        name: 'Marc Weber',
        role: 'Réceptionnaire atelier',
        team: 'after_sales',
        photo: { src: '/assets/portrait-2.svg', alt: '' },
        phone: null,
        email: null,
        brands: [],
      },
      {
        name: 'Luc Schmit',
        role: 'Chef d’atelier',
        team: 'after_sales',
        photo: null,
        phone: null,
        email: null,
        brands: [],
      },
    ] satisfies Employee[]);
  });

  it('names every closing time after 24:00, joined by semicolons, and accepts 24:00 itself', () => {
    const result = locationFromBlock(
      {
        ...MINIMAL,
        showroom_hours: [range('monday', '08:00', '24:00'), range('tuesday', '20:00', '24:30')],
        workshop_hours: [range('friday', '18:00', '25:00')],
      },
      STORY,
    );
    expect(result).toEqual({
      ok: false,
      problems:
        'showroom_hours[1].closes 24:30 is after midnight (24:00 at the latest); workshop_hours[0].closes 25:00 is after midnight (24:00 at the latest)',
    });
    expect(locationFromBlock({ ...MINIMAL, workshop_hours: [range('friday', '18:00', '24:00')] }, STORY).ok).toBe(true);
  });
});

describe('parseLocation', () => {
  it('reads a seed story through the schema', () => {
    const story = JSON.parse(readFileSync('content/seed/stories/concessions/bertrange.json', 'utf8')) as {
      uuid: string;
      content: unknown;
    };
    const result = parseLocation({
      uuid: story.uuid,
      slug: 'bertrange',
      fullSlug: 'concessions/bertrange',
      content: story.content,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.location).toMatchObject({
      slug: 'bertrange',
      uuid: '5a1c0b3e-6f1d-4c4e-9b0a-1e2d3c4b5a01',
      fullSlug: 'concessions/bertrange',
      name: 'Autopolis Bertrange',
      address: { street: '8, rue des Ateliers', postalCode: 'L-8070', locality: 'Bertrange' },
      coordinates: { lat: 49.6066, lng: 6.0505 },
      routeUrl: 'https://www.google.com/maps/dir/?api=1&destination=49.6066,6.0505',
    });
    expect(result.location.showroom.weekly.monday).toEqual([{ opens: '08:30', closes: '19:00' }]);
  });

  it('gives the schema’s problems for content that breaks it', () => {
    const result = parseLocation({ ...STORY, content: { ...MINIMAL, role: 'garage' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toContain('location.role');
  });
});

describe('locationEmployees', () => {
  const person = (name: string, team: Employee['team'], brands: Employee['brands']): Employee => ({
    name,
    role: 'Conseiller',
    team,
    photo: null,
    phone: null,
    email: null,
    brands,
  });
  // After-sales staff first in the content: the function must put sales first.
  const employees = [
    person('Ana', 'after_sales', ['kia']),
    person('Ben', 'sales', ['opel', 'kia']),
    person('Cleo', 'after_sales', ['opel']),
    person('Dan', 'sales', []),
    person('Eva', 'after_sales', []),
  ];
  const names = (filter?: Parameters<typeof locationEmployees>[1]) =>
    locationEmployees({ ...parsed(MINIMAL), employees }, filter).map((e) => e.name);

  it('gives everyone, sales first, keeping the content’s order within a team', () => {
    expect(names()).toEqual(['Ben', 'Dan', 'Ana', 'Cleo', 'Eva']);
    expect(names({})).toEqual(['Ben', 'Dan', 'Ana', 'Cleo', 'Eva']);
    expect(names({ brand: null, team: null })).toEqual(['Ben', 'Dan', 'Ana', 'Cleo', 'Eva']);
  });

  it('filters by brand, by team, or both', () => {
    expect(names({ brand: 'kia' })).toEqual(['Ben', 'Ana']);
    expect(names({ brand: 'opel' })).toEqual(['Ben', 'Cleo']);
    expect(names({ brand: 'ford' })).toEqual([]);
    expect(names({ team: 'sales' })).toEqual(['Ben', 'Dan']);
    expect(names({ team: 'after_sales' })).toEqual(['Ana', 'Cleo', 'Eva']);
    expect(names({ brand: 'opel', team: 'after_sales' })).toEqual(['Cleo']);
    expect(names({ brand: 'kia', team: 'sales' })).toEqual(['Ben']);
  });

  it('leaves the location’s list as it was', () => {
    names();
    expect(employees.map((e) => e.name)).toEqual(['Ana', 'Ben', 'Cleo', 'Dan', 'Eva']);
  });
});
