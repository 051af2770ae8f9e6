import type { BlockProps } from '@/blocks/block-context';
import { AssetImage } from '@/site/ui/asset-image';
import styles from './hero.module.css';
import { keepPhoneNumbersWhole } from '@/site/ui/phone-number';
import { blockDomId } from '@/blocks/block-dom-id';
import type { BlockMap } from '@/vocabulary/block-types';

/** Whether the hero shows a picture: the compact variant is a title band, never with one. */
export function heroHasPicture(block: BlockMap['hero']): boolean {
  return block.variant !== 'compact' && Boolean(block.image?.filename);
}

/**
 * The top of a page: the page's h1, a short text, the LCP image and up to two buttons. The compact variant
 * is a title band (eyebrow, h1, text, buttons), without image, for utility pages whose content comes first
 * (stock, forms, lists, legal pages).
 */
export function HeroBlock({ block, context }: BlockProps<'hero'>) {
  const theme = block.theme === 'light' ? 'light' : 'dark';
  const titleId = blockDomId('hero', block._uid);
  const compact = block.variant === 'compact';
  const hasImage = heroHasPicture(block);
  const buttons = block.buttons ?? [];
  return (
    <section
      className={styles.hero}
      aria-labelledby={titleId}
      data-has-image={hasImage}
      // Spread, not `undefined`: an undefined prop is written into the payload as "$undefined".
      {...(theme === 'dark' ? { 'data-theme': 'dark' } : {})}
      {...(compact ? { 'data-variant': 'compact' } : {})}
    >
      <div className={styles.inner}>
        <div className={styles.content}>
          {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {block.title}
          </h1>
          {block.text ? <p className={styles.text}>{keepPhoneNumbersWhole(block.text)}</p> : null}
          {buttons.length > 0 ? <div className={styles.actions}>{context.renderBlocks(buttons)}</div> : null}
        </div>
        {hasImage ? (
          <div className={styles.media}>
            <AssetImage asset={block.image} priority sizes="(min-width: 64rem) 50vw, 100vw" className={styles.image} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
