import type { BlockProps } from '@/blocks/block-context';
import { heroHasPicture } from '@/blocks/hero/hero';
import type { BlockMap } from '@/vocabulary/block-types';

/**
 * A page story: its body blocks in order. No heading of its own: the first hero provides the h1.
 * SEO fields are read by the route's metadata, not rendered.
 */
export function PageBlock({ block, context }: BlockProps<'page'>) {
  return <>{context.renderBlocks(block.body, leadingBlock(block.body))}</>;
}

/**
 * The block a visitor sees first, whose pictures load before the others': a hero with its picture, the block
 * under a hero without one (the stock list under its title band), or the first block.
 */
function leadingBlock(body: BlockMap['page']['body']): number {
  const first = body?.[0];
  return first?.component === 'hero' && !heroHasPicture(first) ? 1 : 0;
}
