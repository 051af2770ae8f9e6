import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { leads } from '@/db/schema';
import { entriesOf } from '@/services/enquiries/lead-message';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The business lease request end to end over the real seed (business offers, sites): what the form action
// answers and what it stores. The same two seams as submit-enquiry.test.ts: the database and Next's data cache.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

const { submitEnquiry } = await import('@/site/enquiries/submit-enquiry');
const { loadBusinessOffers } = await import('@/services/business-lease/load-business-offers');

let database: TestDatabase;
const NOW = new Date('2027-03-01T08:00:00Z');
const OFFERS_DIR = path.join(process.cwd(), 'content/seed/stories/entreprise/offres');

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', '');
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, path.join(process.cwd(), 'content/seed'));
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

let visitor = 0;
/** A company and its contact person of their own (address, e-mail), so no rate limit reaches another case. */
function request(overrides: Record<string, string> = {}): Record<string, string> {
  visitor += 1;
  return {
    offer: 'kia-ev3-business',
    company: 'Bâtiments Weber & Fils S.à r.l.',
    vatNumber: 'lu 2637 5245',
    fleetSize: '12',
    vehiclesWanted: '3',
    location: 'bertrange',
    civility: 'monsieur',
    firstName: 'Marc',
    lastName: 'Weber',
    email: `marc.weber.${visitor}@weber-batiments.lu`,
    phone: '621 987 654',
    preferredContact: 'phone',
    privacyConsent: 'on',
    message: '',
    ...overrides,
  };
}

function send(fields: Record<string, string>) {
  const entries: [string, FormDataEntryValue][] = [
    ...Object.entries({ form: 'business-lease', page: '/formulaires/demande-offre-business-lease' }),
    ...Object.entries(fields),
  ];
  return submitEnquiry({ entries }, { ip: `10.2.0.${visitor}`, now: NOW });
}

const storedLeads = (email: string) => database.db.select().from(leads).where(eq(leads.email, email));

describe('business offers', () => {
  it('reads every seed offer, its amount incl. VAT the amount excl. VAT + 17 %', async () => {
    const files = (await readdir(OFFERS_DIR)).filter((file) => file.endsWith('.json') && !file.startsWith('_'));
    const expected = await Promise.all(
      files.map(async (file) => {
        const { content } = JSON.parse(await readFile(path.join(OFFERS_DIR, file), 'utf8')) as {
          content: { monthly_excl_vat: string };
        };
        const exclVat = Math.round(Number(content.monthly_excl_vat) * 100);
        return { slug: file.replace(/\.json$/, ''), exclVat, inclVat: Math.round(exclVat * 1.17) };
      }),
    );
    const offers = await loadBusinessOffers('published');
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(
      offers
        .map((o) => ({ slug: o.slug, exclVat: o.monthlyExclVatCents, inclVat: o.monthlyInclVatCents }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual(expected.sort((a, b) => a.slug.localeCompare(b.slug)));
  });
});

describe('a business lease request', () => {
  it('is stored as a business-lease lead with the offer’s name and amounts, the VAT number normalised', async () => {
    const fields = request();
    const answer = await send(fields);
    expect(answer.status).toBe('sent');
    expect(answer.status === 'sent' && answer.confirmation.lines[0]).toEqual({
      label: 'Votre demande',
      value: 'Business lease Kia EV3 Air 58,3 kWh 204 ch pour Bâtiments Weber & Fils S.à r.l.',
    });
    const rows = await storedLeads(fields.email!);
    expect(rows).toHaveLength(1);
    const [lead] = rows;
    expect(lead).toMatchObject({
      type: 'business-lease',
      location: 'bertrange',
      recipientEmail: 'bertrange@autopolis.lu',
      vehicleId: null,
      pagePath: '/formulaires/demande-offre-business-lease',
    });
    expect(lead?.fields).toMatchObject({
      offer: 'kia-ev3-business',
      offerName: 'Kia EV3 Air 58,3 kWh 204 ch',
      company: 'Bâtiments Weber & Fils S.à r.l.',
      vatNumber: 'LU26375245',
      fleetSize: 12,
      vehiclesWanted: 3,
      phone: '+352621987654',
      monthlyExclVatCents: 42900,
      monthlyInclVatCents: 50193,
      durationMonths: 48,
      annualKm: 25000,
    });
    // The studio's lead page and the e-mail label its fields in French.
    const labels = entriesOf(lead?.fields ?? {}).map((entry) => entry.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Société', 'N° de TVA', 'Taille de la flotte actuelle', 'Véhicules souhaités', 'Offre']),
    );
  });

  it('is stored without an offer, for an offer made to measure', async () => {
    const fields = request({ offer: '', vatNumber: 'BE 0123.456.789', location: 'esch-sur-alzette' });
    const answer = await send(fields);
    expect(answer.status === 'sent' && answer.confirmation.lines[0]?.value).toBe(
      'Business lease pour Bâtiments Weber & Fils S.à r.l.',
    );
    const [lead] = await storedLeads(fields.email!);
    expect(lead?.fields).toMatchObject({ offer: '', vatNumber: 'BE0123456789', location: 'esch-sur-alzette' });
    expect(lead?.fields).not.toHaveProperty('offerName');
  });

  it('is refused with a French message when a Luxembourg VAT number’s check digits are wrong; nothing is stored', async () => {
    const fields = request({ vatNumber: 'LU26375246' });
    const answer = await send(fields);
    expect(answer.status === 'refused' && [answer.httpStatus, answer.errors]).toEqual([
      422,
      {
        vatNumber:
          'Ce numéro de TVA luxembourgeois n’est pas valide\u202f: ses deux derniers chiffres ne correspondent pas aux six premiers. Vérifiez-le.',
      },
    ]);
    expect(answer.status === 'refused' && answer.values.vatNumber).toBe('LU26375246');
    expect(await storedLeads(fields.email!)).toEqual([]);
  });

  it('is refused for an offer that is not published, and at a site that does not sell the offer’s brand', async () => {
    const withdrawn = await send(request({ offer: 'kia-ev2-business' }));
    expect(withdrawn.status === 'refused' && withdrawn.errors).toEqual({
      offer:
        'Cette offre business lease n’est plus proposée\u202f: choisissez-en une autre ou demandez une offre sur mesure.',
    });
    const elsewhere = await send(request({ location: 'esch-sur-alzette' }));
    expect(elsewhere.status === 'refused' && elsewhere.errors).toEqual({
      location: 'Choisissez une concession qui vend Kia.',
    });
  });

  it('asks for the contact person’s phone even when they prefer e-mail', async () => {
    const answer = await send(request({ phone: '', preferredContact: 'email' }));
    expect(answer.status === 'refused' && answer.errors).toEqual({
      phone: 'Indiquez le numéro de téléphone de la personne de contact.',
    });
  });
});
