import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stories, storyVersions } from '@/db/schema';
import {
  loadMigration,
  migrationComponent,
  MigrationError,
  type MigrationFunction,
} from '@/content/local-service/apply-migration';
import { migrateStories } from '@/content/local-service/migrate-stories';
import { publishStory, saveDraft } from '@/content/local-service/publishing';
import { INITIAL_AUTHOR } from '@/content/local-service/story-versions';
import { getCv } from '@/content/local-service/space';
import { openTestDatabase, type TestDatabase } from '../fixtures/content/test-database';

const MIGRATIONS = path.join(process.cwd(), 'tests/fixtures/content/migrations');
const link = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'contact' };
const button = (uid: string, label: string) => ({ _uid: uid, component: 'button', label, link, variant: 'primary' });

/** A page whose buttons sit two and three levels down (hero → buttons, button_group → buttons), beside other blocks. */
function homePage(label: string) {
  return {
    _uid: 'home',
    component: 'page',
    body: [
      {
        _uid: 'hero',
        component: 'hero',
        title: 'Bienvenue',
        buttons: [button('b1', label), button('b2', 'Nos concessions')],
      },
      { _uid: 'card', component: 'card', title: 'Reprise', link, link_label: 'Estimer' },
      { _uid: 'group', component: 'button_group', buttons: [button('b3', 'Contact')] },
    ],
  };
}
const contactPage = {
  _uid: 'contact',
  component: 'page',
  body: [{ _uid: 'text', component: 'rich_text', title: 'Contact', text: { type: 'doc', content: [] } }],
};

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** accueil: published, then a newer draft; contact: no button; brouillon: a draft never published. */
beforeEach(async () => {
  const { db } = database;
  await db.delete(stories);
  await saveDraft(db, 'accueil', homePage('Voir le stock'));
  await publishStory(db, 'accueil');
  await saveDraft(db, 'accueil', homePage('Voir tout le stock'));
  await saveDraft(db, 'contact', contactPage);
  await publishStory(db, 'contact');
  await saveDraft(db, 'zz-brouillon', { _uid: 'draft', component: 'page', body: [button('b9', 'Boom')] });
  // The migration's own versions only: those of the writes above are not what these tests are about.
  await db.delete(storyVersions);
});

async function snapshot() {
  const rows = await database.db.select().from(stories).orderBy(asc(stories.fullSlug));
  return rows.map(({ fullSlug, draft, published, updatedAt }) => ({
    fullSlug,
    draft,
    published,
    updatedAt: updatedAt.toISOString(),
  }));
}

async function load(file: string) {
  const full = path.join(MIGRATIONS, file);
  return { component: migrationComponent(full), migrate: await loadMigration(full), reason: `migration ${file}` };
}

/** Every button of a content tree, wherever it is nested. */
function buttons(content: unknown): Record<string, unknown>[] {
  if (Array.isArray(content)) return content.flatMap(buttons);
  if (typeof content !== 'object' || content === null) return [];
  const block = content as Record<string, unknown>;
  return [...(block.component === 'button' ? [block] : []), ...Object.values(block).flatMap(buttons)];
}

