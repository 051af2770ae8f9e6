import type { BlockMap } from '@/vocabulary/block-types';
import { t } from '@/i18n/translate';
import { formatPrice } from '@/site/ui/format-price';
import styles from './model-trims.module.css';

type Props = { trims: BlockMap['model_trim'][]; headingId: string; headingLevel?: 2 | 3 };

/** The trims of a model with their price and highlights, cheapest first. */
export function ModelTrims({ trims, headingId, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const sorted = [...trims].sort((a, b) => Number(a.price) - Number(b.price));
  return (
    <section aria-labelledby={headingId} className={styles.trims}>
      <Heading id={headingId} className={styles.heading}>
        {t('model.trims')}
      </Heading>
      <ul role="list" className={styles.list}>
        {sorted.map((trim, index) => (
          <li key={index}>
            <TrimCard trim={trim} headingTag={ItemHeading} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TrimCard({ trim, headingTag: Tag = 'h3' }: { trim: BlockMap['model_trim']; headingTag?: 'h3' | 'h4' }) {
  const highlights = (trim.highlights ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const price = formatPrice(trim.price);
  return (
    <article className={styles.card}>
      <Tag className={styles.name}>{trim.name}</Tag>
      {price ? <p className={styles.price}>{t('model.trimPrice', { price })}</p> : null}
      {highlights.length > 0 ? (
        <ul className={styles.highlights}>
          {highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
