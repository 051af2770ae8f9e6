import type { BlockProps } from '@/blocks/block-context';
import { isRichTextEmpty, RichText } from '@/site/ui/rich-text';
import { Section } from '@/site/ui/section';
import { blockDomId } from '@/blocks/block-dom-id';

/** A text section: optional h2 title, then the rich text (its headings start one level below). */
export function RichTextBlock({ block, context }: BlockProps<'rich_text'>) {
  if (!block.title && isRichTextEmpty(block.text)) return null;
  return (
    <Section
      title={block.title}
      titleId={blockDomId('rich-text', block._uid)}
      width={block.width === 'wide' ? 'default' : 'narrow'}
    >
      <RichText doc={block.text} headingOffset={block.title ? 1 : 0} renderBlocks={context.renderBlocks} />
    </Section>
  );
}