describe('migrateStories', () => {
  it('rewrites every matching block of every story, nested ones too, in draft and published content', async () => {
    const report = await migrateStories(database.db, await load('button.label-to-text.js'));

    expect(report.changed.map((s) => [s.fullSlug, s.draftBlocks, s.publishedBlocks])).toEqual([
      ['accueil', 3, 3],
      ['zz-brouillon', 1, null],
    ]);
    const [accueil] = await database.db.select().from(stories).where(eq(stories.fullSlug, 'accueil'));
    expect(buttons(accueil!.draft).map((b) => [b._uid, b.text, 'label' in b])).toEqual([
      ['b1', 'Voir tout le stock', false],
      ['b2', 'Nos concessions', false],
      ['b3', 'Contact', false],
    ]);
    expect(buttons(accueil!.published).map((b) => b.text)).toEqual(['Voir le stock', 'Nos concessions', 'Contact']);
    const [brouillon] = await database.db.select().from(stories).where(eq(stories.fullSlug, 'zz-brouillon'));
    expect(buttons(brouillon!.draft)).toEqual([
      { _uid: 'b9', component: 'button', text: 'Boom', link, variant: 'primary' },
    ]);
    expect(brouillon!.published).toBeNull();
  });

  it('leaves other blocks and stories without the component untouched', async () => {
    const before = await snapshot();
    await migrateStories(database.db, await load('button.label-to-text.js'));
    const after = await snapshot();

    expect(after.find((s) => s.fullSlug === 'contact')).toEqual(before.find((s) => s.fullSlug === 'contact'));
    const body = (version: unknown) => (version as { body: Record<string, unknown>[] }).body;
    const draftBefore = body(before[0]!.draft);
    const draftAfter = body(after[0]!.draft);
    expect(draftAfter[1]).toEqual(draftBefore[1]); // the card
    expect({ ...draftAfter[0], buttons: undefined }).toEqual({ ...draftBefore[0], buttons: undefined }); // the hero's own fields
    expect({ ...draftAfter[2], buttons: undefined }).toEqual({ ...draftBefore[2], buttons: undefined });
  });

  it("keeps each changed story's previous draft and published content, and moves cv when published content changed", async () => {
    const before = await snapshot();
    const cv = await getCv(database.db);
    const report = await migrateStories(database.db, await load('button.label-to-text.js'));

    const versions = await database.db
      .select({
        fullSlug: stories.fullSlug,
        action: storyVersions.action,
        author: storyVersions.author,
        draft: storyVersions.draft,
        published: storyVersions.published,
        reason: storyVersions.reason,
      })
      .from(storyVersions)
      .innerJoin(stories, eq(stories.id, storyVersions.storyId))
      .orderBy(asc(stories.fullSlug), asc(storyVersions.version));
    const previous = (slug: string) => before.find((s) => s.fullSlug === slug)!;
    const migrated = (slug: string) => report.changed.find((s) => s.fullSlug === slug)!;
    const reason = 'migration button.label-to-text.js';
    // The content before (no version held it yet), then the migrated content as a version of its own.
    expect(versions).toEqual(
      [
        {
          fullSlug: 'accueil',
          action: 'create',
          author: INITIAL_AUTHOR,
          draft: previous('accueil').draft,
          published: previous('accueil').published,
          reason: null,
        },
        {
          fullSlug: 'accueil',
          action: 'migration',
          author: reason,
          draft: migrated('accueil').draft,
          published: migrated('accueil').published,
          reason,
        },
        {
          fullSlug: 'zz-brouillon',
          action: 'create',
          author: INITIAL_AUTHOR,
          draft: previous('zz-brouillon').draft,
          published: previous('zz-brouillon').published,
          reason: null,
        },
        {
          fullSlug: 'zz-brouillon',
          action: 'migration',
          author: reason,
          draft: migrated('zz-brouillon').draft,
          published: null,
          reason,
        },
      ].map(({ fullSlug, action, author, draft, published, reason }) => ({
        fullSlug,
        action,
        author,
        draft,
        published,
        reason,
      })),
    );
    expect(report.cv).toBeGreaterThan(cv);
    expect(await getCv(database.db)).toBe(report.cv);
  });

  it('changes nothing in a dry run and reports the same', async () => {
    const before = await snapshot();
    const cv = await getCv(database.db);
    const dry = await migrateStories(database.db, await load('button.label-to-text.js'), { dryRun: true });

    expect(await snapshot()).toEqual(before);
    expect(await database.db.select().from(storyVersions)).toEqual([]);
    expect(await getCv(database.db)).toBe(cv);
    expect(dry.cv).toBeNull();

    const real = await migrateStories(database.db, await load('button.label-to-text.js'));
    expect({ ...dry, dryRun: true, cv: null }).toEqual({ ...real, dryRun: true, cv: null });
  });

  it('leaves every story unchanged when the migration throws on one of them', async () => {
    const before = await snapshot();
    const cv = await getCv(database.db);
    // Sorted by full slug, accueil (which the migration changes) comes before zz-brouillon (where it throws).
    const run = migrateStories(database.db, await load('button.fails-on-boom.js'));

    await expect(run).rejects.toThrow(MigrationError);
    await expect(run).rejects.toThrow(
      'Story "zz-brouillon" (draft): the migration threw on the "button" block b9: cannot migrate "Boom"',
    );
    expect(await snapshot()).toEqual(before);
    expect(await database.db.select().from(storyVersions)).toEqual([]);
    expect(await getCv(database.db)).toBe(cv);
  });

  it('runs the example migration of schemas/migrations: a leftover hero subtitle becomes its text', async () => {
    const hero = (fields: Record<string, unknown>) => ({
      _uid: `hero-${Object.keys(fields).join('-')}`,
      component: 'hero',
      title: 'Titre',
      ...fields,
    });
    await saveDraft(database.db, 'ancienne-page', {
      _uid: 'old',
      component: 'page',
      body: [
        hero({ subtitle: 'Ancien sous-titre' }),
        hero({ subtitle: 'Perdu', text: 'Déjà là' }),
        hero({ text: 'Intact' }),
      ],
    });
    const file = path.join(process.cwd(), 'schemas/migrations/local/hero.subtitle-to-text.js');
    const migration = { component: migrationComponent(file), migrate: await loadMigration(file), reason: 'example' };
    const dry = await migrateStories(database.db, migration, { dryRun: true });
    const report = await migrateStories(database.db, migration);

    expect(report.changed.map((s) => s.fullSlug)).toEqual(['ancienne-page']);
    expect(report.unchanged.map((s) => s.fullSlug)).toEqual(['accueil']); // its hero has no subtitle
    expect({ ...dry, dryRun: false, cv: report.cv }).toEqual(report);
    const [row] = await database.db.select().from(stories).where(eq(stories.fullSlug, 'ancienne-page'));
    expect((row!.draft as { body: unknown[] }).body).toEqual([
      { _uid: 'hero-subtitle', component: 'hero', title: 'Titre', text: 'Ancien sous-titre' },
      { _uid: 'hero-subtitle-text', component: 'hero', title: 'Titre', text: 'Déjà là' },
      { _uid: 'hero-text', component: 'hero', title: 'Titre', text: 'Intact' },
    ]);
  });
});

