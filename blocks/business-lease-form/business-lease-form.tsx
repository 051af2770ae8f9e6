import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { t } from '@/i18n/translate';
import { leaseOfferName } from '@/site/leases/lease-offer-display';
import { selectBusinessOffers } from '@/services/business-lease/business-offer';
import { loadBusinessOffers } from '@/services/business-lease/load-business-offers';
import { loadDealerships } from '@/services/locations/load-locations';
import { BUSINESS_OFFER_PARAM, businessMonthlyAmounts } from '@/site/business-lease/business-offer-display';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { ContactFields, EnquiryForm, SelectInput, TextInput } from '@/site/enquiries/form-parts';
import { initialValues, preselected, PRESELECTION_PARAMS } from '@/site/enquiries/preselection';
import styles from '@/site/enquiries/enquiry-form.module.css';
import { Section } from '@/site/ui/section';

/**
 * The request for a business lease offer: the company (name, intra-community VAT number, fleet size), the
 * vehicles wanted and the offer, preselected by `?offre=` from an offer's « Demander cette offre » (or none,
 * for an offer made to measure), the site of the adviser, then the contact person, whose phone is asked.
 */
export async function BusinessLeaseFormBlock({ block, context }: BlockProps<'business_lease_form'>) {
  const { version, searchParams } = context;
  const [offers, sites] = await Promise.all([
    loadBusinessOffers(version).then((all) => selectBusinessOffers(all)),
    loadDealerships(version),
  ]);
  const initial = initialValues({
    offer: preselected(
      searchParams,
      BUSINESS_OFFER_PARAM,
      offers.map((offer) => offer.slug),
    ),
    location: preselected(
      searchParams,
      PRESELECTION_PARAMS.site,
      sites.map((site) => site.slug),
    ),
  });
  const titleId = blockDomId('business-lease-request', block._uid);
  const offerOptions = offers.map((offer) => ({
    value: offer.slug,
    label: `${leaseOfferName(offer)} ${offer.version} — ${businessMonthlyAmounts(offer)[0]}`,
  }));
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      <EnquiryForm type="business-lease" labelledBy={titleId} pagePath={context.path} initial={initial}>
        <SelectInput
          name="offer"
          label={t('businessLease.form.offer')}
          emptyOption={t('businessLease.form.noOffer')}
          options={offerOptions}
          optional
        />
        <TextInput
          name="company"
          label={t('businessLease.form.company')}
          hint={t('businessLease.form.companyHint')}
          autoComplete="organization"
          maxLength={120}
        />
        <TextInput
          name="vatNumber"
          label={t('businessLease.form.vatNumber')}
          hint={t('businessLease.form.vatNumberHint')}
          maxLength={20}
        />
        <div className={styles.pair}>
          <TextInput name="fleetSize" label={t('businessLease.form.fleetSize')} inputMode="numeric" maxLength={6} />
          <TextInput
            name="vehiclesWanted"
            label={t('businessLease.form.vehiclesWanted')}
            inputMode="numeric"
            maxLength={4}
          />
        </div>
        <SelectInput
          name="location"
          label={t('enquiry.fields.location')}
          hint={t('businessLease.form.locationHint')}
          emptyOption={t('enquiry.fields.chooseLocation')}
          options={siteOptions(sites)}
        />
        <ContactFields privacyHref={PRIVACY_PATH} phoneRequiredHint={t('businessLease.form.phoneHint')} />
      </EnquiryForm>
    </Section>
  );
}
