import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { storySlug } from '@/content/content-folders';
import { t } from '@/i18n/translate';
import { businessOfferFromBlock } from '@/services/business-lease/business-offer';
import {
  businessMonthlyAmounts,
  businessOfferImage,
  businessOfferRequestPath,
  businessOfferTerms,
} from '@/site/business-lease/business-offer-display';
import { formatAnnualMileage, formatDuration, leaseOfferName } from '@/site/leases/lease-offer-display';
import { Button } from '@/site/ui/button';
import { Container } from '@/site/ui/container';
import pageHeader from '@/site/ui/page-header.module.css';
import { ItemListSection } from '@/site/ui/item-list-section';
import { VehicleCardImage } from '@/site/vehicles/vehicle-card-image';
import { VehicleFacts, type VehicleFact } from '@/site/vehicles/vehicle-facts';
import { fuelLabel } from '@/site/vehicles/vehicle-format';
import { BRAND_NAMES } from '@/site/vehicles/vehicle-model';
import styles from './business-offer.module.css';

/**
 * A business lease offer's page (`/entreprise/offres/{slug}`): name and version with the photo, the monthly
 * amount excl. VAT first and incl. VAT second, « Demander cette offre », then the terms, the benefit-in-kind
 * hint when the offer states one, the fleet conditions and what the monthly amount includes.
 */
export function BusinessOfferBlock({ block, context }: BlockProps<'business_offer'>) {
  const offer = businessOfferFromBlock(block, storySlug(context.story.fullSlug));
  const name = leaseOfferName(offer);
  const [exclVat, inclVat] = businessMonthlyAmounts(offer);
  const titleId = blockDomId('business-offer', block._uid);
  const facts: VehicleFact[] = [
    { label: t('businessLease.offer.duration'), value: formatDuration(offer.durationMonths) },
    { label: t('businessLease.offer.mileage'), value: formatAnnualMileage(offer.annualKm) },
    { label: t('businessLease.offer.fuel'), value: fuelLabel(offer.fuel) },
    ...(offer.co2GKm === null
      ? []
      : [{ label: t('businessLease.offer.co2'), value: t('businessLease.offer.co2Value', { value: offer.co2GKm }) }]),
    ...(offer.benefitInKind ? [{ label: t('businessLease.offer.benefitInKind'), value: offer.benefitInKind }] : []),
  ];

  return (
    <>
      <section className={pageHeader.header} aria-labelledby={titleId}>
        <Container className={`${pageHeader.inner} ${pageHeader.mediaFirst}`}>
          <div className={pageHeader.media}>
            <VehicleCardImage image={businessOfferImage(offer)} priority fit="contain" />
          </div>
          <div className={pageHeader.text}>
            <hgroup className={pageHeader.headingGroup}>
              <p className={pageHeader.eyebrow}>
                {t('businessLease.offer.eyebrow', { brand: BRAND_NAMES[offer.brand] })}
              </p>
              <h1 id={titleId} className={pageHeader.title}>
                {name}
              </h1>
              <p className={pageHeader.subtitle}>{offer.version}</p>
            </hgroup>
            {offer.intro ? <p className={pageHeader.intro}>{offer.intro}</p> : null}
            <p className={styles.prices}>
              <span className={styles.price}>{exclVat}</span>
              <span className={styles.secondary}>{inclVat}</span>
              <span className={styles.secondary}>{businessOfferTerms(offer)}</span>
            </p>
            <p className={styles.note}>{t('businessLease.offer.vatNote')}</p>
            <Button href={businessOfferRequestPath(offer.slug)} variant="primary" size="large">
              {t('businessLease.offer.request')}
            </Button>
          </div>
        </Container>
      </section>

      <VehicleFacts
        title={t('businessLease.offer.details')}
        titleId={blockDomId('business-offer-details', block._uid)}
        facts={facts}
        layout="rows"
      />

      <ItemListSection
        title={t('businessLease.offer.fleetConditions')}
        titleId={blockDomId('business-offer-fleet', block._uid)}
        items={offer.fleetConditions}
      />
      <ItemListSection
        title={t('businessLease.offer.included')}
        titleId={blockDomId('business-offer-included', block._uid)}
        items={offer.included}
      />
    </>
  );
}
