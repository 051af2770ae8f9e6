import type { ISbStoriesParams } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDraft } from '@/content/local-service/publishing';
import { startFixtureService, type FixtureService } from '../fixtures/content/fixture-service';

// The fixture stories are published with draft = published. Here two of them get a draft that differs
// from what is published: filters, content_type and sorts must read the draft with version=draft, and
// the published content without it.
let service: FixtureService;

const CAR = {
  peugeot: 'modeles/peugeot-208',
  clio: 'modeles/renault-clio',
  golf: 'modeles/volkswagen-golf',
  tesla: 'modeles/tesla-model-3',
  bmw: 'modeles/bmw-serie-3',
};

beforeAll(async () => {
  service = await startFixtureService();
  const current = async (slug: string) =>
    (await service.client.getStory(slug, { version: 'published' })).data.story.content;
  // Golf, published: diesel, 110 kW, 31 250.50 €. Its draft: petrol, 40 kW, 9 990 €.
  await saveDraft(service.db, CAR.golf, { ...(await current(CAR.golf)), fuel: 'essence', power: 40, price: 9990 });
  // Clio, published as a car-model; its draft is another kind of story.
  await saveDraft(service.db, CAR.clio, { ...(await current(CAR.clio)), component: 'car-model-archive' });
}, 60_000);

afterAll(async () => {
  await service?.close();
});

async function slugsOf(params: ISbStoriesParams): Promise<string[]> {
  const { data } = await service.client.getStories(params);
  return data.stories.map((story) => story.full_slug);
}

const published = (params: ISbStoriesParams) => slugsOf({ ...params, version: 'published' });
const draft = (params: ISbStoriesParams) => slugsOf({ ...params, version: 'draft' });
/** The car stories (published and unpublished), whatever their root component. */
const CARS: ISbStoriesParams = { starts_with: 'modeles/', is_startpage: false };

describe('cdn/stories with a draft that differs from the published story', () => {
  it('serves the draft content with version=draft and the published content without', async () => {
    const golf = async (version: 'draft' | 'published') =>
      (await service.client.getStory(CAR.golf, { version })).data.story.content;
    expect(await golf('published')).toMatchObject({ fuel: 'diesel', power: 110 });
    expect(await golf('draft')).toMatchObject({ fuel: 'essence', power: 40 });
  });

  it('content_type matches the draft root component with version=draft', async () => {
    expect(await published({ content_type: 'car-model' })).toEqual([CAR.peugeot, CAR.clio, CAR.golf, CAR.tesla]);
    expect(await draft({ content_type: 'car-model' })).toEqual([CAR.peugeot, CAR.golf, CAR.tesla, CAR.bmw]);
    expect(await published({ content_type: 'car-model-archive' })).toEqual([]);
    expect(await draft({ content_type: 'car-model-archive' })).toEqual([CAR.clio]);
  });

  it('filter_query reads the draft fields with version=draft', async () => {
    expect(await published({ ...CARS, filter_query: { fuel: { in: 'essence' } } })).toEqual([CAR.peugeot]);
    expect(await draft({ ...CARS, filter_query: { fuel: { in: 'essence' } } })).toEqual([CAR.peugeot, CAR.golf]);
    expect(await published({ ...CARS, filter_query: { fuel: { in: 'diesel' } } })).toEqual([CAR.golf]);
    expect(await draft({ ...CARS, filter_query: { fuel: { in: 'diesel' } } })).toEqual([]);
    expect(await published({ ...CARS, filter_query: { power: { lt_int: 70 } } })).toEqual([CAR.clio]);
    expect(await draft({ ...CARS, filter_query: { power: { lt_int: 70 } } })).toEqual([CAR.clio, CAR.golf]);
  });

  it('sort_by on a content field orders by the draft values with version=draft', async () => {
    // Power, published: Clio 67, 208 75, Golf 110, Tesla 208; draft: Golf 40, Clio 67, 208 75, BMW 135, Tesla 208.
    expect(await published({ ...CARS, sort_by: 'content.power:asc:int' })).toEqual([
      CAR.clio,
      CAR.peugeot,
      CAR.golf,
      CAR.tesla,
    ]);
    expect(await draft({ ...CARS, sort_by: 'content.power:asc:int' })).toEqual([
      CAR.golf,
      CAR.clio,
      CAR.peugeot,
      CAR.bmw,
      CAR.tesla,
    ]);
    // Price, published: Clio 18 450, 208 19 990.50, Golf 31 250.50, Tesla 42 990.90; draft: Golf 9 990 first.
    expect(await published({ ...CARS, sort_by: 'content.price:asc:float' })).toEqual([
      CAR.clio,
      CAR.peugeot,
      CAR.golf,
      CAR.tesla,
    ]);
    expect(await draft({ ...CARS, sort_by: 'content.price:asc:float' })).toEqual([
      CAR.golf,
      CAR.clio,
      CAR.peugeot,
      CAR.tesla,
      CAR.bmw,
    ]);
  });
});
