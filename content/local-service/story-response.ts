import type { StoryRow } from '@/db/schema';
import { forEachBlock, type JsonObject } from './content-tree';
import { addEditable, removeEditable } from './editable';
import type { Version } from './query-params';
import { uuidFromName } from './story-uuid';

/** A story exactly as Storyblok's Content Delivery API v2 returns it (same keys, same order). */
export type CdnStory = {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  id: number;
  uuid: string;
  content: JsonObject;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  meta_data: null;
  group_id: string;
  first_published_at: string | null;
  release_id: null;
  lang: 'default';
  path: null;
  alternates: [];
  default_full_slug: null;
  translated_slugs: null;
};

export type RenderOptions = {
  version: Version;
  spaceId: number;
  /** Content fields removed from every block (`excluding_fields`). */
  excludingFields?: string[];
};

/** The content a reader of `version` sees: the draft falls back to the published copy. */
export function storyContent(row: StoryRow, version: Version): JsonObject | null {
  return (version === 'draft' ? (row.draft ?? row.published) : row.published) ?? null;
}

export function toCdnStory(row: StoryRow, options: RenderOptions): CdnStory {
  const content = structuredClone(storyContent(row, options.version) ?? {});
  const excluded = options.excludingFields ?? [];
  if (excluded.length > 0) {
    forEachBlock(content, (block) => {
      for (const field of excluded) delete block[field];
    });
  }
  if (options.version === 'draft') addEditable(content, options.spaceId, row.id);
  else removeEditable(content);

  return {
    name: row.name,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    id: row.id,
    uuid: row.uuid,
    content,
    slug: row.slug,
    full_slug: row.fullSlug,
    sort_by_date: row.sortByDate,
    position: row.position,
    tag_list: row.tagList,
    is_startpage: row.isStartpage,
    parent_id: row.parentId,
    meta_data: null,
    group_id: uuidFromName(`group:${row.uuid}`),
    first_published_at: row.firstPublishedAt?.toISOString() ?? null,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  };
}
