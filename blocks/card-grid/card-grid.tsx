import type { BlockProps } from '@/blocks/block-context';
import { Section } from '@/site/ui/section';
import styles from './card-grid.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** A titled list of cards in 2, 3 or 4 columns on large screens. */
export function CardGridBlock({ block, context }: BlockProps<'card_grid'>) {
  return (
    <Section title={block.title} titleId={blockDomId('card-grid', block._uid)} intro={block.intro}>
      <ul role="list" className={styles.grid} data-columns={block.columns || '3'}>
        {block.cards.map((card, index) => (
          <li key={index} className={styles.item}>
            {context.renderBlocks([card])}
          </li>
        ))}
      </ul>
    </Section>
  );
}
