import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { z } from 'zod';
import { CONTENT_TAG, LINKS_TAG, listTags, storyTag } from './cache-tags';
import { contentClient } from './content-client';

/** A story as the site uses it; `content` is the root block, validated when rendered. */
export type Story = {
  id: number;
  uuid: string;
  name: string;
  fullSlug: string;
  content: Record<string, unknown>;
  tagList: string[];
  firstPublishedAt: string | null;
  publishedAt: string | null;
};

export type ContentVersion = 'draft' | 'published';

/** Relations every page render resolves (related articles, the model of a model overview, a promotion's models). */
const RESOLVE_RELATIONS = ['article.related', 'model_overview.model', 'promotion.models'];

const storySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  full_slug: z.string(),
  content: z.record(z.string(), z.unknown()),
  tag_list: z.array(z.string()).default([]),
  first_published_at: z.string().nullable().optional(),
  published_at: z.string().nullable().optional(),
});

function toStory(raw: unknown): Story {
  const s = storySchema.parse(raw);
  return {
    id: s.id,
    uuid: s.uuid,
    name: s.name,
    fullSlug: s.full_slug,
    content: s.content,
    tagList: s.tag_list,
    firstPublishedAt: s.first_published_at ?? null,
    publishedAt: s.published_at ?? null,
  };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

async function fetchStory(fullSlug: string, version: ContentVersion): Promise<Story | null> {
  try {
    const { data } = await contentClient().getStory(fullSlug, {
      version,
      resolve_relations: RESOLVE_RELATIONS,
      resolve_links: 'url',
    });
    return toStory((data as { story: unknown }).story);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw new Error(`Content service failed for story "${fullSlug}" (${version}): ${describe(error)}`, {
      cause: error,
    });
  }
}

/** A draft is read fresh once per render: the page, its metadata and the shell share it. */
const fetchDraftStory = cache((fullSlug: string) => fetchStory(fullSlug, 'draft'));

/**
 * A story by full slug, or null when it does not exist (or is not published).
 * Published reads are cached and tagged with the story's slug; drafts are always fresh.
 */
export async function getStory(fullSlug: string, version: ContentVersion): Promise<Story | null> {
  if (version === 'draft') return fetchDraftStory(fullSlug);
  return unstable_cache(() => fetchStory(fullSlug, 'published'), ['story', fullSlug], {
    tags: [storyTag(fullSlug), CONTENT_TAG],
  })();
}

export type StoryLink = {
  uuid: string;
  name: string;
  fullSlug: string;
  isFolder: boolean;
  isStartpage: boolean;
  published: boolean;
  updatedAt: string | null;
};

const linkSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  is_folder: z.boolean(),
  is_startpage: z.boolean().default(false),
  published: z.boolean().default(true),
  published_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});

/** Every published story link, uncached (the proxy, which runs outside the render cache, reads it through here). */
export async function fetchPublishedLinks(): Promise<StoryLink[]> {
  const client = contentClient();
  const links: StoryLink[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get('cdn/links', { version: 'published', paginated: 1, per_page: 1000, page });
    const data = z.object({ links: z.record(z.string(), linkSchema) }).parse(response.data);
    const batch = Object.values(data.links);
    for (const l of batch) {
      links.push({
        uuid: l.uuid,
        name: l.name,
        fullSlug: l.slug,
        isFolder: l.is_folder,
        isStartpage: l.is_startpage,
        published: l.published,
        updatedAt: l.published_at ?? l.updated_at ?? null,
      });
    }
    const total = Number(response.total ?? 0);
    if (batch.length === 0 || links.length >= total) break;
  }
  return links;
}

/** Every published story link (for the sitemap), cached until content is published; pages never read it (their tags would be every publish's). */
export const getPublishedLinks = unstable_cache(fetchPublishedLinks, ['links'], { tags: [LINKS_TAG, CONTENT_TAG] });

export type StoryListQuery = {
  /** Full slug prefix, e.g. `news/` or `kia/`. */
  startsWith?: string;
  contentType?: string;
  sortBy?: string;
  /** Storyblok filter_query in its object form, e.g. `{ brand: { in: 'kia' } }`. */
  filterQuery?: Record<string, Record<string, string>>;
  perPage?: number;
  page?: number;
};

export type StoryPage = { stories: Story[]; total: number };

async function fetchStoryList(query: StoryListQuery, version: ContentVersion): Promise<StoryPage> {
  try {
    const response = await contentClient().getStories({
      version,
      starts_with: query.startsWith,
      content_type: query.contentType,
      sort_by: query.sortBy,
      filter_query: query.filterQuery,
      per_page: query.perPage ?? 100,
      page: query.page ?? 1,
    });
    const stories = z
      .object({ stories: z.array(z.unknown()) })
      .parse(response.data)
      .stories.map(toStory);
    return { stories, total: Number(response.total ?? stories.length) };
  } catch (error) {
    throw new Error(
      `Content service failed to list stories ${JSON.stringify(query)} (${version}): ${describe(error)}`,
      { cause: error },
    );
  }
}

/**
 * One page of stories matching a query; published lists are cached until a story of their folder (or, without
 * one, of their content type) is published (content/cache-tags.ts).
 */
export async function listStories(query: StoryListQuery, version: ContentVersion): Promise<StoryPage> {
  if (version === 'draft') return fetchStoryList(query, 'draft');
  return unstable_cache(() => fetchStoryList(query, 'published'), ['stories', JSON.stringify(query)], {
    tags: listTags(query),
  })();
}
