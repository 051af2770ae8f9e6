import type { BlockProps } from '@/blocks/block-context';
import { EQUIPMENT_CATEGORIES } from '@/services/stock/stock-vocabulary';
import { t, type MessageKey } from '@/i18n/translate';
import { Section } from '@/site/ui/section';
import styles from './vehicle-equipment.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

const CATEGORY_LABEL: Record<(typeof EQUIPMENT_CATEGORIES)[number], MessageKey> = {
  comfort: 'vehicle.equipment.category.comfort',
  safety: 'vehicle.equipment.category.safety',
  multimedia: 'vehicle.equipment.category.multimedia',
  exterior: 'vehicle.equipment.category.exterior',
  interior: 'vehicle.equipment.category.interior',
  driving: 'vehicle.equipment.category.driving',
};

function categoryLabel(category: string): string {
  const key = Object.hasOwn(CATEGORY_LABEL, category) ? CATEGORY_LABEL[category as keyof typeof CATEGORY_LABEL] : null;
  return t(key ?? 'vehicle.equipment.category.other');
}

/**
 * The vehicle's equipment in columns, one per category (a heading and its list); nothing without equipment.
 * A category is a plain group, not a `<section>`: six named regions would crowd the landmark list.
 */
export function VehicleEquipmentBlock({ block, context }: BlockProps<'vehicle_equipment', 'vehicle'>) {
  const { vehicle } = context.subject;
  if (vehicle.equipment.length === 0) return null;
  const titleId = blockDomId('vehicle-equipment', block._uid);
  return (
    <Section title={block.title || t('vehicle.equipment.title')} titleId={titleId}>
      <div className={styles.columns}>
        {vehicle.equipment.map((group) => (
          <div key={group.category}>
            <h3>{categoryLabel(group.category)}</h3>
            <ul>
              {group.items.map((item, i) => (
                // The list never reorders in the browser: the position is a stable key, and far shorter than the text.
                <li key={i}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
