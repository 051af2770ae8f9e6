import type { ISbStoriesParams, ISbStoryData } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_UUIDS as U, startFixtureService, type FixtureService } from '../fixtures/content/fixture-service';

let service: FixtureService;

beforeAll(async () => {
  service = await startFixtureService();
});

afterAll(async () => {
  await service?.close();
});

const PUBLISHED_IN_DEFAULT_ORDER = [
  'accueil',
  'actualites/',
  'actualites/journees-portes-ouvertes',
  'actualites/salon-auto-luxembourg',
  'mentions-legales',
  'modeles/',
  'modeles/peugeot-208',
  'modeles/renault-clio',
  'modeles/volkswagen-golf',
  'modeles/tesla-model-3',
];

const CAR = {
  peugeot: 'modeles/peugeot-208',
  clio: 'modeles/renault-clio',
  golf: 'modeles/volkswagen-golf',
  tesla: 'modeles/tesla-model-3',
  bmw: 'modeles/bmw-serie-3',
};

async function slugsOf(params: ISbStoriesParams): Promise<string[]> {
  const { data } = await service.client.getStories(params);
  return data.stories.map((story) => story.full_slug);
}

function carSlugs(filter_query: unknown, params: ISbStoriesParams = {}): Promise<string[]> {
  return slugsOf({ content_type: 'car-model', filter_query, ...params });
}

/** The cdn/links object of the Peugeot 208 story, as both cdn/links and resolve_links=link give it. */
const peugeotLink = () => ({
  id: expect.any(Number),
  uuid: U.peugeot208,
  slug: CAR.peugeot,
  path: null,
  parent_id: expect.any(Number),
  name: 'Peugeot 208',
  is_folder: false,
  published: true,
  is_startpage: false,
  position: 10,
  real_path: `/${CAR.peugeot}`,
});

describe('cdn/stories: listing and paging', () => {
  it('lists every published story (never a folder) by position, then id', async () => {
    expect(await slugsOf({})).toEqual(PUBLISHED_IN_DEFAULT_ORDER);
  });

  it('pages with per_page and page, and says Total and Per-Page in headers', async () => {
    const second = await service.client.getStories({ per_page: 3, page: 2 });
    expect(second.total).toBe(10);
    expect(second.perPage).toBe(3);
    expect(second.data.stories.map((story) => story.full_slug)).toEqual(PUBLISHED_IN_DEFAULT_ORDER.slice(3, 6));
    const last = await service.client.getStories({ per_page: 3, page: 4 });
    expect(last.data.stories.map((story) => story.full_slug)).toEqual(PUBLISHED_IN_DEFAULT_ORDER.slice(9));
    const beyond = await service.client.getStories({ per_page: 3, page: 5 });
    expect(beyond.data.stories).toEqual([]);
    expect(beyond.total).toBe(10);
  });

  it('getAll walks every page', async () => {
    const all: ISbStoryData[] = await service.client.getAll('cdn/stories', { per_page: 3 });
    expect(all.map((story) => story.full_slug)).toEqual(PUBLISHED_IN_DEFAULT_ORDER);
  });

  it('answers a list with no match with 200 and no stories', async () => {
    const response = await service.client.getStories({ starts_with: 'occasions/' });
    expect(response.data.stories).toEqual([]);
    expect(response.total).toBe(0);
  });
});

