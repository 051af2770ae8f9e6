import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLuxembourgLocal } from '@/content/luxembourg-time';
import { binStory } from '@/content/local-service/manage-stories';
import { saveDraft } from '@/content/local-service/publishing';
import {
  cancelScheduledAction,
  hasDueActions,
  listStorySchedules,
  nextDueAt,
  runDueActions,
  scheduleAction,
} from '@/content/local-service/scheduled-actions';
import { startScheduledActions } from '@/content/local-service/scheduled-runner';
import { scheduledActions, stories, storyVersions } from '@/db/schema';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

// The scheduled actions on a database of their own: the runner's pass with its clock moved instead of waiting.
let database: TestDatabase;

const hero = (title: string) => ({ _uid: 'hero-1', component: 'hero', title });
const page = (title: string) => ({ _uid: 'root-1', component: 'page', body: [hero(title)] });
const EDITOR = { author: 'Élise Éditrice (elise@example.lu)', accountId: null, email: 'elise@example.lu' };

/** A local time `minutes` after `from`, as a datetime-local field gives it. */
const inMinutes = (minutes: number, from = new Date()) =>
  toLuxembourgLocal(new Date(from.getTime() + minutes * 60_000));
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function story(fullSlug: string) {
  const [row] = await database.db.select().from(stories).where(eq(stories.fullSlug, fullSlug));
  return row!;
}

