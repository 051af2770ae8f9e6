import type { Metadata } from 'next';
import type { Story } from '@/content/stories';
import { storyPath } from '@/site/routing/story-path';
import { absoluteUrl } from './site-url';

type SeoFields = { seo_title?: unknown; seo_description?: unknown; og_image?: unknown; noindex?: unknown; title?: unknown; teaser?: unknown };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function imageUrl(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('filename' in value)) return undefined;
  return text(value.filename);
}

/** Title, description, canonical, Open Graph and robots from a story's SEO fields. */
export function storyMetadata(story: Story, path: string, siteName: string): Metadata {
  const fields = story.content as SeoFields;
  const title = text(fields.seo_title) ?? text(fields.title) ?? story.name;
  const description = text(fields.seo_description) ?? text(fields.teaser);
  // Template routes (vehicle, location) keep the requested path; content stories use their own.
  const canonicalPath = story.fullSlug.startsWith('templates/') ? path : storyPath(story.fullSlug);
  const image = imageUrl(fields.og_image);
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
      images: image ? [{ url: absoluteUrl(image) }] : undefined,
    },
    robots: fields.noindex === true ? { index: false, follow: true } : undefined,
  };
}
