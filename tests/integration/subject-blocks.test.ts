import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderContext } from '@/blocks/block-context';
import type { PageSubject, SubjectOf } from '@/blocks/page-subject';
import { vehicleImages, vehicles } from '@/db/schema';
import { renderBlock } from '@/registry/render-blocks';
import { registry } from '@/registry/registry';
import { parseLeaseOffer } from '@/services/leases/lease-offer';
import { getVehicle, type Vehicle } from '@/services/stock/get-vehicle';
import type { BlockName } from '@/vocabulary/block-types';
import { seedLocation } from '../fixtures/content/seed-location';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';
import { randomVehicles } from '../fixtures/stock/random-vehicles';
import { vehicleHref } from '@/site/vehicles/vehicle-route';

/**
 * The blocks that show a page's subject, rendered from a fixture subject as a page renders them, and the
 * renderer's check of that subject (registry/render-blocks.tsx): a vehicle block on an editorial page shows
 * nothing to visitors and says why to editors.
 */
let database: TestDatabase;
let vehicle: Vehicle;

function seedContent(file: string): { uuid: string; content: Record<string, unknown> } {
  return JSON.parse(readFileSync(`content/seed/stories/${file}.json`, 'utf8')) as {
    uuid: string;
    content: Record<string, unknown>;
  };
}

const story = { uuid: '00000000-0000-4000-8000-000000000001', fullSlug: 'test', name: 'Test', firstPublishedAt: null };

function page(subject: PageSubject, version: RenderContext['version'] = 'published', path = '/test') {
  return { version, brand: null, path, subject, searchParams: {}, story };
}

/** A block's example rendered by the renderer, as on a page about `subject` (at `path`). */
function rendered(name: BlockName, subject: PageSubject, version?: RenderContext['version'], path?: string): string {
  return renderToStaticMarkup(renderBlock(registry[name].example, page(subject, version, path)) as ReactNode);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = randomVehicles(1);
  const [inserted] = await database.db
    .insert(vehicles)
    .values({
      ...row!,
      make: 'kia',
      makeName: 'Kia',
      model: 'ev3',
      modelName: 'EV3',
      year: 2024,
      mileageKm: 12_500,
      priceCents: 3_499_000,
    })
    .returning({ id: vehicles.id });
  await database.db.insert(vehicleImages).values({
    vehicleId: inserted!.id,
    position: 0,
    url: '/api/vehicle-images/suv/red/front.svg',
    alt: 'Kia EV3 rouge, vue avant',
    width: 1200,
    height: 800,
  });
  vehicle = (await getVehicle(database.db, inserted!.id))!;
  // A fresh database and the first render of the blocks: long on a loaded machine.
}, 120_000);

afterAll(() => database?.close());

describe('blocks that show a vehicle', () => {
  const onItsPage = (): SubjectOf<'vehicle'> => ({ kind: 'vehicle', vehicle, dealership: seedLocation('bertrange') });

  it('the summary names the vehicle in its heading, with its price and its site', () => {
    const html = rendered('vehicle_summary', onItsPage());
    expect(html).toMatch(/<h1[^>]*>Kia EV3[^<]*<\/h1>/);
    expect(html).toContain('34\u202f990');
    expect(html).toContain('Bertrange');
  });

  it('on a form page the summary is compact and links to no form; on the vehicle page it offers both', () => {
    const base = vehicleHref(vehicle);
    const onPage = rendered('vehicle_summary', onItsPage(), 'published', base);
    expect(onPage).toContain(`href="${base}/interessee"`);
    expect(onPage).toContain(`href="${base}/essai-routier"`);
    for (const form of ['interessee', 'essai-routier']) {
      const html = rendered('vehicle_summary', onItsPage(), 'published', `${base}/${form}`);
      expect(html, form).toMatch(/<h1[^>]*>Kia EV3[^<]*<\/h1>/);
      expect(html, form).toContain('34\u202f990');
      expect(html, form).toContain('Bertrange');
      // Not the page the visitor is on, nor the other form: the form below is what they came for.
      expect(html, form).not.toContain(`href="${base}/`);
      // Which car it is, in three facts; the rest is on the vehicle's page.
      expect(html, form).toContain(`12\u202f500 km`);
      expect(html, form).not.toContain(' ch<');
    }
  });

  it('the gallery has its region when the vehicle has photos, the key figures its mileage and year', () => {
    expect(rendered('vehicle_gallery', onItsPage())).toContain('aria-label="Photos"');
    expect(rendered('vehicle_gallery', { ...onItsPage(), vehicle: { ...vehicle, images: [] } })).toBe('');
    const figures = rendered('vehicle_key_figures', onItsPage());
    expect(figures).toContain('12\u202f500');
    expect(figures).toContain('2024');
  });

  it('the dealership block shows the site the vehicle stands at', () => {
    expect(rendered('vehicle_dealership', onItsPage())).toContain('Bertrange');
  });

  it('renders nothing on a page about something else, and tells editors why in preview', () => {
    for (const name of ['vehicle_summary', 'vehicle_gallery', 'vehicle_key_figures', 'interest_form'] as const) {
      expect(rendered(name, { kind: 'content' }), name).toBe('');
      const preview = rendered(name, { kind: 'content' }, 'draft');
      expect(preview, name).toContain(`data-invalid-block="${name}"`);
      expect(preview, name).toContain('véhicule');
    }
  });
});

describe('blocks that show a site or a lease offer', () => {
  it('the location block shows the site it is about', () => {
    const html = rendered('location', { kind: 'location', location: seedLocation('bertrange'), brand: null });
    expect(html).toContain('Bertrange');
    expect(rendered('location', { kind: 'content' })).toBe('');
  });

  it('the lease offer shows its offer; an offer that does not add up shows its problems to editors', () => {
    const story = seedContent('private-lease/kia-picanto');
    const parsed = parseLeaseOffer(story.content, 'kia-picanto');
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    expect(rendered('lease_offer', { kind: 'lease-offer', offer: parsed.offer })).toContain('Picanto');
    const invalid: PageSubject = { kind: 'lease-offer-invalid', problems: ['la durée 36 mois n’a pas de prix'] };
    expect(rendered('lease_offer', invalid, 'draft')).toContain('la durée 36 mois n’a pas de prix');
    expect(rendered('lease_offer', invalid)).toBe('');
  });
});