async function versions(fullSlug: string) {
  const row = await story(fullSlug);
  return database.db.select().from(storyVersions).where(eq(storyVersions.storyId, row.id));
}

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('the runner', () => {
  it('publishes a due action, leaves one not due yet, and never runs a cancelled one', async () => {
    const db = database.db;
    await saveDraft(db, 'programme/du', page('Bientôt'));
    await saveDraft(db, 'programme/pas-encore', page('Plus tard'));
    await saveDraft(db, 'programme/annule', page('Jamais'));
    const due = await scheduleAction(db, 'programme/du', { action: 'publish', at: inMinutes(2) }, EDITOR);
    await scheduleAction(db, 'programme/pas-encore', { action: 'publish', at: inMinutes(60) }, EDITOR);
    const cancelled = await scheduleAction(db, 'programme/annule', { action: 'publish', at: inMinutes(2) }, EDITOR);
    await cancelScheduledAction(db, cancelled.id);

    expect(await runDueActions(db, { now: new Date() })).toEqual([]);
    expect(await hasDueActions(db, later(3))).toBe(true);
    const outcomes = await runDueActions(db, { now: later(3) });
    expect(outcomes).toEqual([expect.objectContaining({ id: due.id, ok: true, fullSlug: 'programme/du' })]);
    expect(outcomes[0]!.contentTypes).toEqual(['page']);
    expect((await story('programme/du')).published).toEqual(page('Bientôt'));
    expect((await story('programme/pas-encore')).published).toBeNull();
    expect((await story('programme/annule')).published).toBeNull();
    expect((await versions('programme/du')).map((v) => [v.action, v.author])).toContainEqual([
      'publish',
      `${EDITOR.author} (programmé)`,
    ]);
    const [entry] = await listStorySchedules(db, (await story('programme/du')).id);
    expect(entry).toMatchObject({ state: 'done', failure: null });
    // Ran once: the next pass finds nothing.
    expect(await runDueActions(db, { now: later(4) })).toEqual([]);
    await expect(cancelScheduledAction(db, due.id)).rejects.toMatchObject({ status: 409 });
  });

  it('publishes the draft as it was scheduled, not what was saved after', async () => {
    const db = database.db;
    await saveDraft(db, 'programme/relue', page('Relue'));
    const scheduled = await scheduleAction(db, 'programme/relue', { action: 'publish', at: inMinutes(1) }, EDITOR);
    await saveDraft(db, 'programme/relue', page('Pas encore relue'));
    await runDueActions(db, { now: later(2) });
    const row = await story('programme/relue');
    expect(row.published).toEqual(page('Relue'));
    expect(row.draft).toEqual(page('Pas encore relue'));
    expect(scheduled.storyVersion).toBe(1);
  });

  it('runs each action once when two runners pass at the same time', async () => {
    // PGlite runs one transaction at a time; with DATABASE_URL=postgres://… the two passes really overlap, on
    // two connections, and only the row lock keeps them apart.
    const db = database.db;
    const slugs = Array.from({ length: 8 }, (_, i) => `programme/course-${i}`);
    for (const slug of slugs) {
      await saveDraft(db, slug, page('Course'));
      await scheduleAction(db, slug, { action: 'publish', at: inMinutes(1) }, EDITOR);
    }
    const [one, two] = await Promise.all([runDueActions(db, { now: later(2) }), runDueActions(db, { now: later(2) })]);
    expect([...one!, ...two!].map((outcome) => outcome.fullSlug).sort()).toEqual(slugs);
    for (const slug of slugs) expect((await versions(slug)).filter((v) => v.action === 'publish')).toHaveLength(1);
  });

  it('catches up an action whose time passed while the site was down', async () => {
    const db = database.db;
    await saveDraft(db, 'programme/rattrapage', page('Rattrapée'));
    const yesterday = new Date(Date.now() - 86_400_000);
    await scheduleAction(
      db,
      'programme/rattrapage',
      { action: 'publish', at: inMinutes(5, yesterday) },
      EDITOR,
      yesterday,
    );
    expect((await nextDueAt(db))!.getTime()).toBeLessThan(Date.now());
    const outcomes = await runDueActions(db);
    expect(outcomes.map((o) => [o.fullSlug, o.ok])).toEqual([['programme/rattrapage', true]]);
    expect((await story('programme/rattrapage')).published).toEqual(page('Rattrapée'));
  });

  it('fails a publish of content that may not be published, loudly and without publishing anything', async () => {
    const db = database.db;
    await saveDraft(db, 'programme/invalide', page('Valide'));
    await scheduleAction(db, 'programme/invalide', { action: 'unpublish', at: inMinutes(30) }, EDITOR);
    const broken = { _uid: 'root-1', component: 'page', body: [{ _uid: 'h', component: 'hero', title: '' }] };
    await saveDraft(db, 'programme/invalide', broken);
    // The API refuses this draft at once; the check may also turn it down later (a schema changed meanwhile).
    await expect(
      scheduleAction(db, 'programme/invalide', { action: 'publish', at: inMinutes(1) }, EDITOR),
    ).rejects.toMatchObject({ status: 422 });
    const scheduled = await scheduleAction(
      db,
      'programme/invalide',
      { action: 'publish', at: inMinutes(1) },
      EDITOR,
      new Date(),
      {
        checkProblems: false,
      },
    );
    const before = await versions('programme/invalide');
    const [outcome] = await runDueActions(db, { now: later(2) });
    expect(outcome).toMatchObject({ id: scheduled.id, ok: false });
    expect(outcome!.failure).toMatch(/ne peut pas être publié.*body\[0\]\(hero\)\.title/);
    const row = await story('programme/invalide');
    expect(row.published).toBeNull();
    expect(row.publishedAt).toBeNull();
    expect(await versions('programme/invalide')).toEqual(before);
    const [stored] = await db.select().from(scheduledActions).where(eq(scheduledActions.id, scheduled.id));
    expect(stored).toMatchObject({ doneAt: null, failure: outcome!.failure });
    // A failed action is not tried again.
    expect((await runDueActions(db, { now: later(3) })).map((o) => o.id)).not.toContain(scheduled.id);
  });

  it('unpublishes at its time, and fails an action whose story went to the bin', async () => {
    const db = database.db;
    await saveDraft(db, 'programme/retrait', page('Retirée'));
    await saveDraft(db, 'programme/corbeille', page('Corbeille'));
    const { publishStory } = await import('@/content/local-service/publishing');
    await publishStory(db, 'programme/retrait');
    await scheduleAction(db, 'programme/retrait', { action: 'unpublish', at: inMinutes(1) }, EDITOR);
    await scheduleAction(db, 'programme/corbeille', { action: 'publish', at: inMinutes(1) }, EDITOR);
    await binStory(db, 'programme/corbeille');
    const outcomes = await runDueActions(db, { now: later(120) });
    expect(outcomes.map((o) => [o.fullSlug, o.action, o.ok])).toEqual(
      expect.arrayContaining([
        ['programme/retrait', 'unpublish', true],
        ['programme/corbeille', 'publish', false],
      ]),
    );
    expect((await story('programme/retrait')).published).toBeNull();
    expect(outcomes.find((o) => o.fullSlug === 'programme/corbeille')!.failure).toMatch(/n’existe plus/);
  });

  it('refuses a time in the past and one that is no time', async () => {
    const db = database.db;
    await saveDraft(db, 'programme/passe', page('Passé'));
    await expect(
      scheduleAction(db, 'programme/passe', { action: 'publish', at: inMinutes(-5) }, EDITOR),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      scheduleAction(db, 'programme/passe', { action: 'publish', at: '2026-02-30T09:00' }, EDITOR),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('the loop', () => {
  it('passes at start and then every interval, calls the run only when something is due, and stops', async () => {
    const db = database.db;
    let runs = 0;
    const run = async () => {
      await runDueActions(db);
      runs++;
      return true;
    };
    await saveDraft(db, 'programme/boucle', page('Boucle'));
    const yesterday = new Date(Date.now() - 86_400_000);
    await scheduleAction(db, 'programme/boucle', { action: 'publish', at: inMinutes(1, yesterday) }, EDITOR, yesterday);
    const stop = startScheduledActions(async () => db, run, { intervalMs: 20 });
    for (let waited = 0; runs === 0 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(runs).toBe(1);
    expect((await story('programme/boucle')).published).toEqual(page('Boucle'));
    // Nothing more is due: later passes read and call nothing.
    await new Promise((r) => setTimeout(r, 200));
    await stop();
    expect(runs).toBe(1);
  });
});
