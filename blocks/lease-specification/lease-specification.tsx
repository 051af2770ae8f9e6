import type { BlockProps } from '@/blocks/block-context';
import { parseLeaseSpecification, type LeaseSpecification } from '@/services/leases/lease-offer';
import { t } from '@/i18n/translate';
import { VehicleFacts, type VehicleFact } from '@/site/vehicles/vehicle-facts';
import { formatInteger, formatPower, fuelLabel, transmissionLabel } from '@/site/vehicles/vehicle-format';
import { blockDomId } from '@/blocks/block-dom-id';

/** Decimals as French writes them: `5.3` → `5,3`. */
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** The figures of a specification with their units; those it does not have (no battery on a petrol car) are left out. */
function leaseSpecificationFacts(s: LeaseSpecification): VehicleFact[] {
  const facts: (VehicleFact | null)[] = [
    { label: t('lease.specification.fuel'), value: fuelLabel(s.fuel) },
    { label: t('lease.specification.transmission'), value: transmissionLabel(s.transmission) },
    { label: t('lease.specification.power'), value: formatPower(s.powerKw, true) },
    s.cylinderCc !== null
      ? {
          label: t('lease.specification.cylinder'),
          value: t('lease.specification.cylinderValue', { cc: formatInteger(s.cylinderCc) }),
        }
      : null,
    s.batteryKwh !== null
      ? {
          label: t('lease.specification.battery'),
          value: t('lease.specification.batteryValue', { kwh: decimal.format(s.batteryKwh) }),
        }
      : null,
    s.rangeKm !== null
      ? {
          label: t('lease.specification.range'),
          value: t('lease.specification.rangeValue', { km: formatInteger(s.rangeKm) }),
        }
      : null,
    s.consumption !== null
      ? {
          label: t('lease.specification.consumption'),
          value: t(
            s.fuel === 'electric' ? 'lease.specification.consumptionElectric' : 'lease.specification.consumptionFuel',
            { value: decimal.format(s.consumption) },
          ),
        }
      : null,
    {
      label: t('lease.specification.co2'),
      value: t('lease.specification.co2Value', { value: formatInteger(s.co2GKm) }),
    },
  ];
  return facts.filter((fact): fact is VehicleFact => fact !== null);
}

/** A lease offer's technical figures as a titled description list (power in ch and kW, WLTP figures...). */
export function LeaseSpecificationBlock({ block }: BlockProps<'lease_specification'>) {
  const parsed = parseLeaseSpecification(block);
  if (!parsed.ok) {
    console.warn(`Lease specification "${block._uid}" not shown: ${parsed.problems.join('; ')}`);
    return null;
  }
  return (
    <VehicleFacts
      title={t('lease.specification.title')}
      titleId={blockDomId('lease-specification', block._uid)}
      facts={leaseSpecificationFacts(parsed.specification)}
      layout="rows"
    />
  );
}
