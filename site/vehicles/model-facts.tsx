import { t } from '@/i18n/translate';
import styles from './model-facts.module.css';
import { toNumber, type VehicleModel } from './vehicle-model';

type Props = { model: VehicleModel; headingId: string; headingLevel?: 2 | 3 };

/** Key figures of a model as a description list: power in ch, range, WLTP consumption, CO₂, energy. */
export function ModelFacts({ model, headingId, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const min = toNumber(model.power_ch_min);
  const max = toNumber(model.power_ch_max);
  const range = toNumber(model.range_km);
  const co2 = toNumber(model.co2_g_km);
  const facts: [string, string][] = [];
  if (min !== null) {
    facts.push([
      t('model.power'),
      max !== null && max > min ? t('model.powerRange', { min, max }) : t('model.powerSingle', { min }),
    ]);
  }
  if (range !== null && range > 0) facts.push([t('model.range'), t('model.rangeValue', { km: range })]);
  facts.push([t('model.consumption'), model.consumption]);
  if (co2 !== null) facts.push([t('model.co2'), t('model.co2Value', { value: co2 })]);
  facts.push([t('model.energy'), model.fuels.map((f) => t(`fuel.${f}`)).join(', ')]);
  return (
    <section aria-labelledby={headingId} className={styles.facts}>
      <Heading id={headingId} className={styles.heading}>
        {t('model.keyFigures')}
      </Heading>
      <dl className={styles.list}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.item}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
