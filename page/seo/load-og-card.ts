import { loadConfig, loadPage } from '@/page/load-page';
import type { OgCard } from '@/site/social/og-card';
import { siteCard } from './og-card';
import { ogCardPath, type OgCardAddress } from './og-card-path';
import { ogCardPagePath, pageCard } from './og-image';

/**
 * What the card at an address says, from the published page it previews, loaded as the page itself loads
 * (page/load-page.ts: the vehicle in stock, the story and its subject); null when that page does not exist
 * or is not of the address's kind (a 404, as the page's).
 */
export async function loadOgCard(address: OgCardAddress): Promise<OgCard | null> {
  const { site_name: siteName } = await loadConfig('published');
  const path = ogCardPagePath(address);
  if (path === null) return siteCard(siteName);
  const page = await loadPage(path.split('/').filter(Boolean), 'published');
  if (!page.found) return null;
  const found = pageCard(page, siteName);
  return found && ogCardPath(found.address) === ogCardPath(address) ? found.card : null;
}
