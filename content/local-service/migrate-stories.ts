import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { stories } from '@/db/schema';
import { applyMigration, MigrationError, type MigrationFunction } from './apply-migration';
import type { JsonObject } from './content-tree';
import { bumpCv } from './space';
import { storableJsonProblem } from './storable-json';
import { ensureBaseline, recordVersion } from './story-versions';

export type MigratedStory = {
  fullSlug: string;
  /** Blocks of the component in the draft and in the published content (null: the story has none). */
  draftBlocks: number | null;
  publishedBlocks: number | null;
  draftChanged: boolean;
  publishedChanged: boolean;
  /** The content after the migration (what a run writes). */
  draft: JsonObject | null;
  published: JsonObject | null;
};

export type MigrationReport = {
  component: string;
  dryRun: boolean;
  /** Stories (not folders) read. */
  scanned: number;
  /** Stories the migration changed, in full-slug order. */
  changed: MigratedStory[];
  /** Stories holding blocks of the component that the migration left as they were. */
  unchanged: MigratedStory[];
  /** The space's new content version when published content changed (a real run only). */
  cv: number | null;
};

/**
 * Runs a content migration over every story of the local content service, draft and published content
 * alike, in one transaction: each changed story gets a new version (`story_versions`, action `migration`,
 * with `reason`; its previous content stays in the version before, kept first if no version held it yet),
 * and `cv` moves on when published content changed. The migration runs on every story before anything is written, so a migration that throws (or
 * returns content that cannot be stored) changes no story at all. A dry run reports the same and writes nothing.
 */
export async function migrateStories(
  db: Database,
  migration: { component: string; migrate: MigrationFunction; reason: string },
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<MigrationReport> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(stories)
      .where(eq(stories.isFolder, false))
      .orderBy(asc(stories.fullSlug))
      .for('update');

    const report: MigrationReport = {
      component: migration.component,
      dryRun,
      scanned: rows.length,
      changed: [],
      unchanged: [],
      cv: null,
    };
    const writes: { id: number; before: (typeof rows)[number]; after: MigratedStory }[] = [];
    for (const row of rows) {
      const draft = migrateVersion(row.fullSlug, 'draft', row.draft, migration);
      const published = migrateVersion(row.fullSlug, 'published', row.published, migration);
      const story: MigratedStory = {
        fullSlug: row.fullSlug,
        draftBlocks: draft.blocks,
        publishedBlocks: published.blocks,
        draftChanged: draft.changed,
        publishedChanged: published.changed,
        draft: draft.content,
        published: published.content,
      };
      if (story.draftChanged || story.publishedChanged) {
        report.changed.push(story);
        writes.push({ id: row.id, before: row, after: story });
      } else if ((story.draftBlocks ?? 0) + (story.publishedBlocks ?? 0) > 0) {
        report.unchanged.push(story);
      }
    }
    if (dryRun || writes.length === 0) return report;

    const now = new Date();
    for (const { id, before, after } of writes) {
      await ensureBaseline(tx, before);
      const [migrated] = await tx
        .update(stories)
        .set({ draft: after.draft, published: after.published, updatedAt: now, version: before.version + 1 })
        .where(eq(stories.id, id))
        .returning();
      await recordVersion(tx, migrated!, 'migration', migration.reason, migration.reason);
    }
    if (writes.some(({ after }) => after.publishedChanged)) report.cv = await bumpCv(tx);
    return report;
  });
}

function migrateVersion(
  fullSlug: string,
  version: 'draft' | 'published',
  content: Record<string, unknown> | null,
  migration: { component: string; migrate: MigrationFunction },
): { blocks: number | null; changed: boolean; content: JsonObject | null } {
  if (content === null) return { blocks: null, changed: false, content: null };
  const migrated = structuredClone(content) as JsonObject;
  let blocks: number;
  try {
    blocks = applyMigration(migrated, migration.migrate, migration.component);
  } catch (error) {
    throw new MigrationError(
      `Story "${fullSlug}" (${version}): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const changed = JSON.stringify(migrated) !== JSON.stringify(content);
  if (changed) {
    const problem = storableJsonProblem(migrated);
    if (problem) throw new MigrationError(`Story "${fullSlug}" (${version}): the migrated content ${problem}`);
    const root = migrated as { _uid?: unknown; component?: unknown };
    if (typeof root._uid !== 'string' || typeof root.component !== 'string') {
      throw new MigrationError(
        `Story "${fullSlug}" (${version}): the migrated content lost its root block's _uid or component`,
      );
    }
  }
  return { blocks, changed, content: migrated };
}
