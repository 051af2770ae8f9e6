import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { sitePaths } from '@/services/routing/site-paths';
import { AssetImage } from '@/site/ui/asset-image';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import { formatPrice } from '@/site/ui/format-price';
import { CommercialVersions } from '@/site/vehicles/commercial-versions';
import { ModelFacts } from '@/site/vehicles/model-facts';
import { ModelTrims } from '@/site/vehicles/model-trims';
import { BRAND_NAMES, modelDisplayName, modelStockHref } from '@/site/vehicles/vehicle-model';
import pageHeader from '@/site/ui/page-header.module.css';
import styles from './vehicle-model.module.css';
import { blockDomId } from '@/blocks/block-dom-id';
import { PRESELECTION_PARAMS } from '@/site/enquiries/preselection-params';

/** The test-drive form with this model chosen (the form's brand and model options: the brand key, the model's name). */
const testDriveHref = (model: { brand: string; name: string }) =>
  `${sitePaths().testDrive}?${new URLSearchParams({
    [PRESELECTION_PARAMS.brand]: model.brand,
    [PRESELECTION_PARAMS.model]: model.name,
  })}`;

/**
 * A model page, built from the model's structured data (one story per model): header with the h1 and
 * the "from" price, key figures, trims, links to the matching stock and to a test drive, then free blocks.
 */
export function VehicleModelBlock({ block, context }: BlockProps<'vehicle_model'>) {
  const name = modelDisplayName(block);
  const price = formatPrice(block.price_from);
  return (
    <>
      <section className={pageHeader.header} aria-labelledby={blockDomId('model', block._uid)}>
        <Container className={pageHeader.inner}>
          <div className={pageHeader.text}>
            <hgroup className={pageHeader.headingGroup}>
              <p className={pageHeader.eyebrow}>{BRAND_NAMES[block.brand]}</p>
              <h1 id={blockDomId('model', block._uid)} className={pageHeader.title}>
                {name}
              </h1>
              {block.tagline ? <p className={pageHeader.subtitle}>{block.tagline}</p> : null}
            </hgroup>
            <p className={pageHeader.intro}>{block.intro}</p>
            {price ? <p className={styles.price}>{t('model.fromPrice', { price })}</p> : null}
            <div className={pageHeader.actions}>
              <Button href={modelStockHref(context.story.fullSlug, block.brand)} variant="primary">
                {t('model.seeStock', { model: name })}
              </Button>
              <Button href={testDriveHref(block)} variant="secondary">
                {t('model.testDrive')}
              </Button>
            </div>
          </div>
          <div className={styles.media}>
            <AssetImage asset={block.image} priority sizes="(min-width: 64rem) 50vw, 100vw" className={styles.image} />
          </div>
        </Container>
      </section>
      <Container className={styles.details}>
        <ModelFacts model={block} headingId={blockDomId('facts', block._uid)} />
        <ModelTrims trims={block.trims} headingId={blockDomId('trims', block._uid)} />
        <CommercialVersions
          versions={block.commercial_versions ?? []}
          conversions={block.conversions}
          headingId={blockDomId('commercial', block._uid)}
        />
      </Container>
      {context.renderBlocks(block.body)}
    </>
  );
}