describe('cdn/stories: story filters', () => {
  it('starts_with keeps a folder and its startpage', async () => {
    expect(await slugsOf({ starts_with: 'modeles/' })).toEqual([
      'modeles/',
      CAR.peugeot,
      CAR.clio,
      CAR.golf,
      CAR.tesla,
    ]);
  });

  it('by_slugs and excluding_slugs take comma lists with * wildcards', async () => {
    expect(await slugsOf({ by_slugs: 'modeles/*,accueil' })).toEqual([
      'accueil',
      'modeles/',
      CAR.peugeot,
      CAR.clio,
      CAR.golf,
      CAR.tesla,
    ]);
    expect(await slugsOf({ excluding_slugs: 'modeles/*,actualites/*' })).toEqual(['accueil', 'mentions-legales']);
  });

  it('by_uuids filters, by_uuids_ordered also keeps the given order', async () => {
    expect(await slugsOf({ by_uuids: `${U.volkswagenGolf},${U.peugeot208}` })).toEqual([CAR.peugeot, CAR.golf]);
    expect(await slugsOf({ by_uuids_ordered: `${U.teslaModel3},${U.peugeot208},${U.volkswagenGolf}` })).toEqual([
      CAR.tesla,
      CAR.peugeot,
      CAR.golf,
    ]);
  });

  it('with_tag matches any of the listed tags', async () => {
    expect(await slugsOf({ with_tag: 'citadine' })).toEqual([CAR.peugeot, CAR.clio]);
    expect(await slugsOf({ with_tag: 'citadine,electrique' })).toEqual([CAR.peugeot, CAR.clio, CAR.tesla]);
  });

  it('is_startpage keeps or drops folder startpages', async () => {
    expect(await slugsOf({ is_startpage: true })).toEqual(['actualites/', 'modeles/']);
    expect(await slugsOf({ starts_with: 'modeles/', is_startpage: false })).toEqual([
      CAR.peugeot,
      CAR.clio,
      CAR.golf,
      CAR.tesla,
    ]);
  });

  it('level selects a folder depth', async () => {
    expect(await slugsOf({ level: 1 })).toEqual(['accueil', 'mentions-legales']);
    expect(await slugsOf({ level: 2 })).toHaveLength(8);
  });

  it('content_type matches the root component, and draft sees unpublished stories', async () => {
    expect(await slugsOf({ content_type: 'car-model' })).toEqual([CAR.peugeot, CAR.clio, CAR.golf, CAR.tesla]);
    expect(await slugsOf({ content_type: 'car-model', version: 'draft' })).toEqual([
      CAR.peugeot,
      CAR.clio,
      CAR.golf,
      CAR.tesla,
      CAR.bmw,
    ]);
  });

  it('excluding_ids drops stories by id', async () => {
    const { data } = await service.client.getStory('accueil');
    expect(await slugsOf({ level: 1, excluding_ids: String(data.story.id) })).toEqual(['mentions-legales']);
  });

  it('excluding_fields removes fields from every block', async () => {
    const { data } = await service.client.getStories({
      content_type: 'car-model',
      excluding_fields: 'equipment,price',
    });
    for (const story of data.stories) {
      expect(story.content).not.toHaveProperty('equipment');
      expect(story.content).not.toHaveProperty('price');
      expect(story.content).toHaveProperty('title');
    }
  });
});

