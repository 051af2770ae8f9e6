import { contentHref } from '@/site/routing/safe-href';
import { storyPath } from '@/services/routing/story-path';

/** The attributes of a Storyblok rich-text `link` mark. */
export type RichTextLinkAttrs = {
  href?: unknown;
  linktype?: unknown;
  anchor?: unknown;
  uuid?: unknown;
  target?: unknown;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The href of a rich-text link mark, or null when it points nowhere (an unresolved story link has only
 * a uuid) or its scheme is blocked (`javascript:`...): the text then renders without a link. Story links
 * carry the story's full slug in `href` and become public paths like multilinks do.
 */
export function richTextLinkHref(attrs: RichTextLinkAttrs | undefined): string | null {
  return contentHref(markHref(attrs));
}

function markHref(attrs: RichTextLinkAttrs | undefined): string | null {
  if (!attrs) return null;
  const href = text(attrs.href);
  const anchor = text(attrs.anchor);
  const hash = anchor ? `#${anchor}` : '';
  switch (attrs.linktype) {
    case 'story': {
      if (!href) return hash || null;
      if (/^(https?:)?\/\//i.test(href)) return href + hash;
      const [slug = '', inlineAnchor] = href.split('#');
      return storyPath(slug) + (hash || (inlineAnchor ? `#${inlineAnchor}` : ''));
    }
    case 'email':
      if (!href) return null;
      return href.startsWith('mailto:') ? href : `mailto:${href}`;
    default:
      if (!href) return hash || null;
      return href + hash;
  }
}
