import type { BlockMap } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import { formatPrice } from '@/site/ui/format-price';
import styles from './commercial-versions.module.css';

type CommercialVersion = BlockMap['commercial_version'];

const numbers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const figure = (value: string | undefined, key: 'model.mm' | 'model.m3' | 'model.kg') =>
  value && Number.isFinite(Number(value)) ? t(key, { value: numbers.format(Number(value)) }) : t('model.notAvailable');

/** `ColumnKey` → the row's cell text. */
const COLUMNS = [
  ['model.length', (v: CommercialVersion) => figure(v.length_mm, 'model.mm')],
  ['model.height', (v: CommercialVersion) => figure(v.height_mm, 'model.mm')],
  ['model.loadLength', (v: CommercialVersion) => figure(v.load_length_mm, 'model.mm')],
  ['model.loadVolume', (v: CommercialVersion) => figure(v.load_volume_m3, 'model.m3')],
  ['model.payload', (v: CommercialVersion) => figure(v.payload_kg, 'model.kg')],
  ['model.towing', (v: CommercialVersion) => figure(v.towing_kg, 'model.kg')],
] as const;

function lease(version: CommercialVersion): string {
  const price = formatPrice(version.lease_htva);
  if (!price) return t('model.notAvailable');
  const terms =
    version.lease_duration && version.lease_mileage
      ? ` (${t('model.leaseTerms', { months: version.lease_duration, km: numbers.format(Number(version.lease_mileage)) })})`
      : '';
  return `${t('model.leaseValue', { price })}${terms}`;
}

/** A van or pick-up's versions side by side: dimensions, payload, towing and business lease excl. VAT; conversions. */
export function CommercialVersions({
  versions,
  conversions,
  headingId,
  headingLevel = 2,
}: {
  versions: CommercialVersion[];
  conversions?: string;
  headingId: string;
  headingLevel?: 2 | 3;
}) {
  const conversionList = (conversions ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (versions.length === 0 && conversionList.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t('model.commercialTitle')}
      </Heading>
      {versions.length > 0 && (
        <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('model.commercialCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('model.version')}</th>
                {COLUMNS.map(([key]) => (
                  <th key={key} scope="col">
                    {t(key)}
                  </th>
                ))}
                <th scope="col">{t('model.lease')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version, index) => (
                <tr key={index}>
                  <th scope="row">{version.name}</th>
                  {COLUMNS.map(([key, cell]) => (
                    <td key={key}>{cell(version)}</td>
                  ))}
                  <td className={styles.lease}>{lease(version)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {versions.some((v) => v.lease_htva) && <p className={styles.note}>{t('model.leaseNote')}</p>}
      {conversionList.length > 0 && (
        <>
          <SubHeading className={styles.subTitle}>{t('model.conversions')}</SubHeading>
          <ul className={styles.conversions}>
            {conversionList.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
