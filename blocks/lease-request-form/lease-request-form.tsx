import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { ContactFields, EnquiryForm, SelectInput } from '@/site/enquiries/form-parts';
import { configurationFor } from '@/services/leases/lease-selection';
import { sitePaths } from '@/services/routing/site-paths';
import { MAKE_NAMES } from '@/services/stock/stock-vocabulary';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { choiceFromParams } from '@/site/leases/lease-choice-params';
import {
  formatAnnualMileage,
  formatDuration,
  leaseOfferName,
  leaseOfferPath,
  monthlyAmounts,
} from '@/site/leases/lease-offer-display';
import { loadLeaseOffers } from '@/services/leases/load-lease-offers';
import { loadDealerships } from '@/services/locations/load-locations';
import { AppLink } from '@/site/ui/app-link';
import { Section } from '@/site/ui/section';
import styles from '@/site/enquiries/enquiry-form.module.css';
import { LEASE_OFFER_PARAM } from './lease-request-form-query';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * The request for a private lease offer, reached from « Demander cette offre » with the offer and the
 * visitor's choice in the address. The choice is shown back with its monthly amounts, read from the offer
 * (never from the address), and sent as hidden fields; the server checks it against the offer again.
 */
export async function LeaseRequestFormBlock({ block, context }: BlockProps<'lease_request_form'>) {
  const { version } = context;
  const titleId = blockDomId('lease-request', block._uid);
  const slug = context.searchParams[LEASE_OFFER_PARAM];
  const offer =
    typeof slug === 'string'
      ? (await loadLeaseOffers(version)).find((candidate) => candidate.slug === slug)
      : undefined;
  const choice = offer ? choiceFromParams(offer.configurations, context.searchParams) : undefined;
  const configuration = offer && choice ? configurationFor(offer.configurations, choice) : undefined;
  if (!offer || !configuration) {
    return (
      <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
        <p className={styles.notice}>
          {t('enquiry.leaseChoice.chooseOffer')}{' '}
          <AppLink href={sitePaths().privateLease}>{t('enquiry.leaseChoice.chooseOfferLink')}</AppLink>
          {t('enquiry.leaseChoice.chooseOfferAfter')}
        </p>
      </Section>
    );
  }
  const sites = (await loadDealerships(version)).filter((site) => site.brandsSold.includes(offer.brand));
  const [monthly, monthlyOther] = monthlyAmounts(configuration, 'private');
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      <dl className={styles.choiceSummary} aria-label={t('enquiry.leaseChoice.label')}>
        <div>
          <dt>{t('enquiry.leaseChoice.offer')}</dt>
          <dd>
            <AppLink href={leaseOfferPath(offer.slug)}>{`${leaseOfferName(offer)} ${offer.version}`.trim()}</AppLink>
          </dd>
        </div>
        <div>
          <dt>{t('enquiry.leaseChoice.duration')}</dt>
          <dd>{formatDuration(configuration.durationMonths)}</dd>
        </div>
        <div>
          <dt>{t('enquiry.leaseChoice.mileage')}</dt>
          <dd>{formatAnnualMileage(configuration.annualKm)}</dd>
        </div>
        <div>
          <dt>{t('enquiry.leaseChoice.colour')}</dt>
          <dd>{configuration.colour}</dd>
        </div>
        <div>
          <dt>{t('enquiry.leaseChoice.monthly')}</dt>
          <dd>
            {monthly} ({monthlyOther})
          </dd>
        </div>
      </dl>
      <EnquiryForm
        type="lease-request"
        labelledBy={titleId}
        pagePath={context.path}
        hidden={{
          offer: offer.slug,
          durationMonths: String(configuration.durationMonths),
          annualKm: String(configuration.annualKm),
          colour: configuration.colour,
        }}
        initial={sites.length === 1 && sites[0] ? { location: sites[0].slug } : {}}
      >
        <SelectInput
          name="location"
          label={t('enquiry.fields.location')}
          hint={t('enquiry.leaseChoice.locationHint', { brand: MAKE_NAMES[offer.brand] })}
          emptyOption={t('enquiry.fields.chooseLocation')}
          options={siteOptions(sites)}
        />
        <ContactFields privacyHref={PRIVACY_PATH} />
      </EnquiryForm>
    </Section>
  );
}
