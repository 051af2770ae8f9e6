import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduledEntry } from '@/content/management-contract';
import { toLuxembourgLocal } from '@/content/luxembourg-time';
import { saveDraft } from '@/content/local-service/publishing';
import type { Database } from '@/db/client';
import { auditLog, scheduledActions, stories } from '@/db/schema';
import { createAccount } from '@/services/staff/accounts';
import { attemptLogin } from '@/services/staff/login';
import { managementAction } from '@/services/staff/roles';
import { INTERNAL_CALL_HEADER, internalCallToken } from '@/site/http/internal-calls';
import { STUDIO_SESSION_COOKIE } from '@/site/studio/studio-session-cookie';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// « Programmer » through the management API, with accounts: who may schedule, what the journal keeps, and the
// site's own call that runs due actions (revalidating as a publish does).
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

const route = await import('@/app/api/content/manage/[...path]/route');
const runRoute = await import('@/app/api/content/scheduled-run/route');

const ORIGIN = 'http://studio.test';
const PASSWORD = 'une phrase de passe assez longue';
const page = (title: string) => ({
  _uid: 'root-1',
  component: 'page',
  body: [{ _uid: 'h', component: 'hero', title }],
});
const inMinutes = (minutes: number) => toLuxembourgLocal(new Date(Date.now() + minutes * 60_000));
let database: TestDatabase;
let db: Database;
let redac: string;
let edit: string;

async function call<T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) {
  const headers = {
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    cookie: `${STUDIO_SESSION_COOKIE}=${token}`,
  };
  const request = new Request(`${ORIGIN}/api/content/manage/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const handler = route[method as 'GET' | 'POST'];
  const response = await handler(request, { params: Promise.resolve({ path: path.split('/') }) });
  return { status: response.status, body: (await response.json()) as T };
}

async function signIn(email: string): Promise<string> {
  const result = await attemptLogin(db, { email, password: PASSWORD, address: `test-${email}` });
  if (!result.ok) throw new Error(`Login failed for ${email}`);
  return result.token;
}

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', '');
  database = await openTestDatabase();
  db = database.db;
  testDb.current = Promise.resolve(db);
  await createAccount(db, { email: 'redac@example.lu', name: 'Rédac', role: 'redacteur', password: PASSWORD });
  await createAccount(db, { email: 'edit@example.lu', name: 'Édith', role: 'editeur', password: PASSWORD });
  redac = await signIn('redac@example.lu');
  edit = await signIn('edit@example.lu');
  await saveDraft(db, 'essais/programme', page('Programmée'));
  await saveDraft(db, 'essais/invalide', { _uid: 'r', component: 'page', body: [{ _uid: 'h', component: 'hero' }] });
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

describe('« Programmer » through the management API', () => {
  it('needs the publish right: a rédacteur reads the schedules but gets 403 scheduling or cancelling', async () => {
    expect(managementAction('POST', ['stories', 'a', 'schedules'])).toBe('publish');
    expect(managementAction('POST', ['schedules', '4', 'cancel'])).toBe('publish');
    expect(managementAction('GET', ['schedules'])).toBe('read');
    const refused = await call('POST', 'stories/essais/programme/schedules', redac, {
      action: 'publish',
      at: inMinutes(5),
    });
    expect(refused.status).toBe(403);
    expect(await db.select().from(scheduledActions)).toEqual([]);
    expect((await call('GET', 'stories/essais/programme/schedules', redac)).status).toBe(200);
    expect((await call('GET', 'schedules', redac)).status).toBe(200);
  });

  it('an éditeur schedules (journalled), sees it on the story and in the tree’s list, and cancels it', async () => {
    const created = await call<{ schedule: ScheduledEntry }>('POST', 'stories/essais/programme/schedules', edit, {
      action: 'publish',
      at: '2099-03-12T09:00',
    });
    expect(created.status).toBe(201);
    expect(created.body.schedule).toMatchObject({
      action: 'publish',
      at: '2099-03-12T08:00:00.000Z',
      atText: 'le 12 mars 2099 à 9\u202fh\u202f00',
      state: 'waiting',
      createdBy: 'Édith (edit@example.lu)',
      storyVersion: 1,
    });
    const listed = await call<{ schedules: ScheduledEntry[] }>('GET', 'stories/essais/programme/schedules', edit);
    expect(listed.body.schedules.map((s) => s.id)).toEqual([created.body.schedule.id]);
    const open = await call<{ schedules: (ScheduledEntry & { storyId: number })[] }>('GET', 'schedules', edit);
    expect(open.body.schedules.map((s) => s.fullSlug)).toEqual(['essais/programme']);

    const id = created.body.schedule.id;
    expect((await call('POST', `schedules/${id}/cancel`, redac)).status).toBe(403);
    const cancelled = await call<{ schedule: ScheduledEntry }>('POST', `schedules/${id}/cancel`, edit);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.schedule.state).toBe('cancelled');
    expect((await call('POST', `schedules/${id}/cancel`, edit)).status).toBe(409);
    const journal = await db.select().from(auditLog).where(eq(auditLog.subject, 'essais/programme'));
    expect(journal.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['schedule', 'edit@example.lu'],
      ['schedule-cancel', 'edit@example.lu'],
    ]);
  });

  it('refuses a draft that may not be published (422 with its problems), a bad time and a past one', async () => {
    const invalid = await call<{ problems: unknown[] }>('POST', 'stories/essais/invalide/schedules', edit, {
      action: 'publish',
      at: inMinutes(5),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.problems).toContainEqual({ path: 'body[0](hero).title', message: 'obligatoire' });
    const bad = await call('POST', 'stories/essais/programme/schedules', edit, { action: 'publish', at: '12/03/2026' });
    expect(bad.status).toBe(400);
    const past = await call('POST', 'stories/essais/programme/schedules', edit, {
      action: 'publish',
      at: inMinutes(-10),
    });
    expect(past.status).toBe(422);
  });
});

describe('the site’s own call that runs due actions', () => {
  const runRequest = (headers: Record<string, string>) =>
    new Request(`${ORIGIN}/api/content/scheduled-run`, { method: 'POST', headers });

  it('is refused without the process’s token', async () => {
    expect((await runRoute.POST(runRequest({}))).status).toBe(404);
    expect((await runRoute.POST(runRequest({ [INTERNAL_CALL_HEADER]: 'x'.repeat(43) }))).status).toBe(404);
  });

  it('publishes what is due, revalidates its page as a publish does, and journals it as its author', async () => {
    const created = await call<{ schedule: ScheduledEntry }>('POST', 'stories/essais/programme/schedules', edit, {
      action: 'publish',
      at: inMinutes(1),
    });
    expect(created.status).toBe(201);
    await db
      .update(scheduledActions)
      .set({ at: new Date(Date.now() - 1000) })
      .where(eq(scheduledActions.id, created.body.schedule.id));
    revalidated.length = 0;
    const answer = await runRoute.POST(runRequest({ [INTERNAL_CALL_HEADER]: internalCallToken() }));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { ran: number }).ran).toBe(1);
    const [row] = await db.select().from(stories).where(eq(stories.fullSlug, 'essais/programme'));
    expect(row!.published).toEqual(page('Programmée'));
    expect(revalidated).toEqual(expect.arrayContaining(['story:essais/programme', 'lists:essais/']));
    const journal = await db.select().from(auditLog).where(eq(auditLog.subject, 'essais/programme'));
    expect(journal.at(-1)).toMatchObject({ action: 'scheduled-publish', actorEmail: 'edit@example.lu' });
  });
});
