import type { Database } from '@/db/client';
import type { CdnLink } from './link-object';
import { resolveLinks, type CdnUrlLink, type ResolveLinksMode } from './resolve-links';
import { resolveRelations } from './resolve-relations';
import type { CdnStory, RenderOptions } from './story-response';

export type StoryExtras = { rels: CdnStory[]; links: (CdnStory | CdnLink | CdnUrlLink)[] };

/** `rels` and `links`, present (possibly empty) in every stories response, as Storyblok sends them. */
export async function storyExtras(
  db: Database,
  items: CdnStory[],
  request: { resolveRelations: string[]; resolveLinks: ResolveLinksMode | undefined },
  options: RenderOptions,
): Promise<StoryExtras> {
  const rels = await resolveRelations(db, items, request.resolveRelations, options);
  // Links inside resolved relations are collected too: the client inlines them there as well.
  const links = await resolveLinks(db, [...items, ...rels], request.resolveLinks, options);
  return { rels, links };
}
