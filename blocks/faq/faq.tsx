import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { Section } from '@/site/ui/section';
import styles from './faq.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** Frequently asked questions: an h2 and one disclosure per question. */
export function FaqBlock({ block, context }: BlockProps<'faq'>) {
  if (block.items.length === 0) return null;
  return (
    <Section title={block.title || t('block.faqTitle')} titleId={blockDomId('faq', block._uid)} width="narrow">
      <div className={styles.items}>{context.renderBlocks(block.items)}</div>
    </Section>
  );
}
