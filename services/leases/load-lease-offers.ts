import { listEntries } from '@/content/entries';
import type { ContentVersion } from '@/content/stories';
import { warnOnce } from '@/content/warn-once';
import { leaseOfferFromBlock, leaseOfferSlug, type LeaseOffer } from '@/services/leases/lease-offer';

/**
 * Every lease offer of the site (published ones, or drafts in preview). An offer whose content does not
 * match the schema is left out by the entry loader; one that breaks a business rule (a price that does not
 * add up, two prices for one choice...) is left out here. Both are logged once with their problems.
 */
export async function loadLeaseOffers(version: ContentVersion): Promise<LeaseOffer[]> {
  return (await listEntries('lease_offer', version)).flatMap(({ story, content }) => {
    const parsed = leaseOfferFromBlock(content, leaseOfferSlug(story.fullSlug));
    if (parsed.ok) return [parsed.offer];
    const problems = parsed.problems.join('; ');
    warnOnce(`lease_offer:${story.uuid}:${problems}`, `Lease offer story "${story.fullSlug}" left out: ${problems}`);
    return [];
  });
}