describe('cdn/stories: filter_query', () => {
  it('in and not_in compare exact values', async () => {
    expect(await carSlugs({ fuel: { in: 'essence,diesel' } })).toEqual([CAR.peugeot, CAR.golf]);
    expect(await carSlugs({ fuel: { not_in: 'essence,diesel' } })).toEqual([CAR.clio, CAR.tesla]);
  });

  it('like and not_like use * as wildcard, ignoring case', async () => {
    expect(await carSlugs({ title: { like: '*golf*' } })).toEqual([CAR.golf]);
    expect(await carSlugs({ title: { not_like: '*e-tech*' } })).toEqual([CAR.peugeot, CAR.golf, CAR.tesla]);
  });

  it('gt_int and lt_int compare numbers, whether stored as numbers or strings', async () => {
    expect(await carSlugs({ power: { gt_int: 100 } })).toEqual([CAR.golf, CAR.tesla]);
    expect(await carSlugs({ power: { lt_int: 100 } })).toEqual([CAR.peugeot, CAR.clio]);
  });

  it('gt_float and lt_float compare decimals', async () => {
    expect(await carSlugs({ price: { gt_float: 20000 } })).toEqual([CAR.golf, CAR.tesla]);
    expect(await carSlugs({ price: { lt_float: 19990.6 } })).toEqual([CAR.peugeot, CAR.clio]);
  });

  it('gt_date and lt_date compare date-time fields', async () => {
    expect(await carSlugs({ available_from: { gt_date: '2024-05-01 00:00' } })).toEqual([CAR.golf, CAR.tesla]);
    expect(await carSlugs({ available_from: { lt_date: '2024-05-01 00:00' } })).toEqual([CAR.peugeot, CAR.clio]);
  });

  it('any_in_array and all_in_array look inside array fields', async () => {
    expect(await carSlugs({ equipment: { any_in_array: 'autopilot,sieges_chauffants' } })).toEqual([
      CAR.golf,
      CAR.tesla,
    ]);
    expect(await carSlugs({ equipment: { all_in_array: 'gps,camera_recul' } })).toEqual([
      CAR.peugeot,
      CAR.golf,
      CAR.tesla,
    ]);
  });

  it('is tests booleans, null and emptiness', async () => {
    expect(await carSlugs({ is_new: { is: 'true' } })).toEqual([CAR.peugeot, CAR.tesla]);
    expect(await carSlugs({ is_new: { is: 'false' } })).toEqual([CAR.clio, CAR.golf]);
    expect(await carSlugs({ subtitle: { is: 'empty' } })).toEqual([CAR.clio, CAR.tesla]);
    expect(await carSlugs({ subtitle: { is: 'not_empty' } })).toEqual([CAR.peugeot, CAR.golf]);
    expect(await carSlugs({ subtitle: { is: 'null' } })).toEqual([CAR.tesla]);
    expect(await carSlugs({ equipment: { is: 'not_empty_array' } })).toHaveLength(4);
  });

  it('several conditions all apply', async () => {
    expect(await carSlugs({ fuel: { in: 'essence,electrique' }, power: { gt_int: 100 } })).toEqual([CAR.tesla]);
  });

  it('__or as the client sends an array: each entry is an alternative', async () => {
    expect(await carSlugs({ __or: [{ fuel: { in: 'electrique' } }, { power: { lt_int: 70 } }] })).toEqual([
      CAR.clio,
      CAR.tesla,
    ]);
  });

  it('__or with numbered groups: AND inside a group, OR between groups', async () => {
    const filter = { __or: { 0: { fuel: { in: 'diesel' }, power: { gt_int: 200 } }, 1: { is_new: { is: 'true' } } } };
    expect(await carSlugs(filter)).toEqual([CAR.peugeot, CAR.tesla]);
  });

  it('Total counts the filtered stories, not the page', async () => {
    const response = await service.client.getStories({
      content_type: 'car-model',
      filter_query: { power: { gt_int: 70 } },
      per_page: 1,
    });
    expect(response.data.stories).toHaveLength(1);
    expect(response.total).toBe(3);
  });
});

describe('cdn/stories: sort_by', () => {
  it('sorts on story fields', async () => {
    expect(await slugsOf({ content_type: 'car-model', sort_by: 'first_published_at:desc' })).toEqual([
      CAR.tesla,
      CAR.peugeot,
      CAR.clio,
      CAR.golf,
    ]);
    expect(await slugsOf({ content_type: 'car-model', sort_by: 'name:asc' })).toEqual([
      CAR.peugeot,
      CAR.clio,
      CAR.tesla,
      CAR.golf,
    ]);
  });

  it('sorts content fields as text, or as numbers with :int and :float', async () => {
    expect(await slugsOf({ content_type: 'car-model', sort_by: 'content.power:asc:int' })).toEqual([
      CAR.clio,
      CAR.peugeot,
      CAR.golf,
      CAR.tesla,
    ]);
    expect(await slugsOf({ content_type: 'car-model', sort_by: 'content.power:asc' })).toEqual([
      CAR.golf,
      CAR.tesla,
      CAR.clio,
      CAR.peugeot,
    ]);
    expect(await slugsOf({ content_type: 'car-model', sort_by: 'content.price:desc:float' })).toEqual([
      CAR.tesla,
      CAR.golf,
      CAR.peugeot,
      CAR.clio,
    ]);
  });
});

