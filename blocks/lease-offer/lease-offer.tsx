import type { BlockProps } from '@/blocks/block-context';
import { cheapestConfiguration } from '@/services/leases/lease-selection';
import { sitePaths } from '@/services/routing/site-paths';
import { t } from '@/i18n/translate';
import { choiceFromParams } from '@/site/leases/lease-choice-params';
import { LeaseConfigurator } from '@/site/leases/lease-parts';
import { configurationDisplays, configuratorLabels } from '@/site/leases/lease-configurator-props';
import { leaseImage, leaseOfferName, monthlyAmounts } from '@/site/leases/lease-offer-display';
import { Container } from '@/site/ui/container';
import { RichText, isRichTextEmpty } from '@/site/ui/rich-text';
import { ItemListSection } from '@/site/ui/item-list-section';
import { Section } from '@/site/ui/section';
import { galleryLabels } from '@/site/vehicles/gallery-labels';
import { VehicleGallery } from '@/site/vehicles/vehicle-parts';
import { BRAND_NAMES } from '@/site/vehicles/vehicle-model';
import pageHeader from '@/site/ui/page-header.module.css';
import styles from './lease-offer.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * A lease offer's page (`/private-lease/{brand}-{model}`): the name and version with the photos, the
 * configurator (duration, mileage, colour → monthly amounts), the specification, what the monthly amount
 * includes, the conditions, then free blocks. The configurator starts on the choice the address names
 * (`?duree=36&km=15000&couleur=…`), else on the cheapest configuration.
 * An offer whose data does not parse (see services/leases/lease-offer) is left out of the lists and its
 * page answers « offre introuvable » (page/load-subject.ts); in preview the renderer shows the problems to fix.
 */
export function LeaseOfferBlock({ block, context }: BlockProps<'lease_offer', 'lease-offer'>) {
  const { offer } = context.subject;
  const slug = offer.slug;
  const name = leaseOfferName(offer);
  const images = offer.images.map((image) => leaseImage(image, name));
  const cheapest = cheapestConfiguration(offer.configurations);
  const choice = choiceFromParams(offer.configurations, context.searchParams);
  const titleId = blockDomId('lease-offer', block._uid);
  // « Demander cette offre » leads to the request form, told the offer (the configurator adds the choice).
  const requestHref = `${sitePaths().leaseRequest}?${new URLSearchParams({ offre: slug })}`;
  const gallery = galleryLabels(t('lease.offer.photos', { name }), images.length);

  return (
    <>
      <section className={pageHeader.header} aria-labelledby={titleId}>
        <Container className={`${pageHeader.inner} ${pageHeader.mediaFirst}`}>
          <div className={pageHeader.media}>
            <VehicleGallery images={images} labels={gallery} />
          </div>
          <div className={pageHeader.text}>
            <hgroup className={pageHeader.headingGroup}>
              <p className={pageHeader.eyebrow}>{t('lease.offer.eyebrow', { brand: BRAND_NAMES[offer.brand] })}</p>
              <h1 id={titleId} className={pageHeader.title}>
                {name}
              </h1>
              <p className={pageHeader.subtitle}>{offer.version}</p>
            </hgroup>
            {offer.intro ? <p className={pageHeader.intro}>{offer.intro}</p> : null}
            {cheapest ? <p className={styles.from}>{monthlyAmounts(cheapest, 'private', true)[0]}</p> : null}
          </div>
        </Container>
      </section>

      <Section title={t('lease.configurator.title')} titleId={blockDomId('configurator', block._uid)}>
        {choice ? (
          <LeaseConfigurator
            configurations={offer.configurations}
            display={configurationDisplays(offer.configurations, 'private')}
            initialChoice={choice}
            labels={configuratorLabels(offer.configurations)}
            action={context.path}
            uid={blockDomId('configurator', block._uid)}
            request={{ href: requestHref, label: t('lease.offer.request') }}
          />
        ) : null}
      </Section>

      {context.renderBlocks(block.specification)}

      <ItemListSection
        title={t('lease.offer.included')}
        titleId={blockDomId('included', block._uid)}
        items={offer.included}
      />

      {isRichTextEmpty(block.conditions) ? null : (
        <Section title={t('lease.offer.conditions')} titleId={blockDomId('conditions', block._uid)}>
          <RichText doc={block.conditions} headingOffset={1} className={styles.conditions} />
        </Section>
      )}

      {context.renderBlocks(block.body)}
    </>
  );
}
