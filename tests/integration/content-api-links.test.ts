import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDraft } from '@/content/local-service/publishing';
import { startFixtureService, type FixtureService } from '../fixtures/content/fixture-service';

// cdn/links' parameters, asked for raw (no client in between) so the exact headers and link objects are visible.

let service: FixtureService;

beforeAll(async () => {
  service = await startFixtureService();
});

afterAll(async () => {
  await service?.close();
});

type Link = {
  id: number;
  slug: string;
  is_folder: boolean;
  published_at?: string | null;
  created_at?: string;
  updated_at?: string;
};

async function links(query: string): Promise<{ status: number; headers: Headers; body: unknown; links: Link[] }> {
  const response = await fetch(`${service.endpoint}/cdn/links?${query}&token=${service.previewToken}`);
  const body = (await response.json()) as { links?: Record<string, Link> };
  return { status: response.status, headers: response.headers, body, links: Object.values(body.links ?? {}) };
}

async function slugs(query: string): Promise<string[]> {
  return (await links(query)).links.map((link) => link.slug).sort();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('cdn/links with_parent', () => {
  it('0 lists what sits at the root', async () => {
    expect(await slugs('with_parent=0')).toEqual(['accueil', 'actualites', 'mentions-legales', 'modeles']);
  });

  it('a folder id lists what that folder holds', async () => {
    const folder = (await links('')).links.find((link) => link.slug === 'modeles')!;
    expect(await slugs(`with_parent=${folder.id}`)).toEqual([
      'modeles/',
      'modeles/peugeot-208',
      'modeles/renault-clio',
      'modeles/tesla-model-3',
      'modeles/volkswagen-golf',
    ]);
  });

  it('an id beyond any story is no match, and one that is not a number a 400 naming it', async () => {
    expect(await links('with_parent=99999999999999999999')).toMatchObject({ status: 200, links: [] });
    const { status, body } = await links('with_parent=modeles');
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining('"with_parent"') });
  });
});

describe('cdn/links starts_with', () => {
  it('ignores a trailing *, as Storyblok does', async () => {
    const plain = await slugs('starts_with=actualites/');
    expect(plain).toEqual(['actualites/', 'actualites/journees-portes-ouvertes', 'actualites/salon-auto-luxembourg']);
    expect(await slugs('starts_with=actualites/*')).toEqual(plain);
  });

  it('matches _ and % literally, not as LIKE wildcards', async () => {
    await saveDraft(service.db, 'promo_ete', { _uid: 'promo-1', component: 'page' });
    await saveDraft(service.db, 'promoxete', { _uid: 'promo-2', component: 'page' });
    expect(await slugs('version=draft&starts_with=promo_')).toEqual(['promo_ete']);
    expect(await slugs('version=draft&starts_with=promo%25')).toEqual([]);
  });
});

describe('cdn/links include_dates and paginated', () => {
  it('include_dates=1 adds published_at (null when never published), created_at and updated_at', async () => {
    const { status, links: all } = await links('version=draft&include_dates=1');
    expect(status).toBe(200);
    const bySlug = new Map(all.map((link) => [link.slug, link]));
    expect(bySlug.get('modeles/peugeot-208')).toMatchObject({ published_at: expect.stringMatching(ISO_DATE) });
    expect(bySlug.get('modeles/bmw-serie-3')).toMatchObject({ published_at: null });
    expect(bySlug.get('modeles')).toMatchObject({ published_at: null });
    for (const link of all) {
      expect(link, link.slug).toMatchObject({
        created_at: expect.stringMatching(ISO_DATE),
        updated_at: expect.stringMatching(ISO_DATE),
      });
    }
  });

  it('sends Total and Per-Page only when paginated=1', async () => {
    const whole = await links('');
    expect(whole.headers.get('total')).toBeNull();
    expect(whole.headers.get('per-page')).toBeNull();
    const paged = await links('paginated=1&per_page=5');
    expect(paged.links).toHaveLength(5);
    expect(paged.headers.get('total')).toBe(String(whole.links.length));
    expect(paged.headers.get('per-page')).toBe('5');
  });
});
