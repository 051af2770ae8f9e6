import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '@/db/schema';
import { handleContentRequest } from '@/content/local-service/handle-request';
import { saveDraft } from '@/content/local-service/publishing';
import { MAX_STORY_ID } from '@/content/local-service/query-params';
import { startFixtureService, type FixtureService } from '../fixtures/content/fixture-service';

let service: FixtureService;

beforeAll(async () => {
  service = await startFixtureService();
});

afterAll(async () => {
  await service?.close();
});

/** A raw request with the preview token (no client in between), so the exact status, headers and body are visible. */
async function request(path: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${service.endpoint}/${path}${separator}token=${service.previewToken}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** In-process, as the site's own client calls it: no HTTP server limits the URL's length. */
async function direct(path: string): Promise<{ status: number; body: unknown }> {
  const response = await handleContentRequest(
    service.db,
    new URL(`http://local-content.invalid/v2/${path}`),
    'preview',
  );
  return { status: response.status, body: await response.json() };
}

async function expectBadRequest(path: string, mentions: string): Promise<void> {
  const { status, body } = await request(path);
  expect(status, path).toBe(400);
  expect(body).toEqual({ error: expect.stringContaining(mentions) });
}

async function expectBadDirectRequest(path: string, mentions: string): Promise<void> {
  const { status, body } = await direct(path);
  expect(status, path.slice(0, 120)).toBe(400);
  expect(body).toEqual({ error: expect.stringContaining(mentions) });
}

describe('paging input is clamped or defaulted, as Storyblok does', () => {
  it('per_page above 100 is clamped to 100', async () => {
    const { status, headers, body } = await request('cdn/stories?per_page=1000');
    expect(status).toBe(200);
    expect(headers.get('per-page')).toBe('100');
    expect(headers.get('total')).toBe('10');
    expect((body as { stories: unknown[] }).stories).toHaveLength(10);
  });

  it('a page below 1 or not a number is page 1', async () => {
    for (const page of ['-1', '0', 'abc']) {
      const { status, body } = await request(`cdn/stories?per_page=2&page=${page}`);
      expect(status).toBe(200);
      expect((body as { stories: { full_slug: string }[] }).stories.map((story) => story.full_slug)).toEqual([
        'accueil',
        'actualites/',
      ]);
    }
  });

  it('a per_page that is not a positive number is the default 25', async () => {
    for (const perPage of ['abc', '0', '-5']) {
      const { status, headers } = await request(`cdn/stories?per_page=${perPage}`);
      expect(status).toBe(200);
      expect(headers.get('per-page')).toBe('25');
    }
  });

  it('links and datasource entries allow up to 1000 per page', async () => {
    expect((await request('cdn/links?paginated=1&per_page=5000')).headers.get('per-page')).toBe('1000');
    expect((await request('cdn/datasource_entries?per_page=5000')).headers.get('per-page')).toBe('1000');
  });
});

describe('a repeated parameter', () => {
  it('is read from its first value, the one the token check reads: the public token never reaches drafts that way', async () => {
    const response = await fetch(`${service.endpoint}/cdn/stories?version=published&version=draft&token=local`);
    expect(response.status).toBe(200);
    expect(response.headers.get('total')).toBe('10');
    const slugs = ((await response.json()) as { stories: { full_slug: string }[] }).stories.map(
      (story) => story.full_slug,
    );
    expect(slugs).not.toContain('modeles/bmw-serie-3');
  });

  it('per_page and page also take their first value', async () => {
    const { headers, body } = await request('cdn/stories?per_page=2&per_page=5&page=1&page=3');
    expect(headers.get('per-page')).toBe('2');
    expect((body as { stories: { full_slug: string }[] }).stories.map((story) => story.full_slug)).toEqual([
      'accueil',
      'actualites/',
    ]);
  });
});

describe('endpoints', () => {
  it('answer with a trailing slash as without one', async () => {
    const list = await request('cdn/stories/');
    expect(list.status).toBe(200);
    expect(list.headers.get('total')).toBe('10');
    expect((list.body as { stories: unknown[] }).stories).toHaveLength(10);
    const space = await request('cdn/spaces/me/');
    expect(space).toMatchObject({ status: 200, body: { space: { id: 1, version: expect.any(Number) } } });
  });

  it('answer JSON, saying so with its charset', async () => {
    for (const path of ['cdn/stories', 'cdn/spaces/me', 'cdn/assets', 'cdn/stories?version=latest']) {
      expect((await request(path)).headers.get('content-type'), path).toBe('application/json; charset=utf-8');
    }
  });
});

describe('wrong input is a 400 naming the problem, never a 500', () => {
  it('an unknown filter_query operation', async () => {
    await expectBadRequest('cdn/stories?filter_query[power][bigger_than]=5', 'unknown operation "bigger_than"');
  });

  it('a malformed filter_query', async () => {
    await expectBadRequest('cdn/stories?filter_query[power]=5', 'Malformed filter_query');
    await expectBadRequest('cdn/stories?filter_query=power', 'Malformed filter_query');
    await expectBadRequest('cdn/stories?filter_query[power][gt_int][x]=5', 'Malformed filter_query');
    await expectBadRequest('cdn/stories?filter_query[__or][x][power][gt_int]=5', 'index must be a number');
    await expectBadRequest("cdn/stories?filter_query[po'wer][in]=5", 'not a valid field name');
    await expectBadRequest('cdn/stories?filter_query[a][b][c]=', 'Malformed filter_query');
    await expectBadRequest('cdn/stories?filter_query[]=', 'Malformed filter_query');
    await expectBadRequest('cdn/stories?filter_query[__or][x]', 'Malformed filter_query');
    await expectBadRequest(`cdn/stories?filter_query${'[a]'.repeat(100)}=1`, 'Malformed filter_query');
  });

  it('a filter value of the wrong type', async () => {
    await expectBadRequest('cdn/stories?filter_query[power][gt_int]=beaucoup', 'expects one integer');
    await expectBadRequest('cdn/stories?filter_query[price][lt_float]=abc', 'expects one number');
    await expectBadRequest('cdn/stories?filter_query[available_from][gt_date]=demain', 'expects a date');
    await expectBadRequest('cdn/stories?filter_query[is_new][is]=maybe', 'expects one of');
  });

  it('several wrong parameters are all named in one message', async () => {
    const { status, body } = await request('cdn/stories?version=latest&is_startpage=maybe');
    expect(status).toBe(400);
    expect(body).toEqual({
      error:
        'Invalid query parameter "version": expected "draft" or "published"; ' +
        'Invalid query parameter "is_startpage": expected 1, 0, true or false',
    });
  });

  it('an unknown sort field or type', async () => {
    await expectBadRequest('cdn/stories?sort_by=popularity:desc', 'unknown field "popularity"');
    await expectBadRequest('cdn/stories?sort_by=name:sideways', 'must end in :asc or :desc');
    await expectBadRequest('cdn/stories?sort_by=content.price:asc:date', 'must be int or float');
  });

  it('other parameters with values Storyblok does not accept', async () => {
    await expectBadRequest('cdn/stories?version=latest', '"version"');
    await expectBadRequest('cdn/stories?is_startpage=maybe', '"is_startpage"');
    await expectBadRequest('cdn/stories?level=deep', '"level"');
    await expectBadRequest('cdn/stories?excluding_ids=1,two', '"excluding_ids"');
    await expectBadRequest('cdn/stories?excluding_ids=1,x2', '"excluding_ids"');
    await expectBadRequest('cdn/stories?excluding_ids=1,2x', '"excluding_ids"');
    await expectBadRequest('cdn/stories?resolve_relations=related', '"resolve_relations"');
    await expectBadRequest('cdn/stories?resolve_relations=a.b.c', '"resolve_relations"');
    await expectBadRequest('cdn/stories?resolve_relations=.', '"resolve_relations"');
    expect((await request('cdn/stories?resolve_relations=a.b,,c.d')).status).toBe(200);
    expect((await request('cdn/stories?resolve_relations=__proto__.constructor')).status).toBe(200);
    await expectBadRequest('cdn/stories?resolve_links=everything', '"resolve_links"');
    await expectBadRequest('cdn/stories/accueil?find_by=slug', '"find_by"');
    await expectBadRequest('cdn/stories/%E0%A4%A', 'percent-encoding');
  });

  it('values that cannot match are simply not found', async () => {
    const notFound = ['This record could not be found'];
    expect(await request('cdn/stories/pas-de-page')).toMatchObject({ status: 404, body: notFound });
    expect(await request('cdn/stories/99999999999')).toMatchObject({ status: 404, body: notFound });
    expect(await request('cdn/stories/pas-un-uuid?find_by=uuid')).toMatchObject({ status: 404, body: notFound });
    expect(await request('cdn/stories/modeles')).toMatchObject({ status: 404, body: notFound });
    const { status, body } = await request('cdn/stories?by_uuids=pas-un-uuid&excluding_ids=99999999999');
    expect(status).toBe(200);
    expect(body).toMatchObject({ stories: [] });
    const huge = await request(`cdn/stories?excluding_ids=99999999999999999999,${'9'.repeat(400)}&cv=abc`);
    expect(huge.status).toBe(200);
    expect((huge.body as { stories: unknown[] }).stories).toHaveLength(10);
    expect((await request('cdn/stories?filter_query[__or][0][name][in]=x')).status).toBe(200);
  });

  it('excluding_ids reaches the largest id a story can have', async () => {
    // A space whose serial ids reached the top: the last story can still be excluded.
    await saveDraft(service.db, 'plafond', { _uid: 'plafond', component: 'page', title: 'Plafond' });
    await service.db.update(stories).set({ id: MAX_STORY_ID }).where(eq(stories.fullSlug, 'plafond'));
    const ids = async (query: string) =>
      (
        (await request(`cdn/stories?version=draft&by_slugs=plafond${query}`)).body as { stories: { id: number }[] }
      ).stories.map((s) => s.id);
    expect(await ids('')).toEqual([MAX_STORY_ID]);
    expect(await ids(`&excluding_ids=${MAX_STORY_ID}`)).toEqual([]);
  });

  it('non-numeric values in a numeric filter or sort are skipped, not an error', async () => {
    const { status, body } = await request('cdn/stories?filter_query[title][gt_int]=0&sort_by=content.title:asc:float');
    expect(status).toBe(200);
    expect(body).toMatchObject({ stories: [] });
  });

  it('an unknown endpoint is a 404 with a JSON error', async () => {
    const { status, body } = await request('cdn/assets');
    expect(status).toBe(404);
    expect(body).toEqual({ error: expect.stringContaining('cdn/assets') });
  });

  it('an unknown endpoint stays a 404 whatever its path holds: only a story path is decoded and checked', async () => {
    for (const path of ['cdn/assets/x%00', 'cdn/assets/x%E0%A4%A']) {
      const { status, body } = await request(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ error: expect.stringContaining('Unknown endpoint') });
    }
  });

  it('a path without /v2/ is a 404 saying so', async () => {
    const response = await handleContentRequest(
      service.db,
      new URL('http://local-content.invalid/cdn/stories'),
      'preview',
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not a Content Delivery API v2 path: /cdn/stories' });
  });
});

describe('hostile input is a 4xx, never a 500 (nothing Postgres would refuse reaches SQL)', () => {
  it('a NUL byte in any parameter is a 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['cdn/stories?starts_with=actu%00', '"starts_with"'],
      ['cdn/stories?by_slugs=accueil,a%00b', '"by_slugs"'],
      ['cdn/stories?excluding_slugs=%00', '"excluding_slugs"'],
      ['cdn/stories?with_tag=%00', '"with_tag"'],
      ['cdn/stories?search_term=%00', '"search_term"'],
      ['cdn/stories?content_type=%00', '"content_type"'],
      ['cdn/stories?sort_by=name%00:asc', '"sort_by"'],
      ['cdn/stories?by_uuids=%00', '"by_uuids"'],
      ['cdn/stories?by_uuids_ordered=%00', '"by_uuids_ordered"'],
      ['cdn/stories?excluding_fields=%00', '"excluding_fields"'],
      ['cdn/stories?filter_query[title][in]=a%00', '"filter_query[title][in]"'],
      ['cdn/stories?filter_query[title][like]=%00*', '"filter_query[title][like]"'],
      ['cdn/stories?filter_query[tags][any_in_array]=%00', '"filter_query[tags][any_in_array]"'],
      ['cdn/stories?filter_query[ti%00tle][in]=a', 'NUL'],
      ['cdn/links?starts_with=%00', '"starts_with"'],
      ['cdn/datasource_entries?datasource=%00', '"datasource"'],
      ['cdn/datasource_entries?dimension=%00', '"dimension"'],
      ['cdn/stories/accueil?resolve_relations=%00', '"resolve_relations"'],
      ['cdn/stories?cv=%00', '"cv"'],
    ];
    for (const [path, mentions] of cases) {
      await expectBadRequest(path, mentions);
      await expectBadRequest(path, 'NUL');
    }
  });

  it('a NUL byte in a parameter name is a 400 quoting the name, the NUL written %00', async () => {
    const { status, body } = await request('cdn/stories?filter_query[ti%00tle][in]=a');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Invalid query parameter name "filter_query[ti%00tle][in]": contains a NUL byte (%00)',
    });
  });

  it('a NUL byte in the story path is a 400, whatever find_by says', async () => {
    await expectBadRequest('cdn/stories/acc%00ueil', 'NUL');
    await expectBadRequest('cdn/stories/%00?find_by=uuid', 'NUL');
    await expectBadRequest('cdn/stories/actualites/%00', 'NUL');
  });

  it('page and per_page beyond any integer are clamped, as Storyblok clamps them', async () => {
    const far = await request('cdn/stories?page=99999999999999999999');
    expect(far).toMatchObject({ status: 200, body: { stories: [] } });
    expect(far.headers.get('total')).toBe('10');
    expect((await request(`cdn/stories?per_page=${'9'.repeat(400)}`)).headers.get('per-page')).toBe('100');
    expect(await request('cdn/links?paginated=1&page=99999999999999999999')).toMatchObject({
      status: 200,
      body: { links: {} },
    });
    expect(await request('cdn/datasource_entries?page=99999999999999999999')).toMatchObject({
      status: 200,
      body: { datasource_entries: [] },
    });
  });

  it('a level beyond what Postgres can compare is a 400 naming it', async () => {
    await expectBadRequest('cdn/stories?level=9999999999', '"level"');
    await expectBadRequest('cdn/stories?level=99999999999999999999', '"level"');
    expect((await request('cdn/stories?level=2147483647')).status).toBe(200);
  });

  it('numbers a filter cannot compare are a 400: Infinity, or an integer of hundreds of digits', async () => {
    await expectBadRequest('cdn/stories?filter_query[price][gt_float]=1e999999', 'expects one number');
    await expectBadRequest('cdn/stories?filter_query[price][lt_float]=-1e400', 'expects one number');
    await expectBadRequest(`cdn/stories?filter_query[power][gt_int]=${'9'.repeat(200)}`, 'expects one integer');
    const tiny = await request('cdn/stories?filter_query[price][gt_float]=1e-999999');
    expect(tiny.status).toBe(200);
  });

  it('stored text that looks like a huge number is skipped by numeric filters and sorts, not an error', async () => {
    await saveDraft(service.db, 'nombre-geant', {
      _uid: 'geant',
      component: 'page',
      title: 'Géant',
      price: '1e999999',
      power: '9'.repeat(300),
    });
    for (const query of [
      'filter_query[price][gt_float]=0',
      'filter_query[price][lt_float]=0',
      'filter_query[power][gt_int]=0',
      'sort_by=content.price:asc:float',
      'sort_by=content.power:desc:int',
    ]) {
      const { status } = await request(`cdn/stories?version=draft&${query}`);
      expect(status, query).toBe(200);
    }
  });

  it('too many values, conditions or sort keys are a 400, before any query is built', async () => {
    const values = Array.from({ length: 10_000 }, (_, i) => `v${i}`).join(',');
    await expectBadDirectRequest(`cdn/stories?filter_query[title][in]=${values}`, '"filter_query[title][in]"');
    await expectBadRequest(
      `cdn/stories?filter_query[title][in]=${Array(1001).fill('a').join(',')}`,
      'more than 1000 values',
    );
    const groups = Array.from({ length: 101 }, (_, i) => `filter_query[__or][${i}][title][in]=a`).join('&');
    await expectBadRequest(`cdn/stories?${groups}`, 'more than 100 conditions');
    const uuids = Array.from({ length: 1001 }, (_, i) => `u${i}`).join(',');
    await expectBadDirectRequest(`cdn/stories?by_uuids=${uuids}`, '"by_uuids"');
    await expectBadDirectRequest(
      `cdn/stories?excluding_ids=${Array.from({ length: 1001 }, (_, i) => i).join(',')}`,
      '"excluding_ids"',
    );
    await expectBadRequest(`cdn/stories?sort_by=${Array(11).fill('name:asc').join(',')}`, 'at most 10 sort keys');
    const many = Array.from({ length: 201 }, (_, i) => `p${i}=1`).join('&');
    await expectBadRequest(`cdn/stories?${many}`, 'More than 200 query parameters');
  });

  it('a 100 KB value is a 400 naming the parameter (in-process, where no HTTP server limits the URL)', async () => {
    const big = 'x'.repeat(100_000);
    for (const name of [
      'starts_with',
      'by_slugs',
      'with_tag',
      'content_type',
      'cv',
      'resolve_relations',
      'filter_query[title][in]',
    ]) {
      await expectBadDirectRequest(`cdn/stories?${name}=${big}`, `"${name}"`);
    }
    await expectBadDirectRequest(`cdn/stories/${big}`, 'path');
    await expectBadDirectRequest(`cdn/stories?filter_query[${big}][in]=1`, 'longer than');
  });

  it('a parameter name over 512 characters is a 400 quoting its first 64 characters only', async () => {
    // Short enough a query for the check on the name alone to answer, over HTTP too.
    const name = `p${'k'.repeat(599)}`;
    const { status, body } = await request(`cdn/stories?${name}=1`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: `Invalid query parameter name "${name.slice(0, 64)}…": longer than 512 characters` });
  });

  it('a value of exactly 16384 characters is accepted, one more is a 400', async () => {
    expect(await direct(`cdn/stories?starts_with=${'x'.repeat(16_384)}`)).toMatchObject({
      status: 200,
      body: { stories: [] },
    });
    expect(await direct(`cdn/stories?starts_with=${'x'.repeat(16_385)}`)).toEqual({
      status: 400,
      body: { error: 'Invalid query parameter "starts_with": longer than 16384 characters' },
    });
  });

  it('a query string over 64 KB is a 400 even when each of its values is acceptable', async () => {
    const values = Array.from({ length: 5 }, (_, i) => `p${i}=${'x'.repeat(15_000)}`).join('&');
    expect(await direct(`cdn/stories?${values}`)).toEqual({
      status: 400,
      body: { error: 'The query string is longer than 65536 characters' },
    });
  });
});
