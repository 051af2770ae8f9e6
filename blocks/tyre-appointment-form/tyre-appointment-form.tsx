import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { ContactFields, EnquiryForm, SelectInput, SlotFields, TextInput } from '@/site/enquiries/form-parts';
import { TYRE_SERVICES } from '@/services/enquiries/enquiry-forms';
import { EnquiryNotice } from '@/site/enquiries/enquiry-notice';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { loadLocation, loadLocations } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import { blockDomId } from '@/blocks/block-dom-id';
import { initialValues, preselected, PRESELECTION_PARAMS } from '@/site/enquiries/preselection';

/**
 * A tyre and wheel appointment: the service, a slot in the workshop's hours with a place left (each site
 * sets its capacity per slot in its story), the plate and the contact. The block's site is fixed; without one,
 * the visitor picks it. The page that linked here may preselect the service (`?prestation=`) and, when the block
 * has no site, the site (`?concession=`).
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
  const { searchParams } = context;
  const initial = initialValues({
    service: preselected(searchParams, PRESELECTION_PARAMS.service, TYRE_SERVICES),
    location: fixed
      ? undefined
      : preselected(
          searchParams,
          PRESELECTION_PARAMS.site,
          bookable.map((site) => site.slug),
        ),
  });
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      {preset && !fixed ? (
        <EnquiryNotice site={preset} />
      ) : (
        <EnquiryForm
          type="tyre-appointment"
          labelledBy={titleId}
          pagePath={context.path}
          submitLabel={t('enquiry.book')}
          hidden={fixed ? { location: fixed.slug } : {}}
          initial={initial}
        >
          <SelectInput
            name="service"
            label={t('enquiry.fields.service')}
            emptyOption={t('enquiry.fields.chooseService')}
            options={TYRE_SERVICES.map((value) => ({ value, label: t(`enquiry.services.${value}`) }))}
          />
          {fixed ? null : (
            <SelectInput
              name="location"
              label={t('enquiry.fields.location')}
              emptyOption={t('enquiry.fields.chooseLocation')}
              options={siteOptions(bookable)}
            />
          )}
          <SlotFields
            kind="tyre-appointment"
            sites={bookable.map((site) => ({ slug: site.slug, schedule: site.workshop }))}
            fixedSite={fixed?.slug}
          />
          <TextInput name="plate" label={t('enquiry.fields.plate')} autoComplete="off" maxLength={12} />
          <ContactFields privacyHref={PRIVACY_PATH} />
        </EnquiryForm>
      )}
    </Section>
  );
}
