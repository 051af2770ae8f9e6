import type { StoryblokRichtext } from '@/vocabulary/block-types';

const BLOCK_NODES = new Set(['paragraph', 'heading', 'list_item', 'blockquote']);

/** The text of a rich-text document, paragraphs separated by spaces (for structured data). */
export function richTextPlain(node: StoryblokRichtext | undefined | null): string {
  if (!node) return '';
  if (node.type === 'text') return node.text ?? '';
  const inner = (node.content ?? []).map(richTextPlain).join('');
  return BLOCK_NODES.has(node.type) ? `${inner} ` : inner;
}
