import { InvalidBlock } from '@/vocabulary/invalid-block';
import type { BlockProps } from '@/blocks/block-context';
import { parseLeaseConfiguration } from '@/services/leases/lease-offer';
import { t } from '@/i18n/translate';
import { formatCents } from '@/site/ui/format-price';
import { formatAnnualMileage, formatDuration } from '@/site/leases/lease-offer-display';
import styles from './lease-configuration.module.css';

/**
 * One configuration of a lease offer as a one-line summary. The offer page shows its configurations in
 * the configurator; this renders only where a configuration stands alone (the visual editor).
 * A configuration whose amounts do not add up says so in preview and shows nothing on the site.
 */
export function LeaseConfigurationBlock({ block, context }: BlockProps<'lease_configuration'>) {
  const parsed = parseLeaseConfiguration(block);
  if (!parsed.ok) {
    console.warn(`Lease configuration "${block._uid}" not shown: ${parsed.problems.join('; ')}`);
    return context.preview ? (
      <InvalidBlock
        name={block.component}
        problems={parsed.problems.map((message) => ({ path: block.component, message }))}
      />
    ) : null;
  }
  const c = parsed.configuration;
  return (
    <p className={styles.summary}>
      {t('lease.configuration.summary', {
        colour: c.colour,
        duration: formatDuration(c.durationMonths),
        mileage: formatAnnualMileage(c.annualKm),
        price: formatCents(c.monthlyInclVatCents),
        priceExclVat: formatCents(c.monthlyExclVatCents),
      })}
    </p>
  );
}
