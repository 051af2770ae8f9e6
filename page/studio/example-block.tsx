import { asc } from 'drizzle-orm';
import type { PageSubject } from '@/blocks/page-subject';
import { listModels } from '@/content/entries';
import { getDb } from '@/db/client';
import { vehicles } from '@/db/schema';
import { BLOCK_EXAMPLES } from '@/registry/block-examples';
import { renderBlock } from '@/registry/render-blocks';
import { getVehicleCached } from '@/services/stock/vehicle-cache';
import { loadLeaseOffers } from '@/services/leases/load-lease-offers';
import { loadLocation, loadLocations } from '@/services/locations/load-locations';
import type { BlockName } from '@/vocabulary/block-types';

/** What a block's page is about, so a block that shows a page's subject renders with real data. */
type SubjectKind = 'vehicle' | 'lease-offer' | 'location' | 'model' | 'content';

const SUBJECT_OF: Partial<Record<BlockName, SubjectKind>> = {
  vehicle_summary: 'vehicle',
  vehicle_gallery: 'vehicle',
  vehicle_key_figures: 'vehicle',
  vehicle_characteristics: 'vehicle',
  vehicle_equipment: 'vehicle',
  vehicle_dealership: 'vehicle',
  vehicle_similar: 'vehicle',
  interest_form: 'vehicle',
  test_drive_form: 'vehicle',
  lease_offer: 'lease-offer',
  lease_configuration: 'lease-offer',
  lease_specification: 'lease-offer',
  location: 'location',
  employee: 'location',
  closure: 'location',
  opening_range: 'location',
  vehicle_model: 'model',
  model_trim: 'model',
  commercial_version: 'model',
};

/** The demo subject of a kind: the first vehicle in stock, the first site, lease offer and model of the content. */
async function demoSubject(kind: SubjectKind): Promise<PageSubject> {
  switch (kind) {
    case 'vehicle': {
      const [first] = await (
        await getDb()
      )
        .select({ id: vehicles.id })
        .from(vehicles)
        .orderBy(asc(vehicles.id))
        .limit(1);
      const vehicle = first ? await getVehicleCached(first.id) : null;
      return vehicle
        ? { kind: 'vehicle', vehicle, dealership: await loadLocation(vehicle.dealership) }
        : { kind: 'content' };
    }
    case 'lease-offer': {
      const [offer] = await loadLeaseOffers('published');
      return offer ? { kind: 'lease-offer', offer } : { kind: 'content' };
    }
    case 'location': {
      const [location] = await loadLocations('published');
      return location ? { kind: 'location', location, brand: null } : { kind: 'content' };
    }
    case 'model': {
      const [model] = await listModels({}, 'published');
      return model ? { kind: 'model', model: model.content } : { kind: 'content' };
    }
    case 'content':
      return { kind: 'content' };
  }
}

/**
 * The example with its relations resolved as the content service resolves them for pages
 * (`resolve_relations` in content/stories.ts): a model overview receives its model's story.
 */
async function resolvedExample(name: BlockName): Promise<unknown> {
  const example = BLOCK_EXAMPLES[name];
  if (example.component !== 'model_overview' || typeof example.model !== 'string') return example;
  const models = await listModels({}, 'published');
  const model = models.find(({ story }) => story.uuid === example.model) ?? models[0];
  if (!model) return example;
  return {
    ...example,
    model: {
      uuid: model.story.uuid,
      full_slug: model.story.fullSlug,
      name: model.story.name,
      content: model.story.content,
    },
  };
}

/** A block's example rendered as on a page of the site, with demo data for the subject it shows. */
export async function ExampleBlock({ name, path }: { name: BlockName; path: string }) {
  const subject = await demoSubject(SUBJECT_OF[name] ?? 'content');
  return renderBlock(await resolvedExample(name), {
    preview: true,
    params: {},
    searchParams: {},
    path,
    subject,
    story: {
      uuid: '00000000-0000-4000-8000-000000000000',
      fullSlug: `studio/${name}`,
      name: `Exemple ${name}`,
      firstPublishedAt: null,
    },
  });
}
