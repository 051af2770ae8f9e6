import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { formatLongDate } from '@/site/ui/format-date';
import { VehicleFacts, type VehicleFact } from '@/site/vehicles/vehicle-facts';
import { energyLabel, formatMileage, formatPower, transmissionLabel } from '@/site/vehicles/vehicle-format';
import { blockDomId } from '@/blocks/block-dom-id';

/** The six figures buyers compare first: year, mileage, power, fuel, gearbox, first registration. */
export function VehicleKeyFiguresBlock({ block, context }: BlockProps<'vehicle_key_figures', 'vehicle'>) {
  const { vehicle } = context.subject;
  const facts: VehicleFact[] = [
    { label: t('vehicle.keyFigures.year'), value: vehicle.year },
    { label: t('vehicle.keyFigures.mileage'), value: formatMileage(vehicle.mileageKm) },
    { label: t('vehicle.keyFigures.power'), value: formatPower(vehicle.powerKw) },
    { label: t('vehicle.keyFigures.fuel'), value: energyLabel(vehicle.fuel, vehicle.hybridKind) },
    { label: t('vehicle.keyFigures.transmission'), value: transmissionLabel(vehicle.transmission) },
    {
      label: t('vehicle.keyFigures.firstRegistration'),
      value: formatLongDate(vehicle.firstRegistration) ?? t('vehicle.keyFigures.notRegistered'),
    },
  ];
  return (
    <VehicleFacts
      title={block.title || t('vehicle.keyFigures.title')}
      titleId={blockDomId('vehicle-key-figures', block._uid)}
      facts={facts}
      layout="tiles"
    />
  );
}
