import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSeed } from '@/content/seed-loader';
import type { Database } from '@/db/client';
import { auditLog, leads } from '@/db/schema';
import { createAccount } from '@/services/staff/accounts';
import { createSession } from '@/services/staff/sessions';
import { STUDIO_SESSION_COOKIE } from '@/site/studio/studio-session-cookie';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// Applications to the seed's job adverts end to end: what the form action answers and stores, the documents
// outside the web root, who may read them (administrators only) and the purge that deletes them.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));

vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

const { submitEnquiry } = await import('@/site/enquiries/submit-enquiry');
const { purgeLeads, retentionCutoff } = await import('@/services/enquiries/leads-store');
const { APPLICATION_RETENTION } = await import('@/services/careers/application-retention');
const { applicationDocument } = await import('@/services/careers/application-document-access');
const route = await import('@/app/studio/demandes/[reference]/documents/[document]/route');

const NOW = new Date('2026-12-01T09:00:00Z');
const PASSWORD = 'une phrase de passe assez longue';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
// A Windows program: `MZ` first, whatever its name and the type the browser declares.
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);

let database: TestDatabase;
let dir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', '');
  dir = await mkdtemp(path.join(tmpdir(), 'applications-'));
  vi.stubEnv('APPLICATIONS_DIR', dir);
  database = await openTestDatabase();
  testDb.current = Promise.resolve(database.db);
  await loadSeed(database.db, path.join(process.cwd(), 'content/seed'));
  for (const account of [
    { email: 'admin@example.lu', role: 'administrateur' as const, siteIds: [] },
    { email: 'bt@example.lu', role: 'commercial' as const, siteIds: ['bertrange'] },
    { email: 'edit@example.lu', role: 'editeur' as const, siteIds: [] },
  ]) {
    const created = await createAccount(database.db, { ...account, name: account.email, password: PASSWORD });
    tokens[account.email] = await createSession(database.db, created.id);
  }
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

let visitor = 0;
function application(overrides: Record<string, string> = {}): Record<string, string> {
  visitor += 1;
  return {
    job: 'mecanicien-automobile-bertrange',
    civility: 'madame',
    firstName: 'Sofia',
    lastName: 'Pereira',
    email: `sofia.pereira.${visitor}@example.lu`,
    phone: '',
    preferredContact: 'email',
    privacyConsent: 'on',
    message: 'Mécanicienne depuis six ans, disponible en janvier.',
    ...overrides,
  };
}

const pdfFile = (bytes: Buffer, name: string, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });
/** What a file input left empty posts (as React's server action hands it over: no name at all). */
const noFile = () => new File([], undefined as unknown as string, { type: 'application/octet-stream' });

function send(fields: Record<string, string>, files: { cv?: File; letter?: File } = {}) {
  const entries: [string, FormDataEntryValue][] = [
    ...Object.entries({ form: 'application', page: `/carrieres/${fields.job}` }),
    ...Object.entries(fields),
    ['cv', files.cv ?? noFile()],
    ['letter', files.letter ?? noFile()],
  ];
  return submitEnquiry({ entries }, { ip: `10.3.0.${visitor}`, now: NOW });
}

const storedLeads = (email: string) => database.db.select().from(leads).where(eq(leads.email, email));
const storedFiles = async () => (await readdir(dir).catch(() => [])).sort();

