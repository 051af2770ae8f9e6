import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '@/content/local-service/publishing';
import type { Database } from '@/db/client';
import { auditLog, staffSessions, stories, storyVersions } from '@/db/schema';
import { accountCount, createAccount, findAccountRow, removeAccount, resetAccount } from '@/services/staff/accounts';
import { createFirstAdmin, firstAdminLink } from '@/services/staff/first-admin';
import { attemptLogin } from '@/services/staff/login';
import { LOGIN_LIMITS, loginAllowed, resetLoginLimits } from '@/services/staff/login-limit';
import { hashPassword, verifyPassword } from '@/services/staff/passwords';
import { managementAction, mayDo } from '@/services/staff/roles';
import { createSession, endAllSessions, endSession, SESSION_IDLE_MS, sessionAccount } from '@/services/staff/sessions';
import { STUDIO_SESSION_COOKIE } from '@/site/studio/studio-session-cookie';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// Studio accounts (issue 34): passwords, sessions, the login limit, roles and the management API's refusals.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));
vi.mock('next/cache', () => ({ revalidateTag: () => {} }));

const route = await import('@/app/api/content/manage/[...path]/route');

const ORIGIN = 'http://studio.test';
const PASSWORD = 'une phrase de passe assez longue';
const page = (title: string) => ({
  _uid: 'root-1',
  component: 'page',
  body: [{ _uid: 'h', component: 'hero', title }],
});
let database: TestDatabase;
let db: Database;

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
  if (token) headers.cookie = `${STUDIO_SESSION_COOKIE}=${token}`;
  const request = new Request(`${ORIGIN}/api/content/manage/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const handler = route[method as 'GET' | 'PUT' | 'POST' | 'DELETE'];
  const response = await handler(request, { params: Promise.resolve({ path: path.split('/') }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(email: string): Promise<string> {
  const result = await attemptLogin(db, { email, password: PASSWORD, address: `test-${email}` });
  if (!result.ok) throw new Error(`Login failed for ${email}: ${result.reason}`);
  return result.token;
}

beforeAll(async () => {
  vi.stubEnv('STORYBLOK_TOKEN', '');
  vi.stubEnv('CONTENT_MANAGEMENT_TOKEN', 'vitest-token');
  database = await openTestDatabase();
  db = database.db;
  testDb.current = Promise.resolve(db);
  await saveDraft(db, 'essais/roles', page('Rôles'));
}, 60_000);

beforeEach(() => resetLoginLimits());

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

describe('passwords', () => {
  it('hashes with argon2id, salted, and verifies only the right password', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
    expect(await verifyPassword(hash, PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, `${PASSWORD}!`)).toBe(false);
    expect(await verifyPassword(null, PASSWORD)).toBe(false);
    expect(await verifyPassword('pas un hash', PASSWORD)).toBe(false);
  });
});

describe('the first administrator', () => {
  it('gets a single-use link on a fresh install, and none once an account exists', async () => {
    expect(await accountCount(db)).toBe(0);
    const link = await firstAdminLink(db, 'http://site.test/');
    expect(link).toMatch(/^http:\/\/site\.test\/studio\/premier-compte\?jeton=[\w-]{43}$/);
    const token = new URL(link!).searchParams.get('jeton')!;
    const input = { email: 'Admin@Example.LU', name: 'Admin', password: PASSWORD };
    const created = await createFirstAdmin(db, token, input);
    expect(created).toMatchObject({ email: 'admin@example.lu', role: 'administrateur' });
    expect(await createFirstAdmin(db, token, { ...input, email: 'autre@example.lu' })).toBeNull();
    expect(await firstAdminLink(db, 'http://site.test')).toBeNull();
  });
});

describe('login', () => {
  beforeAll(async () => {
    await createAccount(db, { email: 'redac@example.lu', name: 'Rédac', role: 'redacteur', password: PASSWORD });
    await createAccount(db, { email: 'edit@example.lu', name: 'Édith', role: 'editeur', password: PASSWORD });
    await createAccount(db, { email: 'com@example.lu', name: 'Comm', role: 'commercial', password: PASSWORD });
  });

  it('opens a session for the right password, the e-mail in any case, and writes the journal', async () => {
    const result = await attemptLogin(db, { email: ' REDAC@example.lu ', password: PASSWORD, address: '1' });
    expect(result).toMatchObject({ ok: true, account: { email: 'redac@example.lu', role: 'redacteur' } });
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(rows.map((row) => row.actorEmail)).toContain('redac@example.lu');
  });

  it('answers an unknown address as a wrong password, taking as long (a dummy hash is verified)', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      const result = await attemptLogin(db, { email, password: 'faux mot de passe !!', address: '2' });
      return { result, ms: performance.now() - start };
    };
    await time('redac@example.lu');
    const known = await time('redac@example.lu');
    const unknown = await time('personne@example.lu');
    expect(known.result).toEqual({ ok: false, reason: 'invalid' });
    expect(unknown.result).toEqual(known.result);
    // argon2 takes tens of ms: an unknown address that skipped it would answer in well under a fifth.
    expect(unknown.ms).toBeGreaterThan(known.ms / 5);
  });

  it('throttles an account after 20 attempts, even with the right password then, and an address after 100', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account; i++) {
      const result = await attemptLogin(db, {
        email: 'edit@example.lu',
        password: 'mauvais mot de passe',
        address: `a${i}`,
      });
      expect(result).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await attemptLogin(db, { email: 'edit@example.lu', password: PASSWORD, address: 'b' })).toEqual({
      ok: false,
      reason: 'throttled',
    });
    for (let i = 0; i < LOGIN_LIMITS.address; i++) expect(await loginAllowed('address:9.9.9.9')).toBe(true);
    expect(await loginAllowed('address:9.9.9.9')).toBe(false);
    // A window ends 15 minutes after it began (rate-limiter-flexible reads the clock: only Date is faked).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000);
      expect(await loginAllowed('address:9.9.9.9')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sessions', () => {
  it('rotate at login, end when idle for 12 h, at logout and everywhere at once', async () => {
    const account = (await findAccountRow(db, 'redac@example.lu'))!;
    const first = await createSession(db, account.id);
    expect(await sessionAccount(db, first)).toMatchObject({ email: 'redac@example.lu' });
    // A login from the same browser replaces the session it held.
    const second = await createSession(db, account.id, { previousToken: first });
    expect(second).not.toBe(first);
    expect(await sessionAccount(db, first)).toBeNull();
    // Only the hash of the token is stored.
    const ids = (await db.select().from(staffSessions)).map((row) => row.id);
    expect(ids).not.toContain(second);

    const now = Date.now();
    expect(await sessionAccount(db, second, new Date(now + SESSION_IDLE_MS - 120_000))).not.toBeNull();
    // Seen just now (the last call touched it): still valid 12 h after that, not 12 h after the login.
    expect(await sessionAccount(db, second, new Date(now + SESSION_IDLE_MS + 60_000))).not.toBeNull();
    expect(await sessionAccount(db, second, new Date(now + 3 * SESSION_IDLE_MS))).toBeNull();

    const a = await createSession(db, account.id);
    const b = await createSession(db, account.id);
    await endSession(db, a);
    expect(await sessionAccount(db, a)).toBeNull();
    expect(await sessionAccount(db, b)).not.toBeNull();
    const c = await createSession(db, account.id);
    await endAllSessions(db, account.id, c);
    expect(await sessionAccount(db, b)).toBeNull();
    expect(await sessionAccount(db, c)).not.toBeNull();
    expect(await sessionAccount(db, 'pas-un-jeton')).toBeNull();
  });

  it('end when the password is reset or the account removed', async () => {
    await createAccount(db, { email: 'temp@example.lu', name: 'Temp', role: 'redacteur', password: PASSWORD });
    const token = await signIn('temp@example.lu');
    await resetAccount(db, 'temp@example.lu', { password: `${PASSWORD} neuve` });
    expect(await sessionAccount(db, token)).toBeNull();
    const again = await attemptLogin(db, { email: 'temp@example.lu', password: `${PASSWORD} neuve`, address: 'r' });
    expect(again.ok).toBe(true);
    expect(await removeAccount(db, 'temp@example.lu')).toBe(true);
    expect(await sessionAccount(db, again.ok ? again.token : undefined)).toBeNull();
  });
});

describe('roles', () => {
  it('say who may do what', () => {
    expect(mayDo('redacteur', 'edit')).toBe(true);
    expect(mayDo('redacteur', 'publish')).toBe(false);
    expect(mayDo('editeur', 'publish')).toBe(true);
    expect(mayDo('editeur', 'accounts')).toBe(false);
    expect(mayDo('commercial', 'read')).toBe(false);
    expect(mayDo('administrateur', 'audit')).toBe(true);
    expect(managementAction('GET', ['stories'])).toBe('read');
    expect(managementAction('PUT', ['stories', 'a'])).toBe('edit');
    expect(managementAction('POST', ['stories', 'a', 'publish'])).toBe('publish');
    expect(managementAction('POST', ['stories', 'a', 'unpublish'])).toBe('publish');
    expect(managementAction('DELETE', ['stories', 'a'])).toBe('delete');
    expect(managementAction('POST', ['bin', '3', 'restore'])).toBe('restore');
  });

  it('the management API: a rédacteur saves (as their name) but gets 403 on a direct publish; an éditeur publishes', async () => {
    const redac = await signIn('redac@example.lu');
    const saved = await call('PUT', 'stories/essais/roles', redac, { content: page('Par la rédaction') });
    expect(saved.status).toBe(200);
    const published = await call('POST', 'stories/essais/roles/publish', redac);
    expect(published.status).toBe(403);
    expect(published.body.error).toMatch(/rôle/);
    expect((await call('DELETE', 'stories/essais/roles', redac)).status).toBe(403);
    const [row] = await db.select().from(stories).where(eq(stories.fullSlug, 'essais/roles'));
    expect(row!.published).toBeNull();
    const [version] = await db
      .select()
      .from(storyVersions)
      .where(eq(storyVersions.storyId, row!.id))
      .orderBy(desc(storyVersions.id))
      .limit(1);
    expect(version!.author).toBe('Rédac (redac@example.lu)');

    const edit = await signIn('edit@example.lu');
    expect((await call('POST', 'stories/essais/roles/publish', edit)).status).toBe(200);
    const journal = await db.select().from(auditLog).where(eq(auditLog.subject, 'essais/roles'));
    expect(journal.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['save', 'redac@example.lu'],
      ['publish', 'edit@example.lu'],
    ]);

    const commercial = await signIn('com@example.lu');
    expect((await call('GET', 'stories', commercial)).status).toBe(403);
    expect((await call('GET', 'stories', null)).status).toBe(401);
    expect((await call('GET', 'stories', 'x'.repeat(43))).status).toBe(401);
  });
});