describe('cdn/stories/{slug}', () => {
  it('finds a story by full slug, id and uuid, in Storyblok’s shape', async () => {
    const { data } = await service.client.getStory(CAR.golf);
    const story = data.story;
    expect(Object.keys(story)).toEqual([
      'name',
      'created_at',
      'published_at',
      'updated_at',
      'id',
      'uuid',
      'content',
      'slug',
      'full_slug',
      'sort_by_date',
      'position',
      'tag_list',
      'is_startpage',
      'parent_id',
      'meta_data',
      'group_id',
      'first_published_at',
      'release_id',
      'lang',
      'path',
      'alternates',
      'default_full_slug',
      'translated_slugs',
    ]);
    expect(story).toMatchObject({
      name: 'Volkswagen Golf',
      uuid: U.volkswagenGolf,
      slug: 'volkswagen-golf',
      full_slug: CAR.golf,
      tag_list: ['compacte', 'diesel'],
      is_startpage: false,
      meta_data: null,
      release_id: null,
      lang: 'default',
      path: null,
      alternates: [],
      default_full_slug: null,
      translated_slugs: null,
      first_published_at: '2023-03-15T09:00:00.000Z',
    });
    expect(story.parent_id).toEqual(expect.any(Number));
    expect(typeof data.cv).toBe('number');

    const byId = await service.client.getStory(String(story.id));
    expect(byId.data.story.full_slug).toBe(CAR.golf);
    const byUuid = await service.client.getStory(U.volkswagenGolf, { find_by: 'uuid' });
    expect(byUuid.data.story.full_slug).toBe(CAR.golf);
  });

  it('a folder path with a trailing slash is the folder’s startpage', async () => {
    const { data } = await service.client.getStory('modeles/');
    expect(data.story).toMatchObject({ name: 'Nos modèles', full_slug: 'modeles/', is_startpage: true });
  });

  it('a root story has no parent', async () => {
    const { data } = await service.client.getStory('accueil');
    expect(data.story.parent_id).toBeNull();
  });

  it('an unpublished story is missing in published and present in draft', async () => {
    await expect(service.client.getStory(CAR.bmw, { version: 'published' })).rejects.toMatchObject({
      status: 404,
      response: { data: ['This record could not be found'] },
    });
    const raw = await fetch(`${service.endpoint}/cdn/stories/${CAR.bmw}?token=local`);
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual(['This record could not be found']);

    const { data } = await service.client.getStory(CAR.bmw, { version: 'draft' });
    expect(data.story).toMatchObject({ full_slug: CAR.bmw, published_at: null, first_published_at: null });
  });
});

