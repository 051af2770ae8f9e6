import type { ReactNode } from 'react';
import { Section } from '@/site/ui/section';
import styles from './vehicle-facts.module.css';

export type VehicleFact = { label: string; value: ReactNode };

type Props = {
  title: string;
  titleId: string;
  facts: VehicleFact[];
  /** `tiles`: a few key figures, large; `rows`: a long list of characteristics. */
  layout: 'tiles' | 'rows';
  /** Shown between the title and the list (a description). */
  children?: ReactNode;
};

/** A titled description list of a vehicle's facts (key figures, characteristics). */
export function VehicleFacts({ title, titleId, facts, layout, children }: Props) {
  return (
    <Section title={title} titleId={titleId}>
      {/* `null`, not `undefined`: an undefined child travels in the page's payload as "$undefined". */}
      {children ?? null}
      <dl className={layout === 'tiles' ? styles.tiles : styles.rows}>
        {facts.map(({ label, value }, i) => (
          // A fixed list rendered once: its position is a stable key, shorter than the label it would repeat.
          <div key={i}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
