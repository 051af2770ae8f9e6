import { cache } from 'react';
import { storySlug } from '@/content/content-folders';
import { listEntries, loadEntry, type Entry } from '@/content/entries';
import type { ContentVersion, Story } from '@/content/stories';
import { warnOnce } from '@/content/warn-once';
import { locationFromBlock, parseLocation, type Location, type LocationParse } from '@/services/locations/location';

function usable(parsed: LocationParse, story: Pick<Story, 'uuid' | 'fullSlug'>): Location | null {
  if (parsed.ok) return parsed.location;
  warnOnce(
    `location:${story.uuid}:${parsed.problems}`,
    `Location story "${story.fullSlug}" left out: ${parsed.problems}`,
  );
  return null;
}

/** A site from its entry (content already valid); null, logged once, when it breaks a business rule. */
function locationFromEntry({ story, content }: Entry<'location'>): Location | null {
  return usable(
    locationFromBlock(content, { uuid: story.uuid, slug: storySlug(story.fullSlug), fullSlug: story.fullSlug }),
    story,
  );
}

/** A site from a story already loaded (the page's own); null, logged once, when its content is not a usable location. */
export function locationFromStory(story: Pick<Story, 'uuid' | 'fullSlug' | 'content'>): Location | null {
  return usable(
    parseLocation({
      uuid: story.uuid,
      slug: storySlug(story.fullSlug),
      fullSlug: story.fullSlug,
      content: story.content,
    }),
    story,
  );
}

/** Every site (dealerships and the tyre-only site), in the editors' order. Memoised per request. */
export const loadLocations = cache(async (version: ContentVersion = 'published'): Promise<Location[]> => {
  return (await listEntries('location', version)).flatMap((entry) => locationFromEntry(entry) ?? []);
});

/** The dealerships shown to visitors (not the tyre-only site). */
export async function loadDealerships(version: ContentVersion = 'published'): Promise<Location[]> {
  return (await loadLocations(version)).filter((location) => location.role === 'dealership');
}

/** A site by its slug (`bertrange`, the stock feed's dealership value) or its story uuid; null when unknown. */
export async function loadLocation(
  slugOrUuid: string,
  version: ContentVersion = 'published',
): Promise<Location | null> {
  const entry = await loadEntry('location', slugOrUuid, version);
  return entry ? locationFromEntry(entry) : null;
}
