import type { BlockProps } from '@/blocks/block-context';

/**
 * A page story: its body blocks in order. No heading of its own: the first hero provides the h1.
 * SEO fields are read by the route's metadata, not rendered.
 */
export function PageBlock({ block, context }: BlockProps<'page'>) {
  return <>{context.renderBlocks(block.body)}</>;
}
