import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { storySlug } from '@/content/content-folders';
import { t } from '@/i18n/translate';
import { promotionFromBlock } from '@/services/promotions/promotion';
import { promotionStatus } from '@/services/promotions/promotion-validity';
import { sitePaths } from '@/services/routing/site-paths';
import { isMake } from '@/services/stock/stock-vocabulary';
import {
  promotionFirstDay,
  promotionImage,
  promotionLastDay,
  promotionPrices,
  promotionValidity,
} from '@/site/promotions/promotion-display';
import { AppLink } from '@/site/ui/app-link';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import pageHeader from '@/site/ui/page-header.module.css';
import { ItemListSection } from '@/site/ui/item-list-section';
import { Section } from '@/site/ui/section';
import { VehicleCardImage } from '@/site/vehicles/vehicle-card-image';
import { modelDisplayName, modelPath, modelStockHref } from '@/site/vehicles/vehicle-model';
import styles from './promotion.module.css';

/**
 * A promotion's page (`/offres/{slug}`): picture, title and hook, the price from, its validity period, the
 * contact and the list of offers; then its benefits, the models it names (their pages and stock) and its
 * legal mentions. Public during its period only (page/load-subject.ts decides, on the server's clock); in
 * preview an editor sees it whatever the date, with a note when visitors do not.
 */
export function PromotionBlock({ block, context }: BlockProps<'promotion'>) {
  const promotion = promotionFromBlock(block, storySlug(context.story.fullSlug));
  if (!promotion) return null;
  const { price, regular } = promotionPrices(promotion);
  const status = promotionStatus(promotion.period, new Date());
  const titleId = blockDomId('promotion', block._uid);
  const paths = sitePaths();

  return (
    <>
      <section className={pageHeader.header} aria-labelledby={titleId}>
        <Container className={`${pageHeader.inner} ${pageHeader.mediaFirst}`}>
          <div className={pageHeader.media}>
            <VehicleCardImage image={promotionImage(promotion)} priority fit="contain" />
          </div>
          <div className={pageHeader.text}>
            <hgroup className={pageHeader.headingGroup}>
              <p className={pageHeader.eyebrow}>{t('promotions.page.eyebrow')}</p>
              <h1 id={titleId} className={pageHeader.title}>
                {promotion.title}
              </h1>
            </hgroup>
            {context.version === 'draft' && status !== 'current' ? (
              <p className={styles.previewNote} role="status">
                {status === 'upcoming'
                  ? t('promotions.page.previewUpcoming', { date: promotionFirstDay(promotion) })
                  : t('promotions.page.previewEnded', { date: promotionLastDay(promotion) })}
              </p>
            ) : null}
            {promotion.intro ? <p className={pageHeader.intro}>{promotion.intro}</p> : null}
            {price ? (
              <p className={styles.prices}>
                <span className={styles.price}>{price}</span>
                {regular ? <s className={styles.regular}>{regular}</s> : null}
              </p>
            ) : null}
            <p className={styles.validity}>{promotionValidity(promotion)}</p>
            <div className={styles.actions}>
              <Button href={paths.contact} variant="primary" size="large">
                {t('promotions.page.contact')}
              </Button>
              <Button href={paths.promotions} variant="secondary" size="large">
                {t('promotions.page.allOffers')}
              </Button>
            </div>
          </div>
        </Container>
      </section>

      <ItemListSection
        title={t('promotions.page.benefits')}
        titleId={blockDomId('promotion-benefits', block._uid)}
        items={promotion.benefits}
      />

      {promotion.models.length > 0 ? (
        <Section title={t('promotions.page.models')} titleId={blockDomId('promotion-models', block._uid)}>
          <ul className={styles.models}>
            {promotion.models.map((model) => {
              const brand = isMake(model.brand) ? model.brand : null;
              const name = brand ? modelDisplayName({ brand, name: model.name }) : model.name;
              return (
                <li key={model.fullSlug} className={styles.model}>
                  <AppLink href={modelPath(model.fullSlug)}>{t('promotions.page.seeModel', { model: name })}</AppLink>
                  {brand ? (
                    <AppLink href={modelStockHref(model.fullSlug, brand)}>
                      {t('promotions.page.seeStock', { model: name })}
                    </AppLink>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}

      <Section title={t('promotions.page.legal')} titleId={blockDomId('promotion-legal', block._uid)} tone="muted">
        <div className={styles.legal}>
          {promotion.legal
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .map((line) => (
              <p key={line}>{line}</p>
            ))}
        </div>
      </Section>
    </>
  );
}
