import type { BlockProps } from '@/blocks/block-context';
import { similarVehiclesCached } from '@/services/stock/vehicle-cache';
import { t } from '@/i18n/translate';
import { Section } from '@/site/ui/section';
import { StockCard } from '@/site/vehicles/stock-card';
import cardGrid from '@/site/ui/card-grid.module.css';
import styles from './vehicle-similar.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

const DEFAULT_COUNT = 4;

/** Vehicles like this one (same model first, then same body at a similar price) as cards; nothing when none. */
export async function VehicleSimilarBlock({ block, context }: BlockProps<'vehicle_similar', 'vehicle'>) {
  const { vehicle } = context.subject;
  const count = block.count ? Number(block.count) : DEFAULT_COUNT;
  const similar = await similarVehiclesCached(
    {
      make: vehicle.make,
      model: vehicle.model,
      body: vehicle.body,
      priceCents: vehicle.priceCents,
      excludeId: vehicle.id,
    },
    count,
  );
  if (similar.length === 0) return null;
  return (
    <Section
      title={block.title || t('vehicle.similar.title')}
      titleId={blockDomId('vehicle-similar', block._uid)}
      tone="muted"
    >
      <ul role="list" className={`${cardGrid.grid} ${styles.grid}`}>
        {similar.map((v) => (
          <li key={v.id}>
            <StockCard vehicle={v} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
