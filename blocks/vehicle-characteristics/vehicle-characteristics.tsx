import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { VehicleFacts, type VehicleFact } from '@/site/vehicles/vehicle-facts';
import { bodyLabel, conditionLabel, formatInteger, formatPower, hybridKindLabel } from '@/site/vehicles/vehicle-format';
import styles from './vehicle-characteristics.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * Everything the feed says about the vehicle, with units: power in ch (and kW), cylinder capacity,
 * battery, WLTP range, consumption and CO₂, doors, seats, colour, warranty, VIN; the dealer's
 * description above. Figures the vehicle does not have (no battery on a diesel) are left out.
 */
export function VehicleCharacteristicsBlock({ block, context }: BlockProps<'vehicle_characteristics', 'vehicle'>) {
  const { vehicle } = context.subject;
  const facts: (VehicleFact | null)[] = [
    { label: t('vehicle.characteristics.condition'), value: conditionLabel(vehicle.condition) },
    { label: t('vehicle.characteristics.body'), value: bodyLabel(vehicle.body) },
    vehicle.hybridKind
      ? { label: t('vehicle.characteristics.hybridKind'), value: hybridKindLabel(vehicle.hybridKind) }
      : null,
    { label: t('vehicle.characteristics.power'), value: formatPower(vehicle.powerKw, true) },
    vehicle.cylinderCc !== null
      ? {
          label: t('vehicle.characteristics.cylinder'),
          value: t('vehicle.characteristics.cylinderValue', { cc: formatInteger(vehicle.cylinderCc) }),
        }
      : null,
    vehicle.batteryKwh !== null
      ? {
          label: t('vehicle.characteristics.battery'),
          value: t('vehicle.characteristics.batteryValue', { kwh: formatInteger(vehicle.batteryKwh) }),
        }
      : null,
    vehicle.rangeKm !== null
      ? {
          label: t('vehicle.characteristics.range'),
          value: t('vehicle.characteristics.rangeValue', { km: formatInteger(vehicle.rangeKm) }),
        }
      : null,
    vehicle.consumption ? { label: t('vehicle.characteristics.consumption'), value: vehicle.consumption } : null,
    {
      label: t('vehicle.characteristics.co2'),
      value: t('vehicle.characteristics.co2Value', { value: formatInteger(vehicle.co2GKm) }),
    },
    { label: t('vehicle.characteristics.doors'), value: vehicle.doors },
    { label: t('vehicle.characteristics.seats'), value: vehicle.seats },
    { label: t('vehicle.characteristics.colour'), value: vehicle.colourName },
    {
      label: t('vehicle.characteristics.warranty'),
      value:
        vehicle.warrantyMonths > 0
          ? t('vehicle.characteristics.warrantyValue', { months: vehicle.warrantyMonths })
          : t('vehicle.characteristics.noWarranty'),
    },
    { label: t('vehicle.characteristics.vin'), value: <span className={styles.vin}>{vehicle.vin}</span> },
  ];
  const description = vehicle.description.trim();
  return (
    <VehicleFacts
      title={block.title || t('vehicle.characteristics.title')}
      titleId={blockDomId('vehicle-characteristics', block._uid)}
      facts={facts.filter((f): f is VehicleFact => f !== null)}
      layout="rows"
    >
      {description ? (
        <div className={styles.description}>
          {description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      ) : null}
    </VehicleFacts>
  );
}
