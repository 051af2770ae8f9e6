import type { MetadataRoute } from 'next';
import { isPageStory, JOB_ADVERTS_FOLDER } from '@/content/content-folders';
import { isJobAdvertOpen } from '@/services/careers/job-advert';
import { loadJobAdverts } from '@/services/careers/load-job-adverts';
import { getPublishedLinks } from '@/content/stories';
import { getDb } from '@/db/client';
import { listVehicleSitemapEntries } from '@/services/stock/vehicle-sitemap';
import { loadPromotions } from '@/services/promotions/load-promotions';
import { promotionsNotPublic } from '@/services/promotions/promotion';
import { storyPath } from '@/services/routing/story-path';
import { absoluteUrl } from '@/page/seo/site-url';
import { vehicleHref } from '@/site/vehicles/vehicle-route';

// Rendered on request (the build has no database) and cached until content is published.
export const dynamic = 'force-dynamic';

/**
 * Every published content story (folders, templates and the settings story are not pages; nor a promotion
 * outside its period, which answers 404 before it and 410 after, nor a closed job advert, 410), then every
 * vehicle in stock at its canonical address. One file holds up to 50 000 URLs (the protocol's limit);
 * a larger stock needs `generateSitemaps` to split it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [links, stock, promotions, jobs] = await Promise.all([
    getPublishedLinks(),
    getDb().then(listVehicleSitemapEntries),
    loadPromotions('published'),
    loadJobAdverts('published'),
  ]);
  const now = new Date();
  const gone = new Set([
    ...promotionsNotPublic(promotions, now),
    ...jobs.filter((job) => !isJobAdvertOpen(job, now)).map((job) => `${JOB_ADVERTS_FOLDER}${job.slug}`),
  ]);
  const stories = links
    .filter((l) => l.published && isPageStory(l) && !gone.has(l.fullSlug.replace(/^\/+/, '')))
    .map((l) => ({
      url: absoluteUrl(storyPath(l.fullSlug)),
      lastModified: l.updatedAt ? new Date(l.updatedAt) : undefined,
    }));
  const vehicles = stock.map((v) => ({ url: absoluteUrl(vehicleHref(v)), lastModified: v.updatedAt }));
  return [...stories, ...vehicles];
}
