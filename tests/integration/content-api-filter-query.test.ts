import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { saveDraft } from '@/content/local-service/publishing';
import { startFixtureService, type FixtureService } from '../fixtures/content/fixture-service';

// filter_query against stories whose fields are nested, null, missing, empty, or hold LIKE's own
// wildcards. The four stories are drafts of their own content type, created in this order.
let service: FixtureService;

const ESSAI = ['essai-1', 'essai-2', 'essai-3', 'essai-4'] as const;
const [S1, S2, S3, S4] = ESSAI;

beforeAll(async () => {
  service = await startFixtureService();
  await saveDraft(service.db, S1, {
    _uid: 'e1',
    component: 'essai',
    title: 'Remise 100% garantie',
    code: 'GTI_2',
    seo: { title: 'Alpha', meta: { robots: 'index' } },
    body: [{ _uid: 'e1-b', component: 'feature', name: 'Bloc A' }],
    options: ['gps', 'toit'],
    active: true,
    note: 'texte',
    released: '2024-05-01',
  });
  await saveDraft(service.db, S2, {
    _uid: 'e2',
    component: 'essai',
    title: 'Remise 1000 garantie',
    code: 'GTIX2',
    seo: { title: 'Beta', meta: { robots: 'noindex' } },
    body: [{ _uid: 'e2-b', component: 'feature', name: 'Bloc B' }],
    options: [],
    active: false,
    note: null,
    released: '2024-05-01T10:30',
  });
  await saveDraft(service.db, S3, {
    _uid: 'e3',
    component: 'essai',
    title: 'Sans remise',
    code: 'gti',
    seo: { title: 'Gamma' },
    options: 'gps',
    note: '',
    released: '2024-04-30 23:59',
  });
  await saveDraft(service.db, S4, { _uid: 'e4', component: 'essai', title: 'Vide' });
}, 60_000);

afterAll(async () => {
  await service?.close();
});

/** The slugs of the test stories matching one filter, asked in-process as the site's own client asks. */
async function matching(filter: Record<string, string>): Promise<string[]> {
  const params = new URLSearchParams({ version: 'draft', content_type: 'essai' });
  for (const [key, value] of Object.entries(filter)) params.append(`filter_query${key}`, value);
  const response = await handleContentRequest(
    service.db,
    new URL(`http://local-content.invalid/v2/cdn/stories?${params}`),
    'preview',
  );
  const body = (await response.json()) as { stories?: { full_slug: string }[]; error?: string };
  expect(response.status, body.error).toBe(200);
  return body.stories!.map((story) => story.full_slug);
}

describe('filter_query on nested fields', () => {
  it('a dotted field reads inside objects, at any depth', async () => {
    expect(await matching({ '[seo.title][in]': 'Alpha,Gamma' })).toEqual([S1, S3]);
    expect(await matching({ '[seo.meta.robots][in]': 'noindex' })).toEqual([S2]);
    expect(await matching({ '[seo.title][like]': 'b*' })).toEqual([S2]);
  });

  it('a number in the path is an index into a list of blocks (Storyblok’s body.0.name)', async () => {
    expect(await matching({ '[body.0.name][in]': 'Bloc A' })).toEqual([S1]);
  });
});

describe('filter_query in and not_in', () => {
  it('values are trimmed, and an empty item of a list is dropped', async () => {
    expect(await matching({ '[code][in]': 'GTIX2, gti' })).toEqual([S2, S3]);
    expect(await matching({ '[note][in]': 'texte,' })).toEqual([S1]);
  });

  it('a lone empty value matches an empty, null or missing field', async () => {
    expect(await matching({ '[note][in]': '' })).toEqual([S2, S3, S4]);
  });

  it('a list of nothing but empty items is the empty value, not a failing query', async () => {
    expect(await matching({ '[note][in]': ',' })).toEqual([S2, S3, S4]);
    expect(await matching({ '[note][not_in]': ' , ' })).toEqual([S1]);
    expect(await matching({ '[note][like]': ',' })).toEqual([S3]);
    expect(await matching({ '[note][not_like]': ',' })).toEqual([S1, S2, S4]);
  });

  it('not_in keeps the stories without the field', async () => {
    expect(await matching({ '[code][not_in]': 'GTI_2,gti' })).toEqual([S2, S4]);
  });
});

describe('filter_query like and not_like', () => {
  it('* is the wildcard and case is ignored; a comma list matches any of its patterns', async () => {
    expect(await matching({ '[code][like]': 'gti*' })).toEqual([S1, S2, S3]);
    expect(await matching({ '[code][like]': 'gti,*x2' })).toEqual([S2, S3]);
  });

  it('% and _ are plain characters, not LIKE wildcards', async () => {
    expect(await matching({ '[title][like]': '*100%*' })).toEqual([S1]);
    expect(await matching({ '[code][like]': 'gti_2' })).toEqual([S1]);
  });

  it('not_like keeps the stories without the field', async () => {
    expect(await matching({ '[code][not_like]': 'gti*' })).toEqual([S4]);
  });
});

describe('filter_query any_in_array and all_in_array', () => {
  it('match array fields only, not a string equal to a value', async () => {
    expect(await matching({ '[options][any_in_array]': 'gps,clim' })).toEqual([S1]);
    expect(await matching({ '[options][all_in_array]': 'gps,toit' })).toEqual([S1]);
    expect(await matching({ '[options][all_in_array]': 'gps,clim' })).toEqual([]);
  });
});

describe('filter_query gt_date and lt_date', () => {
  it('compare dates with or without a time, a stored T counting as a space', async () => {
    expect(await matching({ '[released][gt_date]': '2024-04-30 23:59' })).toEqual([S1, S2]);
    expect(await matching({ '[released][lt_date]': '2024-05-01' })).toEqual([S3]);
    // 2024-05-01T10:30 is before 11:00 (as text, "T" would sort after the space).
    expect(await matching({ '[released][lt_date]': '2024-05-01 11:00' })).toEqual([S1, S2, S3]);
  });
});

describe('filter_query is', () => {
  it('true and false match booleans', async () => {
    expect(await matching({ '[active][is]': 'true' })).toEqual([S1]);
    expect(await matching({ '[active][is]': 'false' })).toEqual([S2]);
  });

  it('null matches a null or missing field; not_null a field with a value, even an empty one', async () => {
    expect(await matching({ '[note][is]': 'null' })).toEqual([S2, S4]);
    // Whether a story without the field counts as not_null is left open (Storyblok's documentation says it does).
    const notNull = await matching({ '[note][is]': 'not_null' });
    expect(notNull).toEqual(expect.arrayContaining([S1, S3]));
    expect(notNull).not.toContain(S2);
  });

  it('empty matches an empty, null or missing field; not_empty the others', async () => {
    expect(await matching({ '[note][is]': 'empty' })).toEqual([S2, S3, S4]);
    expect(await matching({ '[note][is]': 'not_empty' })).toEqual([S1]);
  });

  it('empty_array matches an empty or missing list; not_empty_array a list with items, not a string', async () => {
    expect(await matching({ '[options][is]': 'empty_array' })).toEqual([S2, S4]);
    expect(await matching({ '[options][is]': 'not_empty_array' })).toEqual([S1]);
  });
});
