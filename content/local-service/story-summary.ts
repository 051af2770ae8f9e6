import type { StoryRow } from '@/db/schema';
import type { StoryDetail, StoryStatus, StorySummary } from '@/content/management-contract';
import { publishProblems } from '@/content/publish-problems';
import { isJsonObject } from './content-tree';
import { isProtectedStory } from './protected-stories';

/** Never published, published and unchanged since, or published with a newer draft. */
export function storyStatus(row: Pick<StoryRow, 'isFolder' | 'draft' | 'published'>): StoryStatus | null {
  if (row.isFolder) return null;
  if (row.published === null) return 'draft';
  return row.draft === null || jsonEqual(row.draft, row.published) ? 'published' : 'changed';
}

export function toSummary(row: StoryRow): StorySummary {
  const content = row.draft ?? row.published;
  const contentType = !row.isFolder && typeof content?.component === 'string' ? content.component : null;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    slug: row.slug,
    fullSlug: row.fullSlug,
    parentId: row.parentId,
    isFolder: row.isFolder,
    isStartpage: row.isStartpage,
    status: storyStatus(row),
    contentType,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    protected: isProtectedStory(row.fullSlug, contentType),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

export function toDetail(row: StoryRow): StoryDetail {
  const content = row.draft ?? row.published ?? {};
  return { ...toSummary(row), content, problems: row.isFolder ? [] : publishProblems(content) };
}

/** Equal as JSON values, whatever the order of object keys (jsonb does not keep it). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}
