import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/content/stories';
import type { PageSubject } from '@/blocks/page-subject';
import type { PageData } from '@/page/load-page';
import { pageCard, storyOgImage } from '@/page/seo/og-image';
import { storyMetadata } from '@/page/seo/story-metadata';
import { parseLeaseOffer } from '@/services/leases/lease-offer';
import type { Vehicle } from '@/services/stock/get-vehicle';
import { outlineOf } from '@/vocabulary/story-outline';
import { parseBlock } from '@/vocabulary/validate-block';
import { seedLocation } from '../fixtures/content/seed-location';

const SITE = 'Autopolis';
const ORIGIN = 'http://localhost:3000';
const CARD = { width: 1200, height: 630, type: 'image/png' };

function seedStory(fullSlug: string, file = fullSlug): Story {
  const raw = JSON.parse(readFileSync(`content/seed/stories/${file}.json`, 'utf8')) as {
    name: string;
    uuid: string;
    content: Record<string, unknown>;
  };
  return {
    id: 1,
    uuid: raw.uuid,
    name: raw.name,
    fullSlug,
    content: raw.content,
    tagList: [],
    firstPublishedAt: '2026-03-12T09:30:00Z',
    publishedAt: null,
  };
}

function page(story: Story, subject: PageSubject, route = 'content', path = `/${story.fullSlug}`): PageData {
  return { found: true, story, outline: outlineOf(story.content), route, brand: null, path, subject };
}

function modelPage(fullSlug = 'kia/ev3'): PageData {
  const story = seedStory(fullSlug, 'kia/ev3');
  const model = parseBlock(story.content, 'vehicle_model');
  if (!model.ok) throw new Error('The seed model does not parse');
  return page(story, { kind: 'model', model: model.block });
}

/** A content page with an `og_image` of this address (none for null). */
function contentPage(filename: string | null, fullSlug = 'contact'): PageData {
  const story = seedStory(fullSlug, 'contact');
  const og_image = filename === null ? undefined : { id: 1, alt: 'Notre showroom', filename, fieldtype: 'asset' };
  return page({ ...story, content: { ...story.content, og_image } }, { kind: 'content' });
}

const vehicle = {
  id: 4321,
  condition: 'used',
  make: 'kia',
  makeName: 'Kia',
  model: 'ev3',
  modelName: 'EV3',
  trim: 'GT-Line',
  year: 2024,
  mileageKm: 12_500,
  priceCents: 3_499_000,
  images: [{ url: '/api/vehicle-images/suv/red/front.svg', alt: 'Kia EV3 rouge, vue avant', width: 1200, height: 800 }],
} as Vehicle;

