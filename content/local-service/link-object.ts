import { sql } from 'drizzle-orm';
import { stories, type StoryRow } from '@/db/schema';

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

/** What a link is made of: the story's metadata, never its content (a list of links reads every story). */
export const linkColumns = {
  id: stories.id,
  uuid: stories.uuid,
  fullSlug: stories.fullSlug,
  parentId: stories.parentId,
  name: stories.name,
  isFolder: stories.isFolder,
  isPublished: sql<boolean>`${stories.published} is not null`,
  isStartpage: stories.isStartpage,
  position: stories.position,
  publishedAt: stories.publishedAt,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
};

export type LinkRow = Pick<
  StoryRow,
  | 'id'
  | 'uuid'
  | 'fullSlug'
  | 'parentId'
  | 'name'
  | 'isFolder'
  | 'isStartpage'
  | 'position'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
> & { isPublished: boolean };

/** A story row as a link: `linkColumns`, or a whole row. */
export function linkRowOf(row: StoryRow): LinkRow {
  return { ...row, isPublished: row.published !== null };
}

export function toCdnLink(row: LinkRow, includeDates = false): CdnLink {
  const link: CdnLink = {
    id: row.id,
    uuid: row.uuid,
    slug: row.fullSlug,
    path: null,
    parent_id: row.parentId,
    name: row.name,
    is_folder: row.isFolder,
    published: row.isPublished,
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
