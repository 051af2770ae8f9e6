import type { BlockProps } from '@/blocks/block-context';
import { ContactFields, EnquiryForm, RadioChoice, SelectInput, TextInput } from '@/site/enquiries/form-parts';
import { TYRE_SEASONS } from '@/services/enquiries/enquiry-forms';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { ENQUIRY_TEXTS } from '@/site/enquiries/enquiry-texts';
import { loadLocation, loadLocations } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import styles from '@/site/enquiries/enquiry-form.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

const labels = ENQUIRY_TEXTS.fields;

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
          <TextInput name="vehicleMake" label={labels.vehicleMake} maxLength={40} />
          <TextInput name="vehicleModel" label={labels.vehicleModel} maxLength={60} />
        </div>
        <div className={styles.pair}>
          <TextInput name="plate" label={labels.plate} autoComplete="off" maxLength={12} />
          <TextInput name="tyreSize" label={labels.tyreSize} hint={labels.tyreSizeHint} maxLength={20} />
        </div>
        <RadioChoice
          name="season"
          legend={labels.season}
          options={TYRE_SEASONS.map((value) => ({ value, label: ENQUIRY_TEXTS.seasons[value] }))}
        />
        <div className={styles.pair}>
          <TextInput name="quantity" label={labels.quantity} type="number" inputMode="numeric" min="1" max="8" />
          <RadioChoice
            name="rims"
            legend={labels.rims}
            options={[
              { value: 'no', label: labels.rimsNo },
              { value: 'yes', label: labels.rimsYes },
            ]}
          />
        </div>
        <SelectInput
          name="location"
          label={labels.location}
          emptyOption={labels.chooseLocation}
          options={siteOptions(tyreSites)}
        />
        <ContactFields privacyHref={PRIVACY_PATH} />
      </EnquiryForm>
    </Section>
  );
}