describe('resolve_relations and resolve_links', () => {
  it('returns rels and the client puts the stories in place of their uuids', async () => {
    const { data } = await service.client.getStory('actualites/salon-auto-luxembourg', {
      resolve_relations: 'article.related',
    });
    expect(data.rels.map((story) => story.uuid)).toEqual([U.teslaModel3]);
    const related = data.story.content.related as unknown[];
    expect(related[0]).toMatchObject({
      uuid: U.teslaModel3,
      full_slug: CAR.tesla,
      content: { component: 'car-model' },
    });
    // The BMW is not published: it stays a bare uuid, as with Storyblok.
    expect(related[1]).toBe(U.bmwSerie3);
  });

  it('resolves relations of unpublished stories in draft', async () => {
    const { data } = await service.client.getStory('actualites/salon-auto-luxembourg', {
      version: 'draft',
      resolve_relations: ['article.related'],
    });
    const related = data.story.content.related as { full_slug: string }[];
    expect(related.map((story) => story.full_slug)).toEqual([CAR.tesla, CAR.bmw]);
  });

  it('resolves relations in nested blocks of a list', async () => {
    const { data } = await service.client.getStories({
      by_slugs: 'accueil',
      resolve_relations: 'model-highlight.models',
    });
    const highlight = (data.stories[0]!.content.body as { component: string; models: { full_slug: string }[] }[]).find(
      (block) => block.component === 'model-highlight',
    );
    expect(highlight?.models.map((story) => story.full_slug)).toEqual([CAR.golf, CAR.peugeot]);
  });

  it('resolve_links=url puts a link object in .story of each story multilink', async () => {
    const { data } = await service.client.getStory('accueil', { resolve_links: 'url' });
    expect(data.links).toHaveLength(1);
    const hero = (data.story.content.body as { cta_link: { story?: unknown } }[])[0]!;
    expect(hero.cta_link.story).toMatchObject({
      uuid: U.peugeot208,
      full_slug: CAR.peugeot,
      url: CAR.peugeot,
      name: 'Peugeot 208',
    });
  });

  it('resolve_links=story puts the whole story, in multilinks and rich-text links', async () => {
    const { data } = await service.client.getStory('actualites/salon-auto-luxembourg', { resolve_links: 'story' });
    const content = data.story.content as {
      cta: { story?: { content: { component: string } } };
      body: { text: { content: { content: { marks?: { attrs: { story?: { full_slug: string } } }[] }[] }[] } }[];
    };
    expect(content.cta.story?.content.component).toBe('car-model');
    const linkMark = content.body[0]!.text.content[0]!.content[1]!.marks![0]!;
    expect(linkMark.attrs.story?.full_slug).toBe(CAR.peugeot);
  });
});

describe('resolve_links modes', () => {
  // accueil's hero links to the Peugeot 208.
  it('resolve_links=1 is resolve_links=story, and 0 resolves nothing', async () => {
    const story = await service.client.getStory('accueil', { resolve_links: '1' });
    expect(story.data.links).toEqual([
      expect.objectContaining({ uuid: U.peugeot208, content: expect.objectContaining({ component: 'car-model' }) }),
    ]);
    const none = await service.client.getStory('accueil', { resolve_links: '0' });
    expect(none.data.links).toEqual([]);
  });

  it('resolve_links=link gives cdn/links objects, without their dates', async () => {
    const { data } = await service.client.getStory('accueil', { resolve_links: 'link' });
    expect(data.links).toEqual([peugeotLink()]);
  });
});

describe('draft and published', () => {
  it('draft puts Storyblok’s _editable on every block', async () => {
    const { storyblokEditable } = await import('@storyblok/js');
    const { data } = await service.client.getStory('accueil', { version: 'draft' });
    const story = data.story;
    expect(story.content._editable).toBe(
      `<!--#storyblok#{"name": "page", "space": "1", "uid": "accueil-root", "id": "${story.id}"}-->`,
    );
    const blocks = collectBlocks(story.content);
    expect(blocks.map((block) => block._uid)).toEqual([
      'accueil-root',
      'accueil-hero',
      'accueil-highlight',
      'accueil-columns',
      'accueil-column-1',
      'accueil-column-2',
    ]);
    for (const block of blocks) {
      expect(storyblokEditable(block)).toEqual({
        'data-blok-c': JSON.stringify({ name: block.component, space: '1', uid: block._uid, id: String(story.id) }),
        'data-blok-uid': `${story.id}-${block._uid}`,
      });
    }
  });

  it('published carries no _editable', async () => {
    const { data } = await service.client.getStories({ version: 'published', resolve_relations: 'article.related' });
    expect(JSON.stringify(data)).not.toContain('_editable');
  });
});

