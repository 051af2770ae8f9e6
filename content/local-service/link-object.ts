import type { StoryRow } from '@/db/schema';

/** A story or folder as `cdn/links` returns it (same keys, same order as Storyblok). */
export type CdnLink = {
  id: number;
  uuid: string;
  slug: string;
  path: string | null;
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  real_path: string;
  published_at?: string | null;
  created_at?: string;
  updated_at?: string;
};

export function toCdnLink(row: StoryRow, includeDates = false): CdnLink {
  const link: CdnLink = {
    id: row.id,
    uuid: row.uuid,
    slug: row.fullSlug,
    path: null,
    parent_id: row.parentId,
    name: row.name,
    is_folder: row.isFolder,
    published: row.published !== null,
    is_startpage: row.isStartpage,
    position: row.position,
    real_path: `/${row.fullSlug}`,
  };
  if (includeDates) {
    link.published_at = row.publishedAt?.toISOString() ?? null;
    link.created_at = row.createdAt.toISOString();
    link.updated_at = row.updatedAt.toISOString();
  }
  return link;
}
