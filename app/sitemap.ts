import type { MetadataRoute } from 'next';
import { getPublishedLinks } from '@/content/stories';
import { storyPath } from '@/site/routing/story-path';
import { absoluteUrl } from '@/site/seo/site-url';

// Rendered on request (the build has no database) and cached until content is published.
export const dynamic = 'force-dynamic';

/** Every published content story; folders, templates and the settings story are not pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const links = await getPublishedLinks();
  return links
    .filter((l) => !l.isFolder && l.published && l.fullSlug !== 'config' && !l.fullSlug.startsWith('templates/'))
    .map((l) => ({
      url: absoluteUrl(storyPath(l.fullSlug)),
      lastModified: l.updatedAt ? new Date(l.updatedAt) : undefined,
    }));
}
