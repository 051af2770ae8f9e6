import type { Metadata } from 'next';
import type { PageData } from '@/page/load-page';
import { storyPath } from '@/services/routing/story-path';
import { storyOgImage, TWITTER_CARD } from './og-image';
import { absoluteUrl } from './site-url';

type SeoFields = {
  seo_title?: unknown;
  seo_description?: unknown;
  og_image?: unknown;
  noindex?: unknown;
  title?: unknown;
  teaser?: unknown;
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Title, description, canonical, Open Graph and robots from a story's SEO fields. `canonicalQuery` is
 * the part of the query that names another page (stock filters and paging: see registry/block-queries.ts).
 * The preview image is a PNG card (page/seo/og-image.ts): the subject's, the editor's raster `og_image`, or
 * the site's.
 */
export function storyMetadata(page: PageData, siteName: string, canonicalQuery = ''): Metadata {
  const { story, path, route } = page;
  const fields = story.content as SeoFields;
  const title = text(fields.seo_title) ?? text(fields.title) ?? story.name;
  const description = text(fields.seo_description) ?? text(fields.teaser);
  // A content story is canonical at its own path; routed pages (a vehicle, a location, page 2 of the
  // news) at the requested one, so page 2 is never canonicalised to page 1.
  const canonicalPath = (route === 'content' ? storyPath(story.fullSlug) : path) + canonicalQuery;
  const image = storyOgImage(page, siteName, fields.og_image);
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(canonicalPath) },
    openGraph: {
      type: story.content.component === 'article' ? 'article' : 'website',
      locale: 'fr_LU',
      siteName,
      title,
      description,
      url: absoluteUrl(canonicalPath),
      images: [image],
    },
    twitter: TWITTER_CARD,
    robots: fields.noindex === true ? { index: false, follow: true } : undefined,
  };
}
