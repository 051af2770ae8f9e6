import { listEntries } from '@/content/entries';
import { storySlug } from '@/content/content-folders';
import type { ContentVersion } from '@/content/stories';
import { businessOfferFromBlock, type BusinessOffer } from './business-offer';

/**
 * Every business lease offer of the site (published ones, or drafts in preview). A story whose content does
 * not match the schema is left out by the entry loader, which logs it once.
 */
export async function loadBusinessOffers(version: ContentVersion): Promise<BusinessOffer[]> {
  return (await listEntries('business_offer', version)).map(({ story, content }) =>
    businessOfferFromBlock(content, storySlug(story.fullSlug)),
  );
}
