import type { BlockMap, BlockName } from './block-types';
import { isRecord, parseBlock } from './validate-block';

/**
 * A story's content read in one walk (once per request: page/load-page.ts): its blocks by type, each parsed
 * (validated deeply) at most once and only when something asks for that type, and its text. The page's
 * SEO, news paging, canonical address and fact tokens read it instead of walking the tree again.
 */
export type StoryOutline = {
  /** The valid blocks of a type anywhere in the tree, in its order; an invalid one is left out, as the page leaves it out. */
  blocks<N extends BlockName>(name: N): readonly BlockMap[N][];
  /** Every block type the tree holds, valid or not (the studio lists the stories that use a block). */
  names: ReadonlySet<string>;
  /** Every string of the content (texts, links, rich-text leaves), in the tree's order. */
  text: readonly string[];
};

export function outlineOf(content: unknown): StoryOutline {
  const found = new Map<string, Record<string, unknown>[]>();
  const text: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') text.push(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (isRecord(node)) {
      if (typeof node.component === 'string') {
        const same = found.get(node.component);
        if (same) same.push(node);
        else found.set(node.component, [node]);
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(content);
  const parsed = new Map<string, readonly unknown[]>();
  return {
    names: new Set(found.keys()),
    text,
    blocks<N extends BlockName>(name: N): readonly BlockMap[N][] {
      if (!parsed.has(name)) {
        const valid = (found.get(name) ?? []).flatMap((block) => {
          const result = parseBlock(block, name);
          return result.ok ? [result.block] : [];
        });
        parsed.set(name, valid);
      }
      return parsed.get(name) as readonly BlockMap[N][];
    },
  };
}
