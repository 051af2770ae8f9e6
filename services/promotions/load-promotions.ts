import { listEntries } from '@/content/entries';
import { storySlug } from '@/content/content-folders';
import type { ContentVersion } from '@/content/stories';
import { promotionFromBlock, type Promotion } from './promotion';

/**
 * Every promotion of the site, whatever its period (published ones, or drafts in preview): which are public
 * is decided at render time against the clock (promotion-validity.ts). A story whose content does not match
 * the schema is left out by the entry loader; one whose end does not follow its start is left out here.
 */
export async function loadPromotions(version: ContentVersion): Promise<Promotion[]> {
  return (await listEntries('promotion', version)).flatMap(({ story, content }) => {
    const promotion = promotionFromBlock(content, storySlug(story.fullSlug));
    if (!promotion) console.warn(`Promotion "${story.fullSlug}" left out: its end does not follow its start.`);
    return promotion ? [promotion] : [];
  });
}
