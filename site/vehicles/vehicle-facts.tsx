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
      {children}
      <dl className={layout === 'tiles' ? styles.tiles : styles.rows}>
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
