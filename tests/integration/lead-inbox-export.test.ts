import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { auditLog, leads } from '@/db/schema';
import { createAccount } from '@/services/staff/accounts';
import { createSession } from '@/services/staff/sessions';
import { STUDIO_SESSION_COOKIE } from '@/site/studio/studio-session-cookie';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The inbox's CSV export (issue 34): role-checked, a commercial's sites only, filtered like the list, journaled.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/db/client')>()),
  getDb: () => testDb.current ?? Promise.reject(new Error('The test database is not open yet')),
}));

const route = await import('@/app/studio/demandes/exporter/route');

const PASSWORD = 'une phrase de passe assez longue';
let database: TestDatabase;
let db: Database;
const tokens: Record<string, string> = {};

async function exportAs(who: string | null, query = '', headers: Record<string, string> = {}) {
  const cookie: Record<string, string> = who ? { cookie: `${STUDIO_SESSION_COOKIE}=${tokens[who]}` } : {};
  const request = new Request(`http://studio.test/studio/demandes/exporter${query}`, {
    headers: { 'sec-fetch-site': 'same-origin', ...cookie, ...headers },
  });
  const response = await route.GET(request);
  // Response.text() drops a byte order mark: the file's own bytes are read, the BOM kept.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, text };
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  testDb.current = Promise.resolve(db);
  const accounts = [
    { email: 'admin@example.lu', role: 'administrateur' as const, siteIds: [] },
    { email: 'nk@example.lu', role: 'commercial' as const, siteIds: ['niederkorn'] },
    { email: 'edit@example.lu', role: 'editeur' as const, siteIds: ['niederkorn'] },
  ];
  for (const account of accounts) {
    const created = await createAccount(db, { ...account, name: account.email, password: PASSWORD });
    tokens[account.email] = await createSession(db, created.id);
  }
  let n = 0;
  for (const [reference, location, type] of [
    ['AP-NK000001', 'niederkorn', 'contact'],
    ['AP-NK000002', 'niederkorn', 'trade-in'],
    ['AP-BT000001', 'bertrange', 'contact'],
  ] as const) {
    n += 1;
    await db.insert(leads).values({
      reference,
      type,
      idempotencyKey: `export-${n}`,
      email: `visiteur${n}@example.lu`,
      location,
      recipientEmail: `${location}@autopolis.lu`,
      fields: { firstName: 'Claire', lastName: `=HYPERLINK("x")` },
      pagePath: '/contact',
      createdAt: new Date(`2026-03-1${n}T09:00:00Z`),
    });
  }
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
});

describe('GET /studio/demandes/exporter', () => {
  it('gives an administrator every lead as the safe CSV, as a download nobody caches', async () => {
    const answer = await exportAs('admin@example.lu');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="demandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.text.startsWith('\ufeffreference,type,created_at')).toBe(true);
    expect(answer.text.match(/^AP-/gm)).toHaveLength(3);
    // A visitor's formula is text in the spreadsheet.
    expect(answer.text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('gives a commercial the leads of their sites, filtered like the list, and journals the export', async () => {
    const all = await exportAs('nk@example.lu', '?site=bertrange');
    expect(all.status).toBe(200);
    expect(all.text).not.toContain('AP-BT000001');
    const filtered = await exportAs('nk@example.lu', '?type=trade-in&q=visiteur2');
    expect(filtered.text).toContain('AP-NK000002');
    expect(filtered.text).not.toContain('AP-NK000001');
    const [journal] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'nk@example.lu'))
      .orderBy(auditLog.id)
      .limit(2)
      .offset(1);
    expect(journal).toMatchObject({
      action: 'leads-exported',
      detail: { count: 1, type: 'trade-in', search: true },
    });
    // What was searched may be a name or an address: the journal keeps only that there was a search.
    expect(JSON.stringify(journal)).not.toContain('visiteur2');
  });

  it('refuses page roles (403), strangers (404) and requests sent from another site (403)', async () => {
    expect((await exportAs('edit@example.lu')).status).toBe(403);
    expect((await exportAs(null)).status).toBe(404);
    expect((await exportAs('admin@example.lu', '', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
