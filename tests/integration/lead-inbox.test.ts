import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointments, appointmentSlots, leadEvents, leads, outbox, type LeadType } from '@/db/schema';
import {
  addLeadNote,
  changeLeadStatus,
  countNewLeads,
  exportInbox,
  inboxFilterOf,
  inboxLead,
  inboxSites,
  listInbox,
  readInboxQuery,
} from '@/services/enquiries/lead-inbox';
import { leadsToCsv } from '@/services/enquiries/leads-csv';
import { leadScope, mayDo, type LeadScope } from '@/services/staff/roles';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The staff inbox (issue 34): lists, filters, a lead's page, status and notes, and who sees which leads.
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const ALL: LeadScope = { kind: 'all' };
const NIEDERKORN: LeadScope = { kind: 'sites', sites: ['niederkorn'] };
const BERTRANGE: LeadScope = { kind: 'sites', sites: ['bertrange'] };
const ADMIN = { id: 1, email: 'admin@autopolis.lu' };

let sequence = 0;

async function insertLead(
  reference: string,
  options: { type?: LeadType; location?: string; createdAt: string; first?: string; last?: string; email?: string },
): Promise<number> {
  sequence += 1;
  const location = options.location ?? 'niederkorn';
  const [row] = await database.db
    .insert(leads)
    .values({
      reference,
      type: options.type ?? 'contact',
      idempotencyKey: `inbox-key-${sequence}`,
      email: options.email ?? `${reference.toLowerCase()}@example.lu`,
      location,
      recipientEmail: `${location}@autopolis.lu`,
      vehicleId: options.type === 'test-drive' ? 4521 : null,
      fields: { firstName: options.first ?? 'Claire', lastName: options.last ?? 'Weber', phone: '+352621123456' },
      pagePath: '/contact',
      site: { name: `Autopolis ${location[0]!.toUpperCase()}${location.slice(1)}` },
      createdAt: new Date(options.createdAt),
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead not inserted');
  return row.id;
}

beforeEach(async () => {
  await database.db.delete(leads);
  await database.db.delete(appointmentSlots);
  const nk = await insertLead('AP-NK000001', { createdAt: '2026-03-12T08:05:00Z', first: 'Claire', last: 'Weber' });
  await insertLead('AP-NK000002', {
    type: 'test-drive',
    createdAt: '2026-03-14T10:00:00Z',
    first: 'Marc',
    last: 'Schmit',
    email: 'marc.schmit@example.lu',
  });
  const bt = await insertLead('AP-BT000001', {
    location: 'bertrange',
    type: 'trade-in',
    createdAt: '2026-03-13T09:00:00Z',
    first: 'Anne',
    last: 'Muller',
  });
  await database.db.insert(outbox).values([
    { leadId: nk, channel: 'email', deliveredAt: new Date('2026-03-12T08:06:00Z') },
    { leadId: bt, channel: 'email', attempts: 3 },
  ]);
});

describe('roles', () => {
  it('gives the inbox to administrators (all sites) and commercials (their sites), not to page roles', () => {
    expect(mayDo('administrateur', 'leads')).toBe(true);
    expect(mayDo('commercial', 'leads')).toBe(true);
    expect(mayDo('editeur', 'leads')).toBe(false);
    expect(mayDo('redacteur', 'leads')).toBe(false);
    expect(leadScope({ role: 'administrateur', siteIds: [] })).toEqual({ kind: 'all' });
    expect(leadScope({ role: 'commercial', siteIds: ['niederkorn'] })).toEqual(NIEDERKORN);
    expect(leadScope({ role: 'editeur', siteIds: ['niederkorn'] })).toBeNull();
    expect(leadScope({ role: 'redacteur', siteIds: [] })).toBeNull();
  });
});

describe('readInboxQuery', () => {
  it('reads the GET form, ignoring what is empty or invalid', () => {
    expect(
      readInboxQuery({
        type: 'contact',
        site: 'niederkorn',
        statut: 'en-cours',
        du: '2026-03-01',
        q: ' Weber ',
        page: '2',
      }),
    ).toEqual({ type: 'contact', site: 'niederkorn', statut: 'en-cours', du: '2026-03-01', q: 'Weber', page: 2 });
    expect(
      readInboxQuery({ type: 'nope', site: '', statut: 'x', du: '2026-02-30', au: 'hier', q: '', page: '-1' }),
    ).toEqual({ page: 1 });
    expect(readInboxQuery({ type: ['interest', 'contact'], page: ['3'] })).toEqual({ type: 'interest', page: 3 });
  });
});

describe('listInbox', () => {
  it('lists every lead for an administrator, newest first, with its site, name, status and delivery', async () => {
    const page = await listInbox(database.db, ALL, {});
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.reference)).toEqual(['AP-NK000002', 'AP-BT000001', 'AP-NK000001']);
    expect(page.rows[2]).toMatchObject({
      reference: 'AP-NK000001',
      type: 'contact',
      location: 'niederkorn',
      siteName: 'Autopolis Niederkorn',
      name: 'Claire Weber',
      status: 'nouveau',
      delivery: { status: 'delivered' },
    });
    expect(page.rows[1]?.delivery).toEqual({ status: 'failed', attempts: 3 });
    expect(page.rows[0]?.delivery).toBeUndefined();
    expect(page.rows[0]?.vehicleId).toBe(4521);
  });

  it('gives a commercial the leads of their sites only, whatever the filter asks', async () => {
    expect((await listInbox(database.db, NIEDERKORN, {})).rows.map((r) => r.reference)).toEqual([
      'AP-NK000002',
      'AP-NK000001',
    ]);
    expect((await listInbox(database.db, NIEDERKORN, { site: 'bertrange' })).total).toBe(0);
    expect((await listInbox(database.db, { kind: 'sites', sites: [] }, {})).total).toBe(0);
    expect(await countNewLeads(database.db, BERTRANGE)).toBe(1);
    expect(await countNewLeads(database.db, ALL)).toBe(3);
    expect(await inboxSites(database.db, NIEDERKORN)).toEqual([
      { location: 'niederkorn', name: 'Autopolis Niederkorn' },
    ]);
    expect(await inboxSites(database.db, ALL)).toEqual([
      { location: 'bertrange', name: 'Autopolis Bertrange' },
      { location: 'niederkorn', name: 'Autopolis Niederkorn' },
    ]);
  });

  it('filters by type, site, status and period (Luxembourg days), and searches name, e-mail and reference', async () => {
    const refs = async (query: Record<string, string>) =>
      (await listInbox(database.db, ALL, inboxFilterOf(readInboxQuery(query)))).rows.map((r) => r.reference);
    expect(await refs({ type: 'trade-in' })).toEqual(['AP-BT000001']);
    expect(await refs({ site: 'niederkorn' })).toEqual(['AP-NK000002', 'AP-NK000001']);
    expect(await refs({ du: '2026-03-13', au: '2026-03-13' })).toEqual(['AP-BT000001']);
    expect(await refs({ au: '2026-03-12' })).toEqual(['AP-NK000001']);
    expect(await refs({ q: 'schmit' })).toEqual(['AP-NK000002']);
    expect(await refs({ q: 'Marc Schmit' })).toEqual(['AP-NK000002']);
    expect(await refs({ q: 'MARC.SCHMIT@example' })).toEqual(['AP-NK000002']);
    expect(await refs({ q: 'ap-bt' })).toEqual(['AP-BT000001']);
    // A search is text, never a pattern.
    expect(await refs({ q: '%' })).toEqual([]);
    expect(await refs({ q: '_' })).toEqual([]);
    await changeLeadStatus(database.db, ALL, 'AP-NK000001', 'traite', ADMIN);
    expect(await refs({ statut: 'traite' })).toEqual(['AP-NK000001']);
    expect(await refs({ statut: 'nouveau' })).toEqual(['AP-NK000002', 'AP-BT000001']);
  });

  it('pages', async () => {
    const first = await listInbox(database.db, ALL, {}, { page: 1, pageSize: 2 });
    const second = await listInbox(database.db, ALL, {}, { page: 2, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.rows.map((r) => r.reference)).toEqual(['AP-NK000002', 'AP-BT000001']);
    expect(second.rows.map((r) => r.reference)).toEqual(['AP-NK000001']);
  });
});

describe('a lead', () => {
  it('is found only within the scope (another site’s reference is as unknown as a made-up one)', async () => {
    expect(await inboxLead(database.db, NIEDERKORN, 'AP-BT000001')).toBeNull();
    expect(await inboxLead(database.db, ALL, 'AP-XXXXXXXX')).toBeNull();
    expect(await inboxLead(database.db, BERTRANGE, 'AP-BT000001')).toMatchObject({
      reference: 'AP-BT000001',
      email: 'ap-bt000001@example.lu',
      fields: { firstName: 'Anne', lastName: 'Muller' },
      siteName: 'Autopolis Bertrange',
      status: 'nouveau',
      appointment: null,
      events: [],
    });
  });

  it('shows its booking and the visitor’s changes', async () => {
    const [lead] = await database.db.select().from(leads).where(eq(leads.reference, 'AP-NK000002'));
    await database.db.insert(appointments).values({
      leadId: lead!.id,
      location: 'niederkorn',
      kind: 'test-drive',
      startsAt: new Date('2026-03-20T09:00:00Z'),
      durationMinutes: 30,
      cancelledAt: new Date('2026-03-15T12:00:00Z'),
    });
    await database.db.insert(leadEvents).values({
      leadId: lead!.id,
      kind: 'booking-cancelled',
      actor: 'visitor',
      detail: { startsAt: '2026-03-20T09:00:00.000Z' },
      createdAt: new Date('2026-03-15T12:00:00Z'),
    });
    const shown = await inboxLead(database.db, NIEDERKORN, 'AP-NK000002');
    expect(shown?.appointment).toMatchObject({
      location: 'niederkorn',
      startsAt: new Date('2026-03-20T09:00:00Z'),
      durationMinutes: 30,
      cancelledAt: new Date('2026-03-15T12:00:00Z'),
    });
    expect(shown?.events).toMatchObject([{ kind: 'booking-cancelled', actor: 'visitor' }]);
  });

  it('changes status and takes notes within the scope only, each recorded with the account', async () => {
    expect(await changeLeadStatus(database.db, BERTRANGE, 'AP-NK000001', 'traite', ADMIN)).toBeNull();
    expect(await addLeadNote(database.db, BERTRANGE, 'AP-NK000001', 'Rappelée', ADMIN)).toBe(false);
    expect((await inboxLead(database.db, ALL, 'AP-NK000001'))?.status).toBe('nouveau');

    const seller = { id: 7, email: 'vente.niederkorn@autopolis.lu' };
    expect(await changeLeadStatus(database.db, NIEDERKORN, 'AP-NK000001', 'en-cours', seller)).toEqual({
      from: 'nouveau',
      to: 'en-cours',
    });
    // The same status again changes nothing and records nothing.
    expect(await changeLeadStatus(database.db, NIEDERKORN, 'AP-NK000001', 'en-cours', seller)).toEqual({
      from: 'en-cours',
      to: 'en-cours',
    });
    expect(await addLeadNote(database.db, NIEDERKORN, 'AP-NK000001', '  Rappelée, essai samedi.  ', seller)).toBe(true);
    const shown = await inboxLead(database.db, NIEDERKORN, 'AP-NK000001');
    expect(shown?.status).toBe('en-cours');
    expect(shown?.events).toMatchObject([
      { kind: 'status-changed', actor: seller.email, actorId: 7, detail: { from: 'nouveau', to: 'en-cours' } },
      { kind: 'note', actor: seller.email, actorId: 7, detail: { text: 'Rappelée, essai samedi.' } },
    ]);
    expect(await countNewLeads(database.db, NIEDERKORN)).toBe(1);
  });
});

describe('exportInbox', () => {
  it('exports what the list shows, in the same safe CSV as the command, oldest first', async () => {
    const rows = await exportInbox(database.db, NIEDERKORN, inboxFilterOf(readInboxQuery({ type: 'contact' })));
    expect(rows.map((r) => r.reference)).toEqual(['AP-NK000001']);
    const csv = leadsToCsv(rows);
    expect(csv.startsWith('\ufeffreference,type,created_at,location')).toBe(true);
    expect(csv).toContain('AP-NK000001,contact,2026-03-12T08:05:00.000Z,niederkorn');
    expect(csv).toContain(',delivered\r\n');
    expect((await exportInbox(database.db, NIEDERKORN, {})).map((r) => r.reference)).toEqual([
      'AP-NK000001',
      'AP-NK000002',
    ]);
  });
});

describe('personal data', () => {
  const spies: ReturnType<typeof vi.spyOn>[] = [];
  afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

  it('never reaches the console', async () => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      spies.push(vi.spyOn(console, method).mockImplementation(() => {}));
    }
    await listInbox(database.db, ALL, inboxFilterOf(readInboxQuery({ q: 'Weber' })));
    await inboxLead(database.db, ALL, 'AP-NK000001');
    await changeLeadStatus(database.db, ALL, 'AP-NK000001', 'traite', ADMIN);
    await addLeadNote(database.db, ALL, 'AP-NK000001', 'Note', ADMIN);
    await exportInbox(database.db, ALL, {});
    const printed = spies.flatMap((spy) => spy.mock.calls).map((call) => JSON.stringify(call));
    expect(printed.filter((line) => /Weber|example\.lu|621123456/.test(line))).toEqual([]);
  });
});
