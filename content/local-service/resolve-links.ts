import type { Database } from '@/db/client';
import { forEachObject, isJsonObject } from './content-tree';
import { linkRowOf, toCdnLink, type CdnLink } from './link-object';
import { findStoriesByUuids } from './story-lookup';
import { toCdnStory, type CdnStory, type RenderOptions } from './story-response';

export type ResolveLinksMode = 'url' | 'story' | 'link';

/** What `resolve_links=url` returns for a linked story: the minimum needed to build an href. */
export type CdnUrlLink = { name: string; id: number; uuid: string; slug: string; url: string; full_slug: string };

/**
 * uuids of stories linked from these stories: multilink fields
 * (`{ fieldtype: 'multilink', linktype: 'story', id }`) and rich-text link marks
 * (`{ type: 'link', attrs: { linktype: 'story', uuid } }`), the two shapes the client inlines.
 */
export function linkedUuids(items: CdnStory[]): Set<string> {
  const uuids = new Set<string>();
  for (const story of items) {
    forEachObject(story.content, (object) => {
      if (
        object.fieldtype === 'multilink' &&
        object.linktype === 'story' &&
        typeof object.id === 'string' &&
        object.id
      ) {
        uuids.add(object.id);
      }
      const attrs = object.attrs;
      if (
        object.type === 'link' &&
        isJsonObject(attrs) &&
        attrs.linktype === 'story' &&
        typeof attrs.uuid === 'string' &&
        attrs.uuid
      ) {
        uuids.add(attrs.uuid);
      }
    });
  }
  return uuids;
}

/** The `links` array for `resolve_links`: linked stories in the shape the mode asks for. */
export async function resolveLinks(
  db: Database,
  items: CdnStory[],
  mode: ResolveLinksMode | undefined,
  options: RenderOptions,
): Promise<(CdnStory | CdnLink | CdnUrlLink)[]> {
  if (!mode) return [];
  const rows = await findStoriesByUuids(db, linkedUuids(items), options.version);
  return rows.map((row) => {
    if (mode === 'story') return toCdnStory(row, options);
    if (mode === 'link') return toCdnLink(linkRowOf(row));
    return { name: row.name, id: row.id, uuid: row.uuid, slug: row.slug, url: row.fullSlug, full_slug: row.fullSlug };
  });
}
