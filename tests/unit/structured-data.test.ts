import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/content/stories';
import { structuredData, vehicleStructuredData } from '@/page/seo/structured-data';
import type { Vehicle } from '@/services/stock/get-vehicle';
import type { BlockMap } from '@/vocabulary/block-types';
import { outlineOf } from '@/vocabulary/story-outline';

const config = {
  component: 'config',
  site_name: 'Autopolis',
  phone: '',
  email: '',
  address: '',
} as unknown as BlockMap['config'];

function seedStory(fullSlug: string, dates: Partial<Pick<Story, 'firstPublishedAt' | 'publishedAt'>> = {}): Story {
  const file = JSON.parse(readFileSync(`content/seed/stories/${fullSlug}.json`, 'utf8')) as {
    name: string;
    content: Record<string, unknown>;
  };
  return {
    id: 1,
    uuid: 'u',
    name: file.name,
    fullSlug,
    content: file.content,
    tagList: [],
    firstPublishedAt: null,
    publishedAt: null,
    ...dates,
  };
}

function pageData(story: Story, subject: Parameters<typeof structuredData>[2]) {
  return structuredData(story, outlineOf(story.content), subject, config, [], false);
}

describe('model page Car', () => {
  it('names the model and offers the range of its trims’ prices in euros', () => {
    const story = seedStory('kia/sportage');
    const model = story.content as unknown as BlockMap['vehicle_model'];
    const car = pageData(story, { kind: 'model', model }).find((item) => item['@type'] === 'Car');
    expect(car).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Kia Sportage',
      model: 'Sportage',
      brand: { '@type': 'Brand', name: 'Kia' },
      bodyType: 'SUV',
      offers: { '@type': 'AggregateOffer', lowPrice: 33_990, highPrice: 49_990, priceCurrency: 'EUR', offerCount: 3 },
    });
  });

  it('falls back to the « from » price, one offer, when the model lists no priced trim', () => {
    const story = seedStory('kia/sportage');
    const model = { ...(story.content as unknown as BlockMap['vehicle_model']), trims: [] };
    const car = pageData(story, { kind: 'model', model }).find((item) => item['@type'] === 'Car');
    expect(car?.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 33_990,
      highPrice: 33_990,
      priceCurrency: 'EUR',
      offerCount: 1,
    });
  });
});

describe('vehicle page Car', () => {
  const vehicle = {
    id: 1000,
    vin: 'KNAPU81BDS7000001',
    condition: 'used',
    make: 'kia',
    makeName: 'Kia',
    model: 'sportage',
    modelName: 'Sportage',
    trim: '1.6 T-GDi PHEV 288 ch AWD GT-Line',
    body: 'suv',
    fuel: 'gasoline-hybrid',
    transmission: 'automatic',
    powerKw: 212,
    cylinderCc: 1598,
    mileageKm: 21_000,
    year: 2024,
    colourName: 'Blanc',
    doors: 5,
    seats: 5,
    priceCents: 4_199_000,
    images: [],
    equipment: [],
  } as unknown as Vehicle;

  it('says its body type, driven wheels and identification number', () => {
    expect(vehicleStructuredData(vehicle, null)).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: 'KNAPU81BDS7000001',
      bodyType: 'SUV',
      driveWheelConfiguration: 'https://schema.org/AllWheelDriveConfiguration',
    });
  });

  it('reads the driven wheels from the equipment, the pick-up’s 4x4 and the rear-driven models', () => {
    const front = { ...vehicle, trim: '1.6 T-GDi MHEV 160 ch Pulse' };
    expect(vehicleStructuredData(front, null).driveWheelConfiguration).toBe(
      'https://schema.org/FrontWheelDriveConfiguration',
    );
    const equipped = { ...front, equipment: [{ category: 'driving', items: ['Transmission intégrale'] }] };
    expect(vehicleStructuredData(equipped as Vehicle, null).driveWheelConfiguration).toBe(
      'https://schema.org/AllWheelDriveConfiguration',
    );
    const pickUp = { ...vehicle, make: 'isuzu', model: 'd-max', body: 'pickup', trim: 'Double Cab LS 4x4' };
    expect(vehicleStructuredData(pickUp, null).driveWheelConfiguration).toBe(
      'https://schema.org/FourWheelDriveConfiguration',
    );
    const rear = { ...vehicle, make: 'mg', model: 'mg4', body: 'compact', trim: 'Comfort 64 kWh' };
    expect(vehicleStructuredData(rear, null).driveWheelConfiguration).toBe(
      'https://schema.org/RearWheelDriveConfiguration',
    );
  });
});

describe('NewsArticle', () => {
  const slug = 'news/hyundai-inster-arrive-a-bertrange';

  it('is modified when the story was last published, not when the page was built', () => {
    const story = seedStory(slug, {
      firstPublishedAt: '2026-03-12T09:00:00.000Z',
      publishedAt: '2026-03-14T16:20:00.000Z',
    });
    const article = pageData(story, { kind: 'content' }).find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      datePublished: '2026-03-12T09:00:00.000Z',
      dateModified: '2026-03-14T16:20:00.000Z',
    });
  });

  it('is never modified before it was published: a story without a later publication keeps its first date', () => {
    for (const publishedAt of [null, '2025-01-01T00:00:00.000Z']) {
      const story = seedStory(slug, { firstPublishedAt: '2026-03-12T09:00:00.000Z', publishedAt });
      const article = pageData(story, { kind: 'content' }).find((item) => item['@type'] === 'NewsArticle');
      expect(article?.dateModified).toBe('2026-03-12T09:00:00.000Z');
    }
  });
});
