import type { BlockMap, BlockName } from '@/vocabulary/block-types';
import type { BlockComponent } from './block-context';
import type { BlockQuery } from './block-query';
import type { ShownSubject } from './page-subject';

/** The viewport a block's example is pictured at in the studio's block list, and the height of the picture. */
export type BlockThumbnail = { width: 375 | 768 | 1280; height: number };

/** Blocks of a page's width; small blocks (a button, a link) declare a phone's. */
const DEFAULT_THUMBNAIL: BlockThumbnail = { width: 1280, height: 720 };

/**
 * Everything the site and the studio know about one block, from its folder's `index.ts`; the registry
 * (registry/registry.ts) holds one per schema, and everything else is derived from it.
 */
export type BlockDefinition<N extends BlockName> = {
  name: N;
  /** The server component that renders it. */
  component: BlockComponent<N>;
  /** An example typed against the schema, rendered by the studio with demo data. */
  example: BlockMap[N];
  /** The URL parameters it reads (stock filters, paging...): only these make a page dynamic (proxy.ts). */
  query?: BlockQuery<N>;
  /**
   * The page subject it shows: the renderer calls it only on a page about one (elsewhere: a panel in
   * preview, nothing published), and the studio renders its example with a demo one.
   */
  subject?: ShownSubject;
  /** The subject it shows when the page has one (a test-drive form on a vehicle's page): the studio's demo. */
  usesSubject?: ShownSubject;
  thumbnail: BlockThumbnail;
};

type Facts<N extends BlockName> = {
  example: BlockMap[N];
  query?: BlockQuery<N>;
  thumbnail?: BlockThumbnail;
};

/**
 * A block's definition. With `subject`, its component receives the page's subject narrowed to that kind:
 * the renderer checks it first (registry/render-blocks.tsx), so no block repeats the guard.
 */
export function defineBlock<N extends BlockName, K extends ShownSubject>(
  name: N,
  facts: Facts<N> & { subject: K; component: BlockComponent<N, K> },
): BlockDefinition<N>;
export function defineBlock<N extends BlockName>(
  name: N,
  facts: Facts<N> & { subject?: undefined; usesSubject?: ShownSubject; component: BlockComponent<N> },
): BlockDefinition<N>;
export function defineBlock<N extends BlockName>(
  name: N,
  {
    thumbnail = DEFAULT_THUMBNAIL,
    ...facts
  }: Facts<N> & { subject?: ShownSubject; usesSubject?: ShownSubject; component: unknown },
): BlockDefinition<N> {
  // Only the renderer calls the component, after checking the subject its definition declares.
  return { name, thumbnail, ...facts, component: facts.component as BlockComponent<N> };
}
