import { cache } from 'react';
import { listStories, type ContentVersion, type Story } from '@/content/stories';
import { parseLocation, type Location } from '@/services/locations/location';

/** The folder holding the `location` stories. */
export const LOCATIONS_FOLDER = 'concessions/';

/** A location from its story; null (and a warning naming the story) when its content is unusable. */
export function locationFromStory(story: Pick<Story, 'uuid' | 'fullSlug' | 'content'>): Location | null {
  const slug = story.fullSlug.slice(story.fullSlug.lastIndexOf('/') + 1);
  const parsed = parseLocation({ uuid: story.uuid, slug, fullSlug: story.fullSlug, content: story.content });
  if (parsed.ok) return parsed.location;
  console.warn(`Location story "${story.fullSlug}" left out: ${parsed.problems}`);
  return null;
}

/** Every site (dealerships and the tyre-only site), in the editors' order. Memoised per request. */
export const loadLocations = cache(async (version: ContentVersion = 'published'): Promise<Location[]> => {
  const { stories } = await listStories({ startsWith: LOCATIONS_FOLDER, contentType: 'location', sortBy: 'position:asc', perPage: 100 }, version);
  return stories.flatMap((story) => locationFromStory(story) ?? []);
});

/** The dealerships shown to visitors (not the tyre-only site). */
export async function loadDealerships(version: ContentVersion = 'published'): Promise<Location[]> {
  return (await loadLocations(version)).filter((location) => location.role === 'dealership');
}

/** A site by its slug (`bertrange`, the stock feed's dealership value) or its story uuid; null when unknown. */
export async function loadLocation(slugOrUuid: string, version: ContentVersion = 'published'): Promise<Location | null> {
  return (await loadLocations(version)).find((l) => l.slug === slugOrUuid || l.uuid === slugOrUuid) ?? null;
}
