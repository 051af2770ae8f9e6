import type { ScheduledEntry, StorySummary } from '@/content/management-contract';
import componentSchemas from '@/vocabulary/generated/component-schemas.json';
import type { StoryRow } from './story-tree';

const SCHEMAS: Record<string, { display_name?: string; is_root?: boolean }> = componentSchemas;

/** The settings story exists once (`config`): a second one is never what an editor wants. */
const SINGLE_CONTENT_TYPES = new Set(['config']);

export type ContentType = { name: string; displayName: string };

/** The display name of a block (« Page » for `page`), or its name when the schema gives none. */
export function contentTypeName(component: string): string {
  return SCHEMAS[component]?.display_name ?? component;
}

/** The root blocks a new page may be made of, by display name: what « Nouvelle page » offers. */
export function newPageContentTypes(): ContentType[] {
  return Object.entries(SCHEMAS)
    .filter(([name, schema]) => schema.is_root && !SINGLE_CONTENT_TYPES.has(name))
    .map(([name, schema]) => ({ name, displayName: schema.display_name ?? name }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'fr'));
}

/** The management API's summaries, cut to what the page list shows (content types by display name). */
export function storyRows(
  summaries: readonly StorySummary[],
  schedules: ReadonlyMap<number, readonly ScheduledEntry[]> = new Map(),
): StoryRow[] {
  return summaries.map((story) => ({
    id: story.id,
    parentId: story.parentId,
    name: story.name,
    slug: story.slug,
    fullSlug: story.fullSlug,
    isFolder: story.isFolder,
    isStartpage: story.isStartpage,
    status: story.status,
    contentType: story.contentType === null ? null : contentTypeName(story.contentType),
    protected: story.protected,
    ...(schedules.has(story.id)
      ? {
          schedules: schedules
            .get(story.id)!
            .map((entry) => ({ action: entry.action, atText: entry.atText, failed: entry.state === 'failed' })),
        }
      : {}),
  }));
}
