import type { ISbStoryData } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handTypedFacts } from '@/content/hand-typed-facts';
import { isEventHours } from '../fixtures/content/event-hours';
import { publishedSeed } from '../fixtures/content/published-seed';
import type { TestDatabase } from '../fixtures/content/test-database';

// What the local content service publishes (the seed as loaded, with its folders), scanned like the seed files.
let database: TestDatabase;
let stories: ISbStoryData[];

beforeAll(async () => {
  ({ database, stories } = await publishedSeed());
}, 60_000);

afterAll(() => database?.close());

describe('published content', () => {
  it('shows opening hours, phone numbers and the stock count through the data, never typed by hand', () => {
    expect(stories.length).toBeGreaterThan(100);
    const found = stories.flatMap((story) =>
      handTypedFacts(story.content)
        .filter((fact) => !isEventHours(story.full_slug.replace(/\/$/, ''), fact.match))
        .map((fact) => `${story.full_slug} ${fact.field} (${fact.kind}): « ${fact.match} »`),
    );
    expect(found).toEqual([]);
  });

  it('names a published lease offer in every {{lease_from}} token: a wrong name would leave the page silently', () => {
    const offers = new Set(
      stories
        .filter((story) => story.content.component === 'lease_offer')
        .map((story) => story.full_slug.replace(/^private-lease\//, '')),
    );
    expect(offers.size).toBeGreaterThan(10);
    const named = stories.flatMap((story) =>
      [...JSON.stringify(story.content).matchAll(/\{\{\s*lease_from(?:_terms)?:([a-z0-9-]+)\s*\}\}/g)].map((match) => ({
        story: story.full_slug,
        offer: match[1]!,
      })),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ offer }) => !offers.has(offer))).toEqual([]);
  });

  it('names a published business offer in every {{business_from}} token', () => {
    const offers = new Set(
      stories
        .filter((story) => story.content.component === 'business_offer')
        .map((story) => story.full_slug.split('/').pop()),
    );
    const named = stories.flatMap((story) =>
      [...JSON.stringify(story.content).matchAll(/\{\{\s*business_from(?:_terms)?:([a-z0-9-]+)\s*\}\}/g)].map(
        (match) => ({ story: story.full_slug, offer: match[1]! }),
      ),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(({ offer }) => !offers.has(offer))).toEqual([]);
  });

  it('gives the business offer of a commercial vehicle the amount, term and mileage of its version on the model page', () => {
    type Version = { name: string; lease_htva?: string; lease_duration?: string; lease_mileage?: string };
    const models = stories
      .map(
        (story) =>
          story.content as { component?: string; brand?: string; name?: string; commercial_versions?: Version[] },
      )
      .filter((model) => model.component === 'vehicle_model' && (model.commercial_versions?.length ?? 0) > 0);
    const offers = stories
      .map((story) => story.content as Record<string, string>)
      .filter((offer) => offer.component === 'business_offer');
    const startsWith = (text: string, prefix: string) => text === prefix || text.startsWith(`${prefix} `);
    const checked = offers.flatMap((offer) => {
      const model = models.find((m) => m.brand === offer.brand && startsWith(offer.model!, m.name!));
      if (!model) return [];
      // The longest version name the offer's version begins with: « Fourgon Electric L 75 kWh » is « Fourgon Electric L ».
      const version = model
        .commercial_versions!.filter((v) => startsWith(offer.version!, v.name))
        .sort((a, b) => b.name.length - a.name.length)[0];
      return [
        {
          offer: `${offer.model} ${offer.version}`,
          says: [offer.monthly_excl_vat, offer.duration, offer.annual_mileage],
          page: version ? [version.lease_htva, version.lease_duration, version.lease_mileage] : 'no such version',
        },
      ];
    });
    expect(checked.length).toBeGreaterThan(5);
    expect(checked.filter(({ says, page }) => JSON.stringify(says) !== JSON.stringify(page))).toEqual([]);
  });
});
