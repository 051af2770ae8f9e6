import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One row: the local content service's space. `cv` is bumped by every publish. */
export const space = pgTable('space', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  cv: bigint('cv', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A story keeps its draft and its published content side by side, as Storyblok does.
 * `published` is null while the story has never been published (or was unpublished).
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    fullSlug: text('full_slug').notNull(),
    parentId: integer('parent_id'),
    isFolder: boolean('is_folder').notNull().default(false),
    isStartpage: boolean('is_startpage').notNull().default(false),
    position: integer('position').notNull().default(0),
    tagList: text('tag_list').array().notNull().default(sql`'{}'::text[]`),
    sortByDate: text('sort_by_date'),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    published: jsonb('published').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stories_uuid_idx').on(t.uuid),
    uniqueIndex('stories_full_slug_idx').on(t.fullSlug),
    index('stories_parent_idx').on(t.parentId),
  ],
);

export const datasources = pgTable(
  'datasources',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('datasources_slug_idx').on(t.slug)],
);

export const datasourceEntries = pgTable(
  'datasource_entries',
  {
    id: serial('id').primaryKey(),
    datasourceId: integer('datasource_id')
      .notNull()
      .references(() => datasources.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    dimension: text('dimension'),
    dimensionValue: text('dimension_value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('datasource_entries_ds_idx').on(t.datasourceId)],
);

export type StoryRow = typeof stories.$inferSelect;
