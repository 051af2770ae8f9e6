import { listStories, type ContentVersion } from '@/content/stories';
import { leaseOfferSlug, parseLeaseOffer, type LeaseOffer } from '@/services/leases/lease-offer';

/** The folder that holds the lease offer stories; an offer's page is `/private-lease/{slug}`. */
export const LEASE_OFFER_FOLDER = 'private-lease/';

/**
 * Every lease offer of the site (published ones, or drafts in preview), parsed. An offer that does not
 * parse (a price that does not add up, no configuration...) is left out and its problems are logged.
 */
export async function loadLeaseOffers(version: ContentVersion): Promise<LeaseOffer[]> {
  const { stories } = await listStories({ startsWith: LEASE_OFFER_FOLDER, contentType: 'lease_offer', perPage: 100 }, version);
  return stories.flatMap((story) => {
    const parsed = parseLeaseOffer(story.content, leaseOfferSlug(story.fullSlug));
    if (parsed.ok) return [parsed.offer];
    console.warn(`Lease offer story "${story.fullSlug}" left out: ${parsed.problems.join('; ')}`);
    return [];
  });
}