describe('migrateStories: what a run reports, writes and refuses', () => {
  /** A migration written inline, as a file would default-export it. */
  const inline = (component: string, migrate: MigrationFunction) => ({
    component,
    migrate,
    reason: 'inline migration',
  });

  /** Rejects with a MigrationError; returns it so its message and cause can be read. */
  async function migrationError(run: Promise<unknown>): Promise<MigrationError> {
    const error = await run.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(MigrationError);
    return error as MigrationError;
  }

  async function expectNothingWritten(before: Awaited<ReturnType<typeof snapshot>>, cv: number): Promise<void> {
    expect(await snapshot()).toEqual(before);
    expect(await database.db.select().from(storyVersions)).toEqual([]);
    expect(await getCv(database.db)).toBe(cv);
  }

  it('names the published content when the migration throws on it, keeping what it threw as the cause', async () => {
    const thrown = new Error('cannot migrate the published label');
    // Only accueil's published content still says "Voir le stock": its draft says "Voir tout le stock".
    const run = migrateStories(
      database.db,
      inline('button', (block) => {
        if (block.label === 'Voir le stock') throw thrown;
        return block;
      }),
    );

    const error = await migrationError(run);
    expect(error.message).toBe(
      'Story "accueil" (published): the migration threw on the "button" block b1: cannot migrate the published label',
    );
    // The stack of what the migration threw stays reachable, for whoever debugs it.
    expect((error.cause as Error | undefined)?.cause).toBe(thrown);
  });

  it('lists a story holding the component in one version only as unchanged, and a run changing nothing writes nothing', async () => {
    // A button published, then removed from the draft: only the published content holds one.
    await saveDraft(database.db, 'bouton-retire', {
      _uid: 'retire',
      component: 'page',
      body: [button('b7', 'Ancien')],
    });
    await publishStory(database.db, 'bouton-retire');
    await saveDraft(database.db, 'bouton-retire', { _uid: 'retire', component: 'page', body: [] });
    await database.db.delete(storyVersions);
    const before = await snapshot();
    const cv = await getCv(database.db);

    const report = await migrateStories(
      database.db,
      inline('button', (block) => block),
    );

    expect(report.changed).toEqual([]);
    expect(report.unchanged.map((s) => [s.fullSlug, s.draftBlocks, s.publishedBlocks])).toEqual([
      ['accueil', 3, 3],
      ['bouton-retire', 0, 1],
      ['zz-brouillon', 1, null],
    ]);
    expect(report.cv).toBeNull();
    await expectNothingWritten(before, cv);
  });

  it('leaves cv alone when the migration changed drafts only', async () => {
    const cv = await getCv(database.db);
    // "Boom" is only in zz-brouillon, a draft never published.
    const report = await migrateStories(
      database.db,
      inline('button', (block) => (block.label === 'Boom' ? { ...block, label: 'Bam' } : block)),
    );

    expect(report.changed.map((s) => [s.fullSlug, s.draftChanged, s.publishedChanged])).toEqual([
      ['zz-brouillon', true, false],
    ]);
    expect(report.cv).toBeNull();
    expect(await getCv(database.db)).toBe(cv);
    const [brouillon] = await database.db.select().from(stories).where(eq(stories.fullSlug, 'zz-brouillon'));
    expect(buttons(brouillon!.draft).map((b) => b.label)).toEqual(['Bam']);
  });

  it('refuses migrated content Postgres cannot store, naming the story, and writes nothing', async () => {
    const before = await snapshot();
    const cv = await getCv(database.db);
    const run = migrateStories(
      database.db,
      inline('button', (block) => ({ ...block, label: 'a\0b' })),
    );

    const error = await migrationError(run);
    expect(error.message).toBe(
      'Story "accueil" (draft): the migrated content contains a NUL character (\\u0000), which cannot be stored',
    );
    await expectNothingWritten(before, cv);
  });

  it('refuses migrated content whose root block lost its _uid or its component, and writes nothing', async () => {
    const before = await snapshot();
    const cv = await getCv(database.db);
    const without = (field: string) =>
      inline('page', (block) => {
        const copy = { ...block };
        delete copy[field];
        return copy;
      });

    for (const field of ['_uid', 'component']) {
      const error = await migrationError(migrateStories(database.db, without(field)));
      expect(error.message, field).toBe(
        'Story "accueil" (draft): the migrated content lost its root block\'s _uid or component',
      );
    }
    await expectNothingWritten(before, cv);
  });
});

describe('migration files', () => {
  it('name their component as the Storyblok CLI reads it: before the first dot', () => {
    expect(migrationComponent('/x/hero.js')).toBe('hero');
    expect(migrationComponent('schemas/migrations/local/button_group.rename-buttons.js')).toBe('button_group');
    expect(() => migrationComponent('hero.ts')).toThrow(MigrationError);
  });

  it('must export a default function', async () => {
    await expect(loadMigration(path.join(MIGRATIONS, 'button.no-default.js'))).rejects.toThrow(
      'does not export a default function',
    );
    await expect(loadMigration(path.join(MIGRATIONS, 'missing.js'))).rejects.toThrow('No migration file');
  });
});