describe('the social preview image of a page', () => {
  it('is the card of the vehicle a page (or one of its forms) is about, with what it says as alt text', () => {
    const story = seedStory('templates/vehicle-test-drive');
    const found = pageCard(
      page(
        story,
        { kind: 'vehicle', vehicle, dealership: seedLocation('bertrange') },
        'vehicle-test-drive',
        '/stock/4321-1-kia-ev3-gt-line/essai-routier',
      ),
      SITE,
    );
    expect(found?.address).toEqual({ kind: 'vehicle', id: 4321 });
    expect(found?.card).toEqual({
      siteName: SITE,
      label: 'Occasion · 2024 · 12\u202f500 km',
      title: 'Kia EV3 GT-Line',
      fact: '34\u202f990\u00a0€',
      detail: 'Autopolis Bertrange',
      illustration: { body: 'suv', colour: 'red' },
    });
  });

  it('is the card of a model, with its body style drawn when its picture is the generated one', () => {
    expect(storyOgImage(modelPage(), SITE, undefined)).toEqual({
      url: `${ORIGIN}/api/og/model/kia/ev3.png`,
      alt: 'Autopolis\u202f: Kia EV3 – À partir de 35\u202f990\u00a0€ TVAC – Le SUV compact électrique jusqu’à 605 km d’autonomie.',
      ...CARD,
    });
    expect(pageCard(modelPage(), SITE)?.card.illustration).toEqual({ body: 'suv', colour: 'silver' });
  });

  it('is the card of a lease offer: its cheapest monthly amount and terms', () => {
    const story = seedStory('private-lease/kia-ev3');
    const parsed = parseLeaseOffer(story.content, 'kia-ev3');
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    const image = storyOgImage(page(story, { kind: 'lease-offer', offer: parsed.offer }), SITE, story.content.og_image);
    expect(image).toEqual({
      url: `${ORIGIN}/api/og/lease-offer/kia-ev3.png`,
      alt: 'Autopolis\u202f: Kia EV3 Air 81,4 kWh 204 ch – À partir de 493\u00a0€/mois TVAC – 48 mois, 10\u202f000 km/an',
      ...CARD,
    });
  });

  it('is the card of a site, also where a brand shows it', () => {
    const location = seedLocation('bertrange');
    const story = seedStory('concessions/bertrange');
    const expected = {
      url: `${ORIGIN}/api/og/location/bertrange.png`,
      alt: 'Autopolis\u202f: Autopolis Bertrange – 8, rue des Ateliers, L-8070 Bertrange – +352 26 31 40 00',
      ...CARD,
    };
    expect(storyOgImage(page(story, { kind: 'location', location, brand: null }), SITE, undefined)).toEqual(expected);
    expect(
      storyOgImage(
        page(story, { kind: 'location', location, brand: 'kia' }, 'brand-location', '/kia/concessions/bertrange'),
        SITE,
        undefined,
      ),
    ).toEqual(expected);
  });

  it('is the card of a news article, dated in Luxembourg time', () => {
    const story = seedStory('news/kia-ev4-arrive-chez-autopolis');
    expect(storyOgImage(page(story, { kind: 'content' }), SITE, story.content.og_image)).toEqual({
      url: `${ORIGIN}/api/og/article/kia-ev4-arrive-chez-autopolis.png`,
      alt: 'Autopolis\u202f: Le Kia EV4 arrive à Bertrange et à Niederkorn – Publié le 12 mars 2026',
      ...CARD,
    });
  });

  it('has no card of its own when its story is not at the address the card route loads', () => {
    expect(pageCard(modelPage('kia/electrique/ev3'), SITE)).toBeNull();
    const nested = seedStory('news/2026/kia-ev4', 'news/kia-ev4-arrive-chez-autopolis');
    expect(pageCard(page(nested, { kind: 'content' }), SITE)).toBeNull();
    expect(pageCard(contentPage(null), SITE)).toBeNull();
  });

  it.each([
    '/assets/og/showroom.png',
    'https://a.storyblok.com/f/1/1200x630/abc/showroom.JPG',
    '/assets/og/showroom.jpeg?v=2',
    '/assets/og/showroom.webp',
  ])('is the editor’s raster og_image on another page (%s)', (filename) => {
    expect(storyOgImage(contentPage(filename), SITE, contentPage(filename).story.content.og_image)).toEqual({
      url: new URL(filename, ORIGIN).toString(),
      alt: 'Notre showroom',
    });
  });

  it.each([
    ['an SVG og_image', '/assets/1200x630/og-autopolis.svg'],
    ['an SVG og_image with a query', '/assets/1200x630/og-autopolis.svg?v=.png'],
    ['an empty og_image', ''],
    ['no og_image', null],
  ])('is the site’s card on another page with %s', (_, filename) => {
    const content = contentPage(filename);
    expect(storyOgImage(content, SITE, content.story.content.og_image)).toEqual({
      url: `${ORIGIN}/api/og/site.png`,
      alt: 'Autopolis\u202f: Voitures neuves et d’occasion au Luxembourg',
      ...CARD,
    });
  });

  it('is in the story metadata with a large Twitter card', () => {
    const metadata = storyMetadata(contentPage('/assets/1200x630/og-autopolis.svg'), SITE);
    expect(metadata.openGraph?.images).toEqual([
      {
        url: `${ORIGIN}/api/og/site.png`,
        alt: 'Autopolis\u202f: Voitures neuves et d’occasion au Luxembourg',
        ...CARD,
      },
    ]);
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', images: [] });
  });
});
