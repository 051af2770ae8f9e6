import { t } from '@/i18n/translate';
import { AppLink } from '@/site/ui/app-link';
import { AssetImage } from '@/site/ui/asset-image';
import { formatPrice } from '@/site/ui/format-price';
import card from '@/site/ui/linked-card.module.css';
import styles from './model-card.module.css';
import { modelDisplayName, modelPath, type VehicleModel } from './vehicle-model';

/** A model in a list: illustration, name as the card's one link, tagline, energies and the "from" price. */
export function ModelCard({ model, fullSlug }: { model: VehicleModel; fullSlug: string }) {
  const price = formatPrice(model.price_from);
  return (
    <article className={card.card}>
      <div className={card.media}>
        <AssetImage
          asset={model.image}
          sizes="(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw"
          className={styles.image}
        />
      </div>
      <div className={card.body}>
        <h3 className={styles.title}>
          <AppLink href={modelPath(fullSlug)} className={card.link}>
            {modelDisplayName(model)}
          </AppLink>
        </h3>
        {model.tagline ? <p className={styles.tagline}>{model.tagline}</p> : null}
        <p className={styles.fuels}>{model.fuels.map((f) => t(`fuel.${f}`)).join(' · ')}</p>
        {price ? <p className={styles.price}>{t('model.fromPrice', { price })}</p> : null}
      </div>
    </article>
  );
}
