import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { ContactFields, EnquiryForm, RadioChoice, SelectInput, TextInput } from '@/site/enquiries/form-parts';
import { TYRE_SEASONS } from '@/services/enquiries/enquiry-forms';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { loadLocation, loadLocations } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import styles from '@/site/enquiries/enquiry-form.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** A quote for tyres: the car, the tyre size and season, how many, with or without rims, and the site. */
export async function TyreOfferFormBlock({ block, context }: BlockProps<'tyre_offer_form'>) {
  const { version } = context;
  const [sites, preset] = await Promise.all([
    loadLocations(version),
    typeof block.location === 'string' && block.location ? loadLocation(block.location, version) : null,
  ]);
  const tyreSites = sites.filter((site) => site.slotCapacity.tyreAppointment > 0);
  const titleId = blockDomId('tyre-offer', block._uid);
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      <EnquiryForm
        type="tyre-offer"
        labelledBy={titleId}
        pagePath={context.path}
        initial={{ quantity: '4', ...(preset ? { location: preset.slug } : {}) }}
      >
        <div className={styles.pair}>
          <TextInput name="vehicleMake" label={t('enquiry.fields.vehicleMake')} maxLength={40} />
          <TextInput name="vehicleModel" label={t('enquiry.fields.vehicleModel')} maxLength={60} />
        </div>
        <div className={styles.pair}>
          <TextInput name="plate" label={t('enquiry.fields.plate')} autoComplete="off" maxLength={12} />
          <TextInput
            name="tyreSize"
            label={t('enquiry.fields.tyreSize')}
            hint={t('enquiry.fields.tyreSizeHint')}
            maxLength={20}
          />
        </div>
        <RadioChoice
          name="season"
          legend={t('enquiry.fields.season')}
          options={TYRE_SEASONS.map((value) => ({ value, label: t(`enquiry.seasons.${value}`) }))}
        />
        <div className={styles.pair}>
          <TextInput
            name="quantity"
            label={t('enquiry.fields.quantity')}
            type="number"
            inputMode="numeric"
            min="1"
            max="8"
          />
          <RadioChoice
            name="rims"
            legend={t('enquiry.fields.rims')}
            options={[
              { value: 'no', label: t('enquiry.fields.rimsNo') },
              { value: 'yes', label: t('enquiry.fields.rimsYes') },
            ]}
          />
        </div>
        <SelectInput
          name="location"
          label={t('enquiry.fields.location')}
          emptyOption={t('enquiry.fields.chooseLocation')}
          options={siteOptions(tyreSites)}
        />
        <ContactFields privacyHref={PRIVACY_PATH} />
      </EnquiryForm>
    </Section>
  );
}
