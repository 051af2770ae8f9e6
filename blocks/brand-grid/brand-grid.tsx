import type { BlockProps } from '@/blocks/block-context';
import { Section } from '@/site/ui/section';
import cardGrid from '@/site/ui/card-grid.module.css';
import styles from './brand-grid.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** The brands the group sells, as a list of wordmark links. */
export function BrandGridBlock({ block, context }: BlockProps<'brand_grid'>) {
  const titleId = blockDomId('brand-grid', block._uid);
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro}>
      <ul role="list" className={`${cardGrid.grid} ${styles.grid}`}>
        {block.brands.map((brand, index) => (
          <li key={index}>{context.renderBlocks([brand])}</li>
        ))}
      </ul>
    </Section>
  );
}
