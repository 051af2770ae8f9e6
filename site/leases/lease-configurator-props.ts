import type { LeaseConfiguration } from '@/services/leases/lease-offer';
import { t } from '@/i18n/translate';
import { formatCents } from '@/site/ui/format-price';
import type { ConfigurationDisplay, ConfiguratorLabels } from './lease-configurator';
import { formatAnnualMileage, formatDuration, monthlyAmounts, type LeaseAudience } from './lease-offer-display';

/** Keeps a `{{placeholder}}` for the client to fill. */
const keep = (name: string) => `{{${name}}}`;

/** The configurator's words, and each duration and mileage of the offer as read (`36 mois`, `15 000 km/an`). */
export function configuratorLabels(configurations: readonly LeaseConfiguration[]): ConfiguratorLabels {
  return {
    duration: t('lease.configurator.duration'),
    mileage: t('lease.configurator.mileage'),
    colour: t('lease.configurator.colour'),
    mileageUnavailable: t('lease.configurator.mileageUnavailable', { duration: keep('duration') }),
    colourUnavailable: t('lease.configurator.colourUnavailable', {
      duration: keep('duration'),
      mileage: keep('mileage'),
    }),
    monthly: t('lease.configurator.monthly'),
    deposit: t('lease.configurator.deposit'),
    cataloguePrice: t('lease.configurator.cataloguePrice'),
    update: t('lease.configurator.update'),
    durations: Object.fromEntries(
      configurations.map((c) => [String(c.durationMonths), formatDuration(c.durationMonths)]),
    ),
    mileages: Object.fromEntries(configurations.map((c) => [String(c.annualKm), formatAnnualMileage(c.annualKm)])),
  };
}

/** Every configuration's amounts as shown, by configuration id. */
export function configurationDisplays(
  configurations: readonly LeaseConfiguration[],
  audience: LeaseAudience,
): Record<string, ConfigurationDisplay> {
  return Object.fromEntries(
    configurations.map((c) => [
      c.id,
      {
        monthly: monthlyAmounts(c, audience),
        deposit: c.depositCents === 0 ? t('lease.configurator.noDeposit') : formatCents(c.depositCents),
        cataloguePrice: formatCents(c.cataloguePriceCents),
      },
    ]),
  );
}
