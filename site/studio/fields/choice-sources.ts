import { z } from 'zod';
import type { StorySummary } from '@/content/management-contract';

/**
 * Where an option field's choices come from when the schema does not list them: the stories of some
 * content types (`source: internal_stories`), read from the management API, or a datasource's entries
 * (`source: internal`), read from the local Content Delivery API. Both answers are parsed, never trusted.
 */
export type Choice = { value: string; label: string };

/** The management API's story list (content/management-contract.ts), as the pickers need it. */
export const MANAGED_STORIES_URL = '/api/content/manage/stories';

/**
 * The local content service's public token (`LOCAL_PUBLIC_TOKEN` in content/access-tokens.ts, a server
 * module): datasource entries are published data, which it reads. A test holds the two equal.
 */
export const CONTENT_API_PUBLIC_TOKEN = 'local';

export function datasourceEntriesUrl(slug: string): string {
  const query = new URLSearchParams({ datasource: slug, per_page: '1000', token: CONTENT_API_PUBLIC_TOKEN });
  return `/api/content/v2/cdn/datasource_entries?${query}`;
}

const storySummary = z.object({
  uuid: z.string().min(1),
  name: z.string(),
  fullSlug: z.string(),
  isFolder: z.boolean(),
  contentType: z.string().nullable(),
}) satisfies z.ZodType<Pick<StorySummary, 'uuid' | 'name' | 'fullSlug' | 'isFolder' | 'contentType'>>;
const storiesAnswer = z.object({ stories: z.array(storySummary) });

export type PickableStory = { uuid: string; name: string; fullSlug: string; contentType: string };

/** The stories of the answer a picker may offer (folders are not pages), in slug order. */
export function parseStoriesAnswer(json: unknown): PickableStory[] {
  return storiesAnswer
    .parse(json)
    .stories.flatMap((story) =>
      story.isFolder || story.contentType === null
        ? []
        : [{ uuid: story.uuid, name: story.name, fullSlug: story.fullSlug, contentType: story.contentType }],
    )
    .sort((a, b) => a.fullSlug.localeCompare(b.fullSlug));
}

/** Stories of the allowed content types (all of them without a filter), as choices valued by uuid. */
export function storyChoices(stories: readonly PickableStory[], contentTypes: readonly string[] | undefined): Choice[] {
  const allowed = contentTypes && contentTypes.length > 0 ? new Set(contentTypes) : null;
  return stories
    .filter((story) => !allowed || allowed.has(story.contentType))
    .map((story) => ({ value: story.uuid, label: `${story.name} (${story.fullSlug})` }));
}

const datasourceAnswer = z.object({
  datasource_entries: z.array(z.object({ name: z.string(), value: z.string() })),
});

/** A datasource's entries as choices: the entry's value is stored, its name shown. */
export function parseDatasourceAnswer(json: unknown): Choice[] {
  return datasourceAnswer
    .parse(json)
    .datasource_entries.map((entry) => ({ value: entry.value, label: entry.name || entry.value }));
}
