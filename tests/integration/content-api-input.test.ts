import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureService, type FixtureService } from '../fixtures/content/fixture-service';

let service: FixtureService;

beforeAll(async () => {
  service = await startFixtureService();
});

afterAll(async () => {
  await service?.close();
});

/** A raw request (no client in between), so the exact status, headers and body are visible. */
async function request(path: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(`${service.endpoint}/${path}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function expectBadRequest(path: string, mentions: string): Promise<void> {
  const { status, body } = await request(path);
  expect(status, path).toBe(400);
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
  });

  it('a filter value of the wrong type', async () => {
    await expectBadRequest('cdn/stories?filter_query[power][gt_int]=beaucoup', 'expects one integer');
    await expectBadRequest('cdn/stories?filter_query[price][lt_float]=abc', 'expects one number');
    await expectBadRequest('cdn/stories?filter_query[available_from][gt_date]=demain', 'expects a date');
    await expectBadRequest('cdn/stories?filter_query[is_new][is]=maybe', 'expects one of');
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
    await expectBadRequest('cdn/stories?resolve_relations=related', '"resolve_relations"');
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
});
