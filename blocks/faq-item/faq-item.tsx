import type { BlockProps } from '@/blocks/block-context';
import { RichText } from '@/site/ui/rich-text';
import styles from './faq-item.module.css';

/**
 * One question as a native disclosure: `<summary>` holds the question (kept free of a heading, which
 * some screen readers would flatten inside the summary's button role), the answer is rich text.
 */
export function FaqItemBlock({ block, context }: BlockProps<'faq_item'>) {
  return (
    <details className={styles.item}>
      <summary>
        <span>{block.question}</span>
        <span aria-hidden="true" />
      </summary>
      <div>
        <RichText doc={block.answer} headingOffset={2} renderBlocks={context.renderBlocks} />
      </div>
    </details>
  );
}
