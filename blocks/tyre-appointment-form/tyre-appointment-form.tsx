import type { BlockProps } from '@/blocks/block-context';
import { ContactFields, EnquiryForm, SelectInput, SlotFields, TextInput } from '@/site/enquiries/form-parts';
import { TYRE_SERVICES } from '@/services/enquiries/enquiry-forms';
import { EnquiryNotice } from '@/site/enquiries/enquiry-notice';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { ENQUIRY_TEXTS } from '@/site/enquiries/enquiry-texts';
import { loadLocation, loadLocations } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import { blockDomId } from '@/blocks/block-dom-id';

const labels = ENQUIRY_TEXTS.fields;

/**
 * A tyre and wheel appointment: the service, a slot in the workshop's hours with a place left (each site
 * sets its capacity per slot in its story), the plate and the contact. The block's site is preselected.
 */
export async function TyreAppointmentFormBlock({ block, context }: BlockProps<'tyre_appointment_form'>) {
  const { version } = context;
  const [sites, preset] = await Promise.all([
    loadLocations(version),
    typeof block.location === 'string' && block.location ? loadLocation(block.location, version) : null,
  ]);
  const titleId = blockDomId('tyre-appointment', block._uid);
  const bookable = sites.filter((site) => site.slotCapacity.tyreAppointment > 0);
  const fixed = preset && bookable.some((site) => site.slug === preset.slug) ? preset : null;
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      {preset && !fixed ? (
        <EnquiryNotice site={preset} />
      ) : (
        <EnquiryForm
          type="tyre-appointment"
          labelledBy={titleId}
          pagePath={context.path}
          submitLabel={ENQUIRY_TEXTS.book}
          hidden={fixed ? { location: fixed.slug } : {}}
        >
          <SelectInput
            name="service"
            label={labels.service}
            emptyOption={labels.chooseService}
            options={TYRE_SERVICES.map((value) => ({ value, label: ENQUIRY_TEXTS.services[value] }))}
          />
          {fixed ? null : (
            <SelectInput
              name="location"
              label={labels.location}
              emptyOption={labels.chooseLocation}
              options={siteOptions(bookable)}
            />
          )}
          <SlotFields
            kind="tyre-appointment"
            sites={bookable.map((site) => ({ slug: site.slug, schedule: site.workshop }))}
            fixedSite={fixed?.slug}
          />
          <TextInput name="plate" label={labels.plate} autoComplete="off" maxLength={12} />
          <ContactFields privacyHref={PRIVACY_PATH} />
        </EnquiryForm>
      )}
    </Section>
  );
}
