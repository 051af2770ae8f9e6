import type { BlockProps } from '@/blocks/block-context';
import styles from './footer-column.module.css';

/** A titled list of links on its own (the site footer renders its columns with its own markup). */
export function FooterColumnBlock({ block, context }: BlockProps<'footer_column'>) {
  return (
    <div className={styles.column}>
      <h2 className={styles.title}>{block.title}</h2>
      <ul role="list" className={styles.links}>
        {block.links.map((link, index) => (
          <li key={index}>{context.renderBlocks([link])}</li>
        ))}
      </ul>
    </div>
  );
}
