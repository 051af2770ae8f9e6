import type { PickableStory } from './choice-sources';

/**
 * Storyblok's multilink object, as blocks read it (`site/routing/link-href.ts`): a story link by its
 * `cached_url` (the story's full slug; `id` its uuid, which `resolve_links` follows), a URL by `url`, an
 * e-mail by `email`; `anchor` and `target` on top. The form writes exactly these keys and keeps the others.
 */
export type LinkType = 'story' | 'url' | 'email';
export const LINK_TYPES: readonly LinkType[] = ['story', 'url', 'email'];

export type StudioLink = {
  fieldtype: 'multilink';
  linktype: LinkType;
  id: string;
  url: string;
  cached_url: string;
  email?: string;
  anchor?: string;
  target?: '_blank' | '_self';
  [key: string]: unknown;
};

/** What Storyblok stores for an empty link field. */
export const EMPTY_LINK: StudioLink = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The link without some keys (a resolved story, an e-mail of another type…). */
function without(link: StudioLink, ...keys: string[]): StudioLink {
  const copy: StudioLink = { ...link };
  for (const key of keys) delete copy[key];
  return copy;
}

export function readLink(value: unknown): StudioLink {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...EMPTY_LINK };
  const stored = value as Record<string, unknown>;
  const linktype = LINK_TYPES.find((type) => type === stored.linktype) ?? 'url';
  return {
    ...stored,
    fieldtype: 'multilink',
    linktype,
    // Storyblok's own id is the story's uuid; an id of another kind (a number) is kept as text.
    id: typeof stored.id === 'number' ? String(stored.id) : text(stored.id),
    url: text(stored.url),
    cached_url: text(stored.cached_url),
  };
}

/** The slug an editor sees for a story link: the resolved story's, else the cached one. */
export function linkStorySlug(link: StudioLink): string {
  const story = link.story as { full_slug?: unknown } | undefined;
  return typeof story?.full_slug === 'string' ? story.full_slug : link.cached_url || link.url;
}

/** What the field's one text input shows for the link's type. */
export function linkText(link: StudioLink): string {
  if (link.linktype === 'story') return linkStorySlug(link);
  if (link.linktype === 'email') return link.email ?? '';
  return link.url || link.cached_url;
}

/** The link of another type, emptied: a page's slug is not a URL, nor an e-mail address. */
export function linkOfType(link: StudioLink, linktype: LinkType): StudioLink {
  if (link.linktype === linktype) return link;
  const emptied: StudioLink = { ...without(link, 'email', 'story'), linktype, id: '', url: '', cached_url: '' };
  return linktype === 'email' ? { ...emptied, email: '' } : emptied;
}

/**
 * The link given what the editor typed in its one text input: for a story, a full slug (with or without the
 * leading slash), matched against the stories to store its uuid (an unknown slug keeps no id); for a URL, the
 * URL; for an e-mail, the address.
 */
export function linkWithText(link: StudioLink, typed: string, stories: readonly PickableStory[] = []): StudioLink {
  if (link.linktype === 'email') return { ...link, email: typed.trim() };
  if (link.linktype === 'url') return { ...link, id: '', url: typed, cached_url: typed };
  const slug = typed.trim().replace(/^\/+/, '');
  const story = stories.find((candidate) => candidate.fullSlug === slug || candidate.fullSlug === `${slug}/`);
  return { ...without(link, 'story'), id: story?.uuid ?? '', url: '', cached_url: story?.fullSlug ?? slug };
}

export function linkWithAnchor(link: StudioLink, anchor: string): StudioLink {
  const value = anchor.replace(/^#/, '');
  return value ? { ...link, anchor: value } : without(link, 'anchor');
}

export function linkWithNewTab(link: StudioLink, newTab: boolean): StudioLink {
  return newTab ? { ...link, target: '_blank' } : without(link, 'target');
}
