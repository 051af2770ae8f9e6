import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { appointments, appointmentSlots, leads } from '@/db/schema';
import { luxembourgInstant } from '@/services/locations/luxembourg-time';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The workshop form over the real seed: each site's capacity per service comes from its location story
// (Esch: 2 climatisations and 2 tyre appointments per slot, Niederkorn no climatisation online), each service
// books in its own calendar, and the tyre service shares the tyre form's. Same seams as submit-enquiry.test.ts.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

const { submitEnquiry } = await import('@/site/enquiries/submit-enquiry');

let database: TestDatabase;

/** A Monday morning in Luxembourg (UTC+1); the Wednesday after is within Esch's workshop hours (07:30–18:00). */
const NOW = new Date('2027-03-01T08:00:00Z');
const WEDNESDAY = '2027-03-03';

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
/** A visitor of their own (address, e-mail), so the rate limits of one case never reach another. */
function contact() {
  visitor += 1;
  return {
    civility: 'monsieur',
    firstName: 'Marc',
    lastName: 'Weber',
    email: `marc.weber.${visitor}@example.lu`,
    phone: '',
    preferredContact: 'email',
    privacyConsent: 'on',
  };
}

const VEHICLE = { plate: '', vehicleMake: 'Hyundai', vehicleModel: 'Tucson', mileage: '48 500' };

function send(type: string, fields: Record<string, string>) {
  const entries: [string, FormDataEntryValue][] = [
    ...Object.entries({ form: type, page: '/formulaires/rendez-vous-atelier' }),
    ...Object.entries(fields),
  ];
  return submitEnquiry({ entries }, { ip: `10.7.0.${visitor}`, now: NOW });
}

const book = (service: string, location: string, time: string) =>
  send('workshop-appointment', { ...contact(), ...VEHICLE, service, location, date: WEDNESDAY, time });

const SLOT_FULL =
  'Créneau complet\u202f: un autre visiteur vient de réserver la dernière place. Choisissez une autre heure\u202f: vos autres réponses sont conservées.';

describe('workshop appointments', () => {
  it('books a climatisation slot at Esch, with its lead, its booking and the confirmation', async () => {
    const answer = await book('climatisation', 'esch-sur-alzette', '09:30');
    expect(answer.status).toBe('sent');
    if (answer.status !== 'sent') return;
    expect(answer.confirmation.title).toBe('Merci, votre rendez-vous est réservé');
    expect(answer.confirmation.lines).toContainEqual(
      expect.objectContaining({ value: expect.stringContaining('Climatisation') }),
    );
    const [row] = await database.db
      .select({ type: leads.type, fields: leads.fields, kind: appointments.kind, startsAt: appointments.startsAt })
      .from(leads)
      .innerJoin(appointments, eq(appointments.leadId, leads.id))
      .where(eq(leads.reference, answer.confirmation.reference ?? ''));
    expect(row).toEqual({
      type: 'workshop-appointment',
      fields: expect.objectContaining({ service: 'climatisation', vehicleMake: 'Hyundai', mileage: 48500 }),
      kind: 'workshop-climatisation',
      startsAt: luxembourgInstant(WEDNESDAY, 9 * 60 + 30),
    });
  });

  it('refuses a booking beyond the slot’s capacity from the site’s story, in French (409)', async () => {
    // Esch takes two climatisations per slot.
    expect((await book('climatisation', 'esch-sur-alzette', '10:30')).status).toBe('sent');
    expect((await book('climatisation', 'esch-sur-alzette', '10:30')).status).toBe('sent');
    const third = await book('climatisation', 'esch-sur-alzette', '10:30');
    expect(third).toMatchObject({ status: 'refused', httpStatus: 409, errors: { time: SLOT_FULL } });
    const [slot] = await database.db
      .select({ booked: appointmentSlots.booked, capacity: appointmentSlots.capacity })
      .from(appointmentSlots)
      .where(
        and(
          eq(appointmentSlots.location, 'esch-sur-alzette'),
          eq(appointmentSlots.kind, 'workshop-climatisation'),
          eq(appointmentSlots.startsAt, luxembourgInstant(WEDNESDAY, 10 * 60 + 30)),
        ),
      );
    expect(slot).toEqual({ booked: 2, capacity: 2 });
    // Another service's calendar at the same hour is its own.
    expect((await book('revision', 'esch-sur-alzette', '10:30')).status).toBe('sent');
  });

  it('refuses a service the site does not offer online, with its phone', async () => {
    const answer = await book('climatisation', 'niederkorn', '09:30');
    expect(answer).toMatchObject({ status: 'refused', httpStatus: 422 });
    expect(JSON.stringify(answer)).toContain('ne prend pas ce rendez-vous en ligne');
  });

  it('books the tyre service in the tyre form’s calendar: both forms share its places', async () => {
    // Esch takes two tyre appointments per 30-minute slot: one through each form, then it is full.
    const tyreForm = { ...contact(), service: 'seasonal-change', location: 'esch-sur-alzette', plate: 'AB 1234' };
    expect((await send('tyre-appointment', { ...tyreForm, date: WEDNESDAY, time: '14:00' })).status).toBe('sent');
    expect((await book('pneus', 'esch-sur-alzette', '14:00')).status).toBe('sent');
    expect(await book('pneus', 'esch-sur-alzette', '14:00')).toMatchObject({ status: 'refused', httpStatus: 409 });
  });

  it('keeps to the workshop’s hours: a time between two one-hour slots is not one', async () => {
    expect(await book('revision', 'esch-sur-alzette', '10:00')).toMatchObject({
      status: 'refused',
      errors: { time: 'Choisissez une heure parmi les créneaux proposés.' },
    });
  });
});
