import type { BlockProps } from '@/blocks/block-context';
import { AssetImage } from '@/site/ui/asset-image';
import { RichText } from '@/site/ui/rich-text';
import { Section } from '@/site/ui/section';
import styles from './media-text.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** An image beside a titled text and buttons; the image goes to the start or the end on large screens. */
export function MediaTextBlock({ block, context }: BlockProps<'media_text'>) {
  const titleId = blockDomId('media-text', block._uid);
  const hasImage = Boolean(block.image?.filename);
  return (
    <Section labelledBy={titleId}>
      <div
        className={styles.grid}
        data-image-position={block.image_position === 'end' ? 'end' : 'start'}
        data-has-image={hasImage}
      >
        <div className={styles.content}>
          <h2 id={titleId} className={styles.title}>
            {block.title}
          </h2>
          <RichText doc={block.text} headingOffset={1} renderBlocks={context.renderBlocks} />
          {block.buttons && block.buttons.length > 0 ? (
            <div className={styles.actions}>{context.renderBlocks(block.buttons)}</div>
          ) : null}
        </div>
        {hasImage ? (
          <div className={styles.media}>
            <AssetImage asset={block.image} sizes="(min-width: 64rem) 50vw, 100vw" className={styles.image} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
