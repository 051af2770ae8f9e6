import type { StoryblokMultilink } from '@/vocabulary/block-types';
import { contentHref } from './safe-href';
import { storyPath } from '@/services/routing/story-path';

/**
 * The href of a Storyblok multilink, or null when the link is empty or its scheme is blocked
 * (`javascript:`...). Story links use the resolved story when present (resolve_links), else the cached URL.
 */
export function linkHref(link: StoryblokMultilink | undefined | null): string | null {
  return contentHref(multilinkHref(link));
}

function multilinkHref(link: StoryblokMultilink | undefined | null): string | null {
  if (!link) return null;
  const anchor = link.anchor ? `#${link.anchor}` : '';
  switch (link.linktype) {
    case 'story': {
      const story = link.story as { full_slug?: string } | undefined;
      const slug = story?.full_slug ?? link.cached_url ?? link.url;
      return slug ? storyPath(slug) + anchor : null;
    }
    case 'email':
      return link.email ? `mailto:${link.email}` : null;
    default: {
      const url = link.url || link.cached_url;
      return url ? telDigits(url) + anchor : null;
    }
  }
}

/** `tel:+352 26 31 40 00` (a phone fact token resolved in a link, `tel:{{phone:bertrange}}`) → `tel:+35226314000`. */
function telDigits(url: string): string {
  const tel = /^tel:\s*(\+?)(.*)$/is.exec(url);
  return tel ? `tel:${tel[1]}${(tel[2] ?? '').replace(/\D/g, '')}` : url;
}

/** True for links that leave the site (open them with rel="noopener"). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
