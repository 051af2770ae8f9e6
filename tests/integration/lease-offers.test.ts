import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '@/content/local-service/publishing';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { withVat, type LeaseOffer } from '@/services/leases/lease-offer';
import { cheapestConfiguration } from '@/services/leases/lease-selection';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The real seed in a database of its own, read through the site's own content layer: `listStories`,
// the one content client and the in-process local content service. Two seams are replaced: the
// process-wide database (this file's instead) and Next's data cache (no Next server runs here).
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

const { loadLeaseOffers } = await import('@/services/leases/load-lease-offers');

let database: TestDatabase;
let offers: LeaseOffer[];

beforeAll(async () => {
  // The local content service, whatever the environment says.
  vi.stubEnv('STORYBLOK_TOKEN', '');
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, path.join(process.cwd(), 'content/seed'));
  offers = await loadLeaseOffers('published');
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

/** `KONA Electric` → `kona-electric`. */
const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('lease offers from the seed', () => {
  it('loads at least 12 valid offers of at least 10 brands', () => {
    expect(offers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(offers.map((o) => o.brand)).size).toBeGreaterThanOrEqual(10);
  });

  it('leaves no published offer out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const again = await loadLeaseOffers('published');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(again.map((o) => o.slug)).toEqual(offers.map((o) => o.slug));
  });

  it('gives every offer 4 to 9 configurations, each one choice only once', () => {
    for (const offer of offers) {
      expect(offer.configurations.length, offer.slug).toBeGreaterThanOrEqual(4);
      expect(offer.configurations.length, offer.slug).toBeLessThanOrEqual(9);
      const choices = offer.configurations.map((c) => `${c.durationMonths}|${c.annualKm}|${c.colour}`);
      expect(new Set(choices).size, offer.slug).toBe(choices.length);
    }
  });

  it('has amounts incl. VAT that are the amounts excl. VAT + 17 %', () => {
    for (const offer of offers) {
      for (const c of offer.configurations) {
        expect(
          Math.abs(withVat(c.monthlyExclVatCents) - c.monthlyInclVatCents),
          `${offer.slug} ${c.id}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  it('names each offer {brand}-{model}', () => {
    for (const offer of offers) expect(offer.slug).toBe(`${offer.brand}-${slugify(offer.model)}`);
  });

  it('has what a card needs: a photo, a power and a cheapest monthly amount', () => {
    for (const offer of offers) {
      expect(offer.images.length, offer.slug).toBeGreaterThan(0);
      expect(offer.specification.powerKw, offer.slug).toBeGreaterThan(0);
      expect(cheapestConfiguration(offer.configurations)?.monthlyInclVatCents, offer.slug).toBeGreaterThan(0);
    }
  });

  it('gives electric offers a battery and a range, and combustion offers a cylinder capacity', () => {
    for (const { slug, specification: s } of offers) {
      if (s.fuel === 'electric') {
        expect(s.batteryKwh, slug).not.toBeNull();
        expect(s.rangeKm, slug).not.toBeNull();
        expect(s.co2GKm, slug).toBe(0);
      } else {
        expect(s.cylinderCc, slug).not.toBeNull();
      }
    }
  });

  it('reads drafts too (preview)', async () => {
    const drafts = await loadLeaseOffers('draft');
    expect(drafts.length).toBeGreaterThanOrEqual(offers.length);
  });

  it('leaves out, with a warning, an offer whose amount incl. VAT is not the amount excl. VAT + 17 %', async () => {
    const fullSlug = 'private-lease/kia-picanto';
    const story = JSON.parse(
      await readFile(path.join(process.cwd(), 'content/seed/stories', `${fullSlug}.json`), 'utf8'),
    ) as { content: { configurations: Record<string, unknown>[] } };
    const original = structuredClone(story.content);
    // 245.30 € excl. VAT is 287.00 € incl. VAT; the draft says 300.00 €. Every other field stays valid.
    expect(story.content.configurations[0]).toMatchObject({ taxNotIncluded: '245.30', taxIncluded: '287.00' });
    story.content.configurations[0]!.taxIncluded = '300.00';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await saveDraft(database.db, fullSlug, story.content);
      const drafts = await loadLeaseOffers('draft');
      expect(drafts.map((o) => o.slug)).not.toContain('kia-picanto');
      expect(drafts.length).toBeGreaterThan(0);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /kia-picanto.*taxIncluded 300\.00 € does not match taxNotIncluded 245\.30 € \+ 17 % VAT = 287\.00 €/,
        ),
      );
      // The published offer is not the draft: it stays listed.
      expect((await loadLeaseOffers('published')).map((o) => o.slug)).toContain('kia-picanto');
    } finally {
      warn.mockRestore();
      await saveDraft(database.db, fullSlug, original);
    }
    expect((await loadLeaseOffers('draft')).map((o) => o.slug)).toContain('kia-picanto');
  });
});
