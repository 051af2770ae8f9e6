import type { BlockProps } from '@/blocks/block-context';
import { Container } from '@/site/ui/container';
import styles from './button-group.module.css';

/** A row of buttons between sections, aligned to the start or centred. */
export function ButtonGroupBlock({ block, context }: BlockProps<'button_group'>) {
  if (block.buttons.length === 0) return null;
  return (
    <div className={styles.buttonGroup}>
      <Container>
        <div className={styles.buttons} data-align={block.alignment === 'center' ? 'center' : 'start'}>
          {context.renderBlocks(block.buttons)}
        </div>
      </Container>
    </div>
  );
}
