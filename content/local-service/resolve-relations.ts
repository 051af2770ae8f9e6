import type { Database } from '@/db/client';
import { forEachBlock } from './content-tree';
import { findStoriesByUuids } from './story-lookup';
import { toCdnStory, type CdnStory, type RenderOptions } from './story-response';

// The client asks for resolve_level=2: relations inside resolved relations are resolved too.
const RELATION_LEVELS = 2;

/** uuids held by the `component.field` pairs of `relations` anywhere in these stories. */
export function relationUuids(items: CdnStory[], relations: string[]): Set<string> {
  const wanted = new Set(relations);
  const uuids = new Set<string>();
  for (const story of items) {
    forEachBlock(story.content, (block) => {
      for (const [field, value] of Object.entries(block)) {
        if (!wanted.has(`${block.component}.${field}`)) continue;
        for (const item of Array.isArray(value) ? value : [value]) {
          if (typeof item === 'string' && item.length > 0) uuids.add(item);
        }
      }
    });
  }
  return uuids;
}

/**
 * The `rels` array: every story referenced through `resolve_relations`. Storyblok switches to
 * `rel_uuids` above 50 relations; returning `rels` always is allowed and the client handles both.
 */
export async function resolveRelations(
  db: Database,
  items: CdnStory[],
  relations: string[],
  options: RenderOptions,
): Promise<CdnStory[]> {
  if (relations.length === 0) return [];
  const resolved = new Map<string, CdnStory>();
  let level = items;
  for (let depth = 0; depth < RELATION_LEVELS && level.length > 0; depth++) {
    const pending = [...relationUuids(level, relations)].filter((uuid) => !resolved.has(uuid));
    const rows = await findStoriesByUuids(db, pending, options.version);
    level = rows.map((row) => toCdnStory(row, options));
    for (const story of level) resolved.set(story.uuid, story);
  }
  return [...resolved.values()];
}
