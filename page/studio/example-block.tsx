import type { PageSubject, ShownSubject } from '@/blocks/page-subject';
import { listModels } from '@/content/entries';
import { getDb } from '@/db/client';
import { registry } from '@/registry/registry';
import { renderBlock } from '@/registry/render-blocks';
import { firstVehicleId } from '@/services/stock/get-vehicle';
import { getVehicleCached } from '@/services/stock/vehicle-cache';
import { loadLeaseOffers } from '@/services/leases/load-lease-offers';
import { loadLocation, loadLocations } from '@/services/locations/load-locations';
import type { BlockName } from '@/vocabulary/block-types';

/** The demo subject of a kind: the first vehicle in stock, the first site and lease offer of the content. */
async function demoSubject(kind: ShownSubject | 'content'): Promise<PageSubject> {
  switch (kind) {
    case 'vehicle': {
      const id = await firstVehicleId(await getDb());
      const vehicle = id === null ? null : await getVehicleCached(id);
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
    case 'content':
      return { kind: 'content' };
  }
}

/**
 * The example with its relations resolved as the content service resolves them for pages
 * (`resolve_relations` in content/stories.ts): a model overview receives its model's story.
 */
async function resolvedExample(name: BlockName): Promise<unknown> {
  const { example } = registry[name];
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
  const { subject, usesSubject } = registry[name];
  return renderBlock(await resolvedExample(name), {
    version: 'draft',
    brand: null,
    searchParams: {},
    path,
    subject: await demoSubject(subject ?? usesSubject ?? 'content'),
    story: {
      uuid: '00000000-0000-4000-8000-000000000000',
      fullSlug: `studio/${name}`,
      name: `Exemple ${name}`,
      firstPublishedAt: null,
    },
  });
}
