import { Section } from './section';
import styles from './item-list-section.module.css';

/**
 * A titled section listing short items in columns (what a lease includes, an offer's fleet conditions, a
 * promotion's benefits); nothing when there are none.
 */
export function ItemListSection({ title, titleId, items }: { title: string; titleId: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title} titleId={titleId}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}
