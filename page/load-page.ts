import { cache } from 'react';
import { CONFIG_STORY, isPageStory } from '@/content/content-folders';
import { getStory, type ContentVersion, type Story } from '@/content/stories';
import type { PageSubject, SubjectOf } from '@/blocks/page-subject';
import type { BlockMap } from '@/vocabulary/block-types';
import { outlineOf, type StoryOutline } from '@/vocabulary/story-outline';
import { formatProblems, parseBlock } from '@/vocabulary/validate-block';
import type { ErrorKind } from '@/site/errors/error-kinds';
import { resolveRoute } from '@/site/routing/resolve-route';
import { VEHICLE_PAGE_ROUTES } from '@/site/vehicles/vehicle-route';
import { liveEditSession } from '@/site/preview/preview-session';
import { factTokensIn, resolveFactTokens } from './fact-tokens';
import { loadLocations } from '@/services/locations/load-locations';
import { liveEditOf } from '@/services/preview/live-edits';
import { isMake, type Make } from '@/services/stock/stock-vocabulary';
import { stockCountCached } from '@/services/stock/search-stock-cached';
import { loadLeaseOffers } from '@/services/leases/load-lease-offers';
import { leaseFacts } from '@/services/leases/lease-facts';
import { loadBusinessOffers } from '@/services/business-lease/load-business-offers';
import { loadSubject } from './load-subject';

/** A page that exists: its story, the route that served it and the subject its blocks show. */
export type PageData = {
  found: true;
  story: Story;
  /** The story's content read once: its blocks by type and its text (SEO, paging and the canonical address read it). */
  outline: StoryOutline;
  route: string;
  /** The brand the address names (`/kia/stock/…`): its subject loader refused the page if it did not fit. */
  brand: Make | null;
  path: string;
  subject: PageSubject;
};
/** A path nothing serves, and which error view says so. */
export type PageNotFound = { found: false; path: string; kind: ErrorKind };

/**
 * The page at a path: the first route candidate whose story exists, with its subject loaded; or the
 * error view of the most specific route when nothing serves it (a story without its subject, such as
 * a vehicle no longer in stock, is not found either). Memoised per request: metadata and page share it
 * (by value: each receives its own array of segments).
 */
export function loadPage(segments: readonly string[], version: ContentVersion): Promise<PageData | PageNotFound> {
  return loadPageOnce(JSON.stringify(segments), version);
}

const loadPageOnce = cache(async (segmentsJson: string, version: ContentVersion): Promise<PageData | PageNotFound> => {
  const segments = JSON.parse(segmentsJson) as string[];
  const path = `/${segments.join('/')}`;
  const candidates = resolveRoute(segments);
  for (const candidate of candidates) {
    const stored = await getStory(candidate.storySlug, version);
    const edited = stored && version === 'draft' ? await withLiveEdit(stored) : stored;
    const read = edited && (await withFacts(edited, version));
    // At its own address a story must be a page; a template route serves its template story on purpose.
    if (!read || (candidate.route === 'content' && !isPageStory(read.story))) continue;
    const { story, outline } = read;
    const subject = await loadSubject(candidate, story, outline, version);
    if (!subject.ok) return { found: false, path, kind: subject.notFound };
    const brand = isMake(candidate.params.brand) ? candidate.params.brand : null;
    return { found: true, story, outline, route: candidate.route, brand, path, subject: subject.subject };
  }
  return { found: false, path, kind: candidates.at(-1)?.notFound ?? 'page-not-found' };
});

/** In preview, the story as its editor is typing it in the visual editor (not saved yet), if they are. */
async function withLiveEdit(story: Story): Promise<Story> {
  const session = await liveEditSession();
  const content = session ? await liveEditOf(session, story.uuid) : null;
  return content ? { ...story, content: content as Story['content'] } : story;
}

/**
 * The story, read once, with its fact tokens (`{{stock_count}}`, `{{phone:niederkorn}}`...) replaced by the
 * data's values; a story that holds tokens is read again once they are.
 */
async function withFacts(story: Story, version: ContentVersion): Promise<{ story: Story; outline: StoryOutline }> {
  const outline = outlineOf(story.content);
  const tokens = factTokensIn(outline);
  if (!tokens.any) return { story, outline };
  const [locations, stockCount, lease, business] = await Promise.all([
    loadLocations(version),
    tokens.stockCount ? stockCountCached() : null,
    tokens.lease ? loadLeaseOffers(version).then(leaseFacts) : null,
    tokens.business
      ? loadBusinessOffers(version).then((offers) => new Map(offers.map((offer) => [offer.slug, offer])))
      : null,
  ]);
  const content = resolveFactTokens(
    story.content,
    { locations, stockCount, lease, business },
    { preview: version === 'draft' },
  );
  return { story: { ...story, content }, outline: outlineOf(content) };
}

/** The vehicle a vehicle page shows (not its forms, whose page is about the enquiry). */
export function pageVehicle(page: PageData): SubjectOf<'vehicle'> | null {
  return page.subject.kind === 'vehicle' && VEHICLE_PAGE_ROUTES.includes(page.route) ? page.subject : null;
}

/** The global settings (navigation, footer, contact) from the `config` story. */
export const loadConfig = cache(async (version: ContentVersion): Promise<BlockMap['config']> => {
  const story = await getStory(CONFIG_STORY, version);
  if (!story) throw new Error('The "config" story is missing: the site shell cannot render without it.');
  const parsed = parseBlock(story.content, 'config');
  if (!parsed.ok) throw new Error(`The "config" story is invalid: ${formatProblems(parsed.problems)}`);
  return parsed.block;
});