describe('cdn/links', () => {
  it('lists folders and published stories keyed by uuid', async () => {
    const { data } = await service.client.get('cdn/links', {});
    const links = data.links as Record<string, Record<string, unknown>>;
    expect(Object.keys(links)).toHaveLength(12);
    expect(links[U.peugeot208]).toEqual(peugeotLink());
    const folder = Object.values(links).find((link) => link.slug === 'modeles');
    expect(folder).toMatchObject({ name: 'Modèles', is_folder: true, parent_id: null, real_path: '/modeles' });
    expect(links[U.bmwSerie3]).toBeUndefined();
  });

  it('draft adds unpublished stories, marked unpublished', async () => {
    const { data } = await service.client.get('cdn/links', { version: 'draft' });
    expect(data.links?.[U.bmwSerie3]).toMatchObject({ slug: CAR.bmw, published: false });
  });

  it('starts_with filters and paginated=1 pages', async () => {
    const { data } = await service.client.get('cdn/links', { starts_with: 'actualites' });
    expect(
      Object.values(data.links as Record<string, { slug: string }>)
        .map((link) => link.slug)
        .sort(),
    ).toEqual(['actualites', 'actualites/', 'actualites/journees-portes-ouvertes', 'actualites/salon-auto-luxembourg']);
    const page = await service.client.get('cdn/links', { paginated: 1, per_page: 5, page: 3 });
    expect(Object.keys(page.data.links ?? {})).toHaveLength(2);
    expect(page.total).toBe(12);
    expect(page.perPage).toBe(5);
  });
});

describe('cdn/datasource_entries', () => {
  it('lists a datasource’s entries in order, with Total and Per-Page', async () => {
    const response = await service.client.get('cdn/datasource_entries', { datasource: 'carburants' });
    expect(response.data.datasource_entries).toEqual([
      { id: expect.any(Number), name: 'essence', value: 'Essence', dimension_value: null },
      { id: expect.any(Number), name: 'diesel', value: 'Diesel', dimension_value: null },
      { id: expect.any(Number), name: 'electrique', value: 'Électrique', dimension_value: null },
      { id: expect.any(Number), name: 'hybride', value: 'Hybride', dimension_value: null },
    ]);
    expect(response.total).toBe(4);
    expect(response.perPage).toBe(25);
    expect(typeof response.data.cv).toBe('number');
  });

  it('gives the value of the requested dimension', async () => {
    const { data } = await service.client.get('cdn/datasource_entries', { datasource: 'carburants', dimension: 'de' });
    expect(data.datasource_entries.map((entry: { dimension_value: string | null }) => entry.dimension_value)).toEqual([
      'Benzin',
      'Diesel',
      'Elektrisch',
      null,
    ]);
  });

  it('pages, and lists every datasource without a datasource parameter', async () => {
    const page = await service.client.get('cdn/datasource_entries', { datasource: 'carburants', per_page: 3, page: 2 });
    expect(page.data.datasource_entries.map((entry: { name: string }) => entry.name)).toEqual(['hybride']);
    const all = await service.client.get('cdn/datasource_entries', {});
    expect(all.total).toBe(6);
  });
});

describe('cdn/spaces/me', () => {
  it('names the space and its current cv', async () => {
    const { data } = await service.client.get('cdn/spaces/me', {});
    const stories = await service.client.getStories({});
    expect(data).toEqual({
      space: {
        id: 1,
        name: expect.any(String),
        domain: expect.any(String),
        version: stories.data.cv,
        language_codes: [],
      },
    });
  });
});

type TestBlock = { _uid: string; component: string; _editable?: string };

function collectBlocks(value: unknown, found: TestBlock[] = []): TestBlock[] {
  if (Array.isArray(value)) for (const item of value) collectBlocks(item, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record._uid === 'string' && typeof record.component === 'string') found.push(record as TestBlock);
    for (const child of Object.values(record)) collectBlocks(child, found);
  }
  return found;
}
