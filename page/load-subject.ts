import { listNewsArticles } from '@/content/entries';
import type { ContentVersion, Story } from '@/content/stories';
import type { PageSubject } from '@/blocks/page-subject';
import type { StoryOutline } from '@/vocabulary/story-outline';
import { storySlug } from '@/content/content-folders';
import { isJobAdvertOpen, jobAdvertFromBlock } from '@/services/careers/job-advert';
import { leaseOfferSlug, parseLeaseOffer } from '@/services/leases/lease-offer';
import { jobAdvertPageLifetime } from '@/site/careers/job-advert-lifetime';
import { locationBrands } from '@/services/locations/location';
import { isMake } from '@/services/stock/stock-vocabulary';
import type { ErrorKind } from '@/site/errors/error-kinds';
import { loadLocation, locationFromStory } from '@/services/locations/load-locations';
import type { RouteCandidate } from '@/site/routing/resolve-route';
import { vehicleFromParams } from '@/site/vehicles/vehicle-route';
import { parseBlock } from '@/vocabulary/validate-block';
import { promotionFromBlock } from '@/services/promotions/promotion';
import { liveUntilBoundary } from '@/site/promotions/promotion-lifetime';
import { nextBoundary, promotionStatus } from '@/services/promotions/promotion-validity';

export type SubjectResult = { ok: true; subject: PageSubject } | { ok: false; notFound: ErrorKind };

const found = (subject: PageSubject): SubjectResult => ({ ok: true, subject });
const missing = (notFound: ErrorKind): SubjectResult => ({ ok: false, notFound });

/** News pages beyond the first: `/news/page/2` … at most four digits; page 1 is `/news` itself. */
const NEWS_PAGE = /^[1-9]\d{0,3}$/;
const DEFAULT_NEWS_PER_PAGE = 9;

/**
 * What the page at `candidate` is about, loaded once for the whole page: the route names a vehicle or a
 * news page; a story's content type makes it a site, a lease offer or a model. A subject that does not
 * exist gives the route's error view (the page is a 404).
 */
export async function loadSubject(
  candidate: RouteCandidate,
  story: Story,
  outline: StoryOutline,
  version: ContentVersion,
): Promise<SubjectResult> {
  if (candidate.subject === 'vehicle') return vehicleSubject(candidate, version);
  if (candidate.subject === 'news-page') return newsPageSubject(candidate, outline, version);
  switch (story.content.component) {
    case 'location':
      return locationSubject(candidate, story);
    case 'lease_offer':
      return leaseOfferSubject(story, version);
    case 'promotion':
      return promotionSubject(story, version);
    case 'job_advert':
      return jobAdvertSubject(story, outline, version);
    case 'vehicle_model': {
      const [model] = outline.blocks('vehicle_model');
      // An invalid model story still renders (its blocks show what to fix in preview).
      return found(model ? { kind: 'model', model } : { kind: 'content' });
    }
    default:
      return found({ kind: 'content' });
  }
}

async function vehicleSubject(candidate: RouteCandidate, version: ContentVersion): Promise<SubjectResult> {
  const vehicle = await vehicleFromParams(candidate.params);
  if (!vehicle) return missing(candidate.notFound);
  return found({ kind: 'vehicle', vehicle, dealership: await loadLocation(vehicle.dealership, version) });
}

function locationSubject(candidate: RouteCandidate, story: Story): SubjectResult {
  const location = locationFromStory(story);
  if (!location) return missing('location-not-found');
  const brand = candidate.params.brand;
  if (brand === undefined) return found({ kind: 'location', location, brand: null });
  // A site under a brand it neither sells nor services is not a page.
  if (!isMake(brand) || !locationBrands(location).includes(brand)) return missing('brand-not-found');
  return found({ kind: 'location', location, brand });
}

function leaseOfferSubject(story: Story, version: ContentVersion): SubjectResult {
  const parsed = parseLeaseOffer(story.content, leaseOfferSlug(story.fullSlug));
  if (parsed.ok) return found({ kind: 'lease-offer', offer: parsed.offer });
  console.warn(`Lease offer story "${story.fullSlug}" not shown: ${parsed.problems.join('; ')}`);
  // Editors see what to fix; visitors get « offre introuvable ».
  return version === 'draft'
    ? found({ kind: 'lease-offer-invalid', problems: parsed.problems })
    : missing('lease-vehicle-not-found');
}

/**
 * A promotion is public during its period only, on the server's clock: before it, no page (404, as an
 * unpublished story); after it, 410 with a link to the current offers. Either answer, like the page itself,
 * lives until the promotions' next boundary. In preview editors see it whatever the date (its block says so).
 */
async function promotionSubject(story: Story, version: ContentVersion): Promise<SubjectResult> {
  if (version === 'draft') return found({ kind: 'content' });
  const parsed = parseBlock(story.content, 'promotion');
  const promotion = parsed.ok ? promotionFromBlock(parsed.block, storySlug(story.fullSlug)) : null;
  if (!promotion) return missing('page-not-found');
  const now = new Date();
  await liveUntilBoundary(nextBoundary([promotion.period], now), now);
  switch (promotionStatus(promotion.period, now)) {
    case 'current':
      return found({ kind: 'content' });
    case 'ended':
      return missing('promotion-ended');
    case 'upcoming':
      return missing('page-not-found');
  }
}

/** `/news/page/N` exists for 2 ≤ N ≤ the list's last page (its `per_page` articles a page). */
async function newsPageSubject(
  candidate: RouteCandidate,
  outline: StoryOutline,
  version: ContentVersion,
): Promise<SubjectResult> {
  const raw = candidate.params.page ?? '';
  if (!NEWS_PAGE.test(raw) || raw === '1') return missing(candidate.notFound);
  const page = Number(raw);
  const { total } = await listNewsArticles({ page: 1, perPage: 1 }, version);
  const [list] = outline.blocks('news_list');
  const pages = Math.max(1, Math.ceil(total / (Number(list?.per_page) || DEFAULT_NEWS_PER_PAGE)));
  return page <= pages ? found({ kind: 'news-page', page }) : missing(candidate.notFound);
}

/**
 * A job advert while it is open; closed (its closing day past, Luxembourg time) it is gone: 410 with the list
 * of open adverts. An open advert's page lives until it closes, at most an hour (site/careers/). In preview
 * an editor sees a closed advert as it was.
 */
async function jobAdvertSubject(story: Story, outline: StoryOutline, version: ContentVersion): Promise<SubjectResult> {
  const [block] = outline.blocks('job_advert');
  // An invalid advert still renders (its blocks show what to fix in preview).
  if (!block) return found({ kind: 'content' });
  const job = jobAdvertFromBlock(block, storySlug(story.fullSlug));
  const now = new Date();
  if (version === 'published' && !isJobAdvertOpen(job, now)) return missing('job-advert-closed');
  await jobAdvertPageLifetime([job], now);
  return found({ kind: 'job-advert', job, location: await loadLocation(job.locationUuid, version) });
}
