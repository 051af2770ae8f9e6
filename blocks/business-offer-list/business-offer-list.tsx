import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { t } from '@/i18n/translate';
import { selectBusinessOffers } from '@/services/business-lease/business-offer';
import { loadBusinessOffers } from '@/services/business-lease/load-business-offers';
import { BusinessOfferCard } from '@/site/business-lease/business-offer-card';
import { AppLink } from '@/site/ui/app-link';
import cardGrid from '@/site/ui/card-grid.module.css';
import { Section } from '@/site/ui/section';
import { sitePaths } from '@/services/routing/site-paths';
import styles from './business-offer-list.module.css';

/**
 * The business lease offers as cards, cheapest monthly amount first, amounts excl. VAT first. Editors may fix
 * a fuel (the electric offers on a fleet page) and cap the number of offers. Without offers: a sentence and
 * the request form's link, for an offer made to measure.
 */
export async function BusinessOfferListBlock({ block, context }: BlockProps<'business_offer_list'>) {
  const offers = selectBusinessOffers(await loadBusinessOffers(context.version), {
    fuel: block.preset_fuel || undefined,
    limit: Number(block.limit) || undefined,
  });
  const titleId = blockDomId('business-offer-list', block._uid);
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="wide">
      {offers.length === 0 ? (
        <p className={styles.empty}>
          {t('businessLease.list.empty')}{' '}
          <AppLink href={sitePaths().businessLeaseRequest}>{t('businessLease.offer.request')}</AppLink>
        </p>
      ) : (
        <ul role="list" className={cardGrid.grid} aria-label={t('businessLease.list.count', { count: offers.length })}>
          {offers.map((offer, index) => (
            <li key={offer.slug}>
              <BusinessOfferCard offer={offer} priority={context.leads === true && index < 2} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