describe('an application to a job advert', () => {
  it('is stored as an application lead, its CV and letter as files outside the web root', async () => {
    const fields = application();
    const answer = await send(fields, {
      cv: pdfFile(PDF, 'CV Sofia Pereira.pdf'),
      letter: pdfFile(Buffer.concat([PDF, Buffer.from('lettre')]), 'lettre.pdf'),
    });
    expect(answer.status).toBe('sent');
    expect(answer.status === 'sent' && answer.confirmation.lines[0]?.value).toBe(
      'Candidature\u202f: Mécanicien automobile (h/f)',
    );
    const [lead] = await storedLeads(fields.email!);
    expect(lead).toMatchObject({ type: 'application', location: 'bertrange', pagePath: `/carrieres/${fields.job}` });
    expect(lead?.fields).toMatchObject({
      job: 'mecanicien-automobile-bertrange',
      jobTitle: 'Mécanicien automobile (h/f)',
      cv: { name: 'CV Sofia Pereira.pdf', bytes: PDF.length },
      letter: { name: 'lettre.pdf' },
    });
    const cv = (lead?.fields as { cv: { id: string } }).cv;
    expect(await readFile(path.join(dir, `${cv.id}.pdf`))).toEqual(PDF);
    // Nowhere under public/, which the site serves.
    expect(dir.startsWith(path.join(process.cwd(), 'public'))).toBe(false);
  });

  it('refuses a program renamed .pdf and declared a PDF, with a French message; nothing is stored', async () => {
    const before = await storedFiles();
    const fields = application();
    const answer = await send(fields, { cv: pdfFile(EXE, 'cv.pdf') });
    expect(answer.status === 'refused' && [answer.httpStatus, answer.errors]).toEqual([
      422,
      { cv: 'Ce fichier n’est pas un PDF\u202f: enregistrez votre document au format PDF, puis joignez-le à nouveau.' },
    ]);
    expect(await storedLeads(fields.email!)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('asks for the CV, refuses a document over 5 MB, and takes no file in other forms', async () => {
    const missing = await send(application());
    expect(missing.status === 'refused' && missing.errors).toEqual({ cv: 'Joignez votre CV en PDF.' });
    const large = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await send(application(), { cv: pdfFile(PDF, 'cv.pdf'), letter: pdfFile(large, 'lettre.pdf') });
    expect(tooLarge.status === 'refused' && tooLarge.errors).toEqual({
      letter: 'Ce fichier dépasse 5\u202fMo\u202f: joignez un PDF plus léger.',
    });
    const contact = await submitEnquiry(
      {
        entries: [
          ['form', 'contact'],
          ['cv', pdfFile(PDF, 'cv.pdf')],
        ],
      },
      { ip: '10.3.1.1', now: NOW },
    );
    expect(contact.status === 'refused' && contact.httpStatus).toBe(400);
  });

  it('is refused for a closed advert', async () => {
    const fields = application({ job: 'peintre-en-carrosserie-niederkorn' });
    const answer = await send(fields, { cv: pdfFile(PDF, 'cv.pdf') });
    expect(answer.status === 'refused' && answer.errors).toEqual({
      form: 'Cette offre d’emploi est close\u202f: votre candidature n’a pas été envoyée. Consultez nos offres en cours.',
    });
    expect(await storedLeads(fields.email!)).toEqual([]);
  });
});

describe('an applicant’s documents in the studio', () => {
  let reference: string;
  beforeAll(async () => {
    const fields = application();
    await send(fields, { cv: pdfFile(PDF, 'Lebenslauf – Müller.pdf') });
    reference = (await storedLeads(fields.email!))[0]!.reference;
  });

  async function download(who: string | null, kind = 'cv') {
    const cookie: Record<string, string> = who ? { cookie: `${STUDIO_SESSION_COOKIE}=${tokens[who]}` } : {};
    const request = new Request(`http://studio.test/studio/demandes/${reference}/documents/${kind}`, {
      headers: { 'sec-fetch-site': 'same-origin', ...cookie },
    });
    return route.GET(request, { params: Promise.resolve({ reference, document: kind }) });
  }

  it('are refused (403) to a commercial of the application’s site and to an editor', async () => {
    for (const who of ['bt@example.lu', 'edit@example.lu']) {
      const answer = await download(who);
      expect(answer.status, who).toBe(403);
      expect(Buffer.from(await answer.arrayBuffer()).includes(PDF)).toBe(false);
    }
    expect((await download(null)).status).toBe(404);
    expect(await applicationDocument(database.db, { role: 'commercial' }, reference, 'cv')).toEqual({ status: 403 });
  });

  it('are given to an administrator as a PDF download nobody caches, and the read is journaled', async () => {
    const answer = await download('admin@example.lu');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Lebenslauf _ Mu_ller.pdf"; filename*=UTF-8''${encodeURIComponent('Lebenslauf – Müller.pdf')}`,
    );
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PDF);
    const journal = await database.db.select().from(auditLog).where(eq(auditLog.subject, reference));
    expect(journal.map((row) => row.action)).toEqual(['application-document-read']);
    expect((await download('admin@example.lu', 'letter')).status).toBe(404);
    expect((await download('admin@example.lu', '..%2Fsecret')).status).toBe(404);
  });
});

describe('the leads purge', () => {
  it('deletes applications after the privacy page’s period, with their files; other leads keep theirs', async () => {
    const old = application();
    const recent = application();
    await send(old, { cv: pdfFile(Buffer.concat([PDF, Buffer.from('ancienne')]), 'cv.pdf') });
    await send(recent, { cv: pdfFile(Buffer.concat([PDF, Buffer.from('récente')]), 'cv.pdf') });
    const [oldLead] = await storedLeads(old.email!);
    const [recentLead] = await storedLeads(recent.email!);
    const fileOf = (lead: typeof oldLead) => `${(lead?.fields as { cv: { id: string } }).cv.id}.pdf`;
    const sevenMonthsAgo = new Date('2026-05-01T09:00:00Z');
    await database.db.update(leads).set({ createdAt: sevenMonthsAgo }).where(eq(leads.id, oldLead!.id));
    // A contact request as old stays: its retention is 24 months.
    await database.db.insert(leads).values({
      reference: 'AP-CONTACT1',
      type: 'contact',
      idempotencyKey: 'purge-contact',
      email: 'contact@example.lu',
      location: 'bertrange',
      recipientEmail: 'bertrange@autopolis.lu',
      fields: {},
      pagePath: '/contact',
      createdAt: sevenMonthsAgo,
    });
    expect(await storedFiles()).toContain(fileOf(oldLead));

    const deleted = await purgeLeads(database.db, {
      olderThan: retentionCutoff({ count: 24, unit: 'm' }, NOW),
      applicationsOlderThan: retentionCutoff(APPLICATION_RETENTION, NOW),
      now: NOW,
      applicationsDir: dir,
    });
    expect(deleted).toBe(1);
    expect(await storedLeads(old.email!)).toEqual([]);
    expect(await storedFiles()).not.toContain(fileOf(oldLead));
    expect(await storedFiles()).toContain(fileOf(recentLead));
    expect(await storedLeads('contact@example.lu')).toHaveLength(1);
  });

  it('keeps applications as long as the privacy page says', async () => {
    const policy = await readFile(
      path.join(process.cwd(), 'content/seed/stories/politique-de-traitement-des-donnees.json'),
      'utf8',
    );
    expect(APPLICATION_RETENTION).toEqual({ count: 6, unit: 'm' });
    expect(policy).toMatch(/Candidatures envoyées par nos offres d’emploi[^;]*6 mois à compter de leur envoi/);
  });
});
