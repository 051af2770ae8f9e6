import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { stories } from '@/db/schema';
import type { StorySummary } from '@/content/management-contract';

/**
 * PROVISIONAL, until the management API's list lands (studio-write): the same summaries as
 * `GET /api/content/manage/stories`, read from the stories table. No bin yet: `bin` lists nothing.
 */
export async function loadStorySummaries({ bin }: { bin: boolean }): Promise<StorySummary[]> {
  if (bin) return [];
  const db = await getDb();
  const rows = await db.select().from(stories).orderBy(asc(stories.fullSlug));
  return rows.map((row) => {
    const component = typeof row.draft?.component === 'string' ? row.draft.component : null;
    return {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      slug: row.slug,
      fullSlug: row.fullSlug,
      parentId: row.parentId,
      isFolder: row.isFolder,
      isStartpage: row.isStartpage,
      status: row.isFolder
        ? null
        : !row.published
          ? 'draft'
          : JSON.stringify(row.published) === JSON.stringify(row.draft)
            ? 'published'
            : 'changed',
      contentType: row.isFolder ? null : component,
      version: 0,
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      protected: row.fullSlug === 'home-page' || row.fullSlug === 'config' || row.fullSlug.startsWith('templates/'),
      deletedAt: null,
    };
  });
}
