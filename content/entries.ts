import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { BlockMap, BlockName } from '@/vocabulary/block-types';
import { formatProblems, parseBlock } from '@/vocabulary/validate-block';
import { listTags } from './cache-tags';
import {
  BUSINESS_OFFERS_FOLDER,
  JOB_ADVERTS_FOLDER,
  LEASE_OFFERS_FOLDER,
  LOCATIONS_FOLDER,
  modelsFolder,
  NEWS_FOLDER,
  PROMOTIONS_FOLDER,
  storySlug,
} from './content-folders';
import { listStories, type ContentVersion, type Story, type StoryListQuery } from './stories';
import { warnOnce } from './warn-once';

/**
 * Typed entries: the stories of a content type the site reads as data (sites, lease offers, models, news),
 * each parsed once here against its schema by the schema interpreter (vocabulary/validate-block), the only
 * structural check. A story that does not parse is left out and logged once with its problems; services
 * then check only business rules on the typed content.
 */

/** Where each entry type lives and in which order it is listed. */
const ENTRY_LISTS = {
  location: { startsWith: LOCATIONS_FOLDER, sortBy: 'position:asc' },
  lease_offer: { startsWith: LEASE_OFFERS_FOLDER },
  business_offer: { startsWith: BUSINESS_OFFERS_FOLDER },
  promotion: { startsWith: PROMOTIONS_FOLDER },
  job_advert: { startsWith: JOB_ADVERTS_FOLDER },
  // Models sit in their brand's folder (`kia/ev3`); lists show the cheapest first.
  vehicle_model: { sortBy: 'content.price_from:asc:int' },
  article: { startsWith: NEWS_FOLDER, sortBy: 'first_published_at:desc' },
} as const satisfies Partial<Record<BlockName, Omit<StoryListQuery, 'contentType' | 'page' | 'perPage'>>>;

export type EntryType = keyof typeof ENTRY_LISTS;
/** A story whose content is a valid block of its type. */
export type Entry<T extends EntryType> = { story: Story; content: BlockMap[T] };
export type EntryPage<T extends EntryType> = { entries: Entry<T>[]; total: number };

/** The most stories one list request returns (Storyblok's limit). */
const MAX_PER_PAGE = 100;

function validEntries<T extends EntryType>(type: T, stories: readonly Story[], version: ContentVersion): Entry<T>[] {
  return stories.flatMap((story) => {
    const parsed = parseBlock(story.content, type);
    if (parsed.ok) return [{ story, content: parsed.block }];
    const problems = formatProblems(parsed.problems);
    warnOnce(`${version}:${story.uuid}:${problems}`, `Story "${story.fullSlug}" (${type}) left out: ${problems}`);
    return [];
  });
}

/** Published reads are cached until a story of the type's list is published (its list's tags); drafts are always fresh. */
function cachedRead<R>(
  type: EntryType,
  version: ContentVersion,
  key: readonly unknown[],
  read: (version: ContentVersion) => Promise<R>,
): Promise<R> {
  if (version === 'draft') return read('draft');
  return unstable_cache(() => read('published'), ['entries', JSON.stringify(key)], {
    tags: listTags({ ...ENTRY_LISTS[type], contentType: type }),
  })();
}

async function fetchAllEntries<T extends EntryType>(type: T, version: ContentVersion): Promise<Entry<T>[]> {
  const stories: Story[] = [];
  for (let page = 1; ; page++) {
    const batch = await listStories({ ...ENTRY_LISTS[type], contentType: type, perPage: MAX_PER_PAGE, page }, version);
    stories.push(...batch.stories);
    if (batch.stories.length < MAX_PER_PAGE || stories.length >= batch.total) break;
  }
  return validEntries(type, stories, version);
}

/**
 * Every valid story of a content type, in its list order (sites as the editors ordered them, models cheapest
 * first, news newest first). Memoised per request too, so drafts are read once per preview render.
 */
export const listEntries = cache(<T extends EntryType>(type: T, version: ContentVersion): Promise<Entry<T>[]> => {
  return cachedRead(type, version, [type], (v) => fetchAllEntries(type, v));
});

/**
 * One valid entry by its slug (`bertrange`: the last part of its full slug), its full slug (`kia/ev3`) or its
 * story uuid; null when there is none or it does not parse.
 */
export async function loadEntry<T extends EntryType>(
  type: T,
  slugOrUuid: string,
  version: ContentVersion,
): Promise<Entry<T> | null> {
  const entries = await listEntries(type, version);
  return (
    entries.find(
      ({ story }) =>
        story.uuid === slugOrUuid || story.fullSlug === slugOrUuid || storySlug(story.fullSlug) === slugOrUuid,
    ) ?? null
  );
}

export type ModelFilter = {
  /** Only this brand's models (those in its folder); all brands when absent or empty. */
  brand?: BlockMap['vehicle_model']['brand'] | '';
  /** Only the commercial range (models marked `commercial`). */
  commercialOnly?: boolean;
};

/** The models of the range, cheapest first: all of them, a brand's, and/or the commercial ones. */
export async function listModels(filter: ModelFilter, version: ContentVersion): Promise<Entry<'vehicle_model'>[]> {
  const folder = filter.brand ? modelsFolder(filter.brand) : null;
  return (await listEntries('vehicle_model', version)).filter(
    ({ story, content }) =>
      (!folder || story.fullSlug.startsWith(folder)) && (!filter.commercialOnly || content.commercial === true),
  );
}

/**
 * One page of the news, newest first (`page` from 1). `total` counts every article story, so the number of
 * pages does not move when one of them is invalid; an invalid article is left out of its page and logged.
 */
export function listNewsArticles(
  { page, perPage, location }: { page: number; perPage: number; location?: string },
  version: ContentVersion,
): Promise<EntryPage<'article'>> {
  // `location` (a site story's uuid) keeps the articles about that site.
  const filterQuery = location ? { locations: { any_in_array: location } } : undefined;
  return cachedRead('article', version, ['article', page, perPage, location ?? ''], async (v) => {
    const { stories, total } = await listStories(
      { ...ENTRY_LISTS.article, contentType: 'article', perPage, page, filterQuery },
      v,
    );
    return { entries: validEntries('article', stories, v), total };
  });
}
