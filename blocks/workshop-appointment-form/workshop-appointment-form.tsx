import type { BlockProps } from '@/blocks/block-context';
import { blockDomId } from '@/blocks/block-dom-id';
import { t } from '@/i18n/translate';
import { appointmentKindOf } from '@/services/enquiries/appointment-slots';
import { slotCapacityOf } from '@/services/enquiries/appointment-capacity';
import { loadLocation, loadLocations } from '@/services/locations/load-locations';
import type { Location } from '@/services/locations/location';
import { isWorkshopService, WORKSHOP_SERVICES, type WorkshopService } from '@/services/locations/workshop-services';
import { ContactFields, EnquiryForm, SelectInput, SlotFields, TextInput } from '@/site/enquiries/form-parts';
import { EnquiryNotice } from '@/site/enquiries/enquiry-notice';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { initialValues, preselected, PRESELECTION_PARAMS } from '@/site/enquiries/preselection';
import { Section } from '@/site/ui/section';

/** The services a site takes online: those its story gives a slot capacity. */
const servicesOf = (site: Location): WorkshopService[] =>
  WORKSHOP_SERVICES.filter((service) => slotCapacityOf(site, appointmentKindOf(service)) > 0);

/** Each service's calendar, for the slot picker to follow the service chosen. */
const SERVICE_KINDS = Object.fromEntries(WORKSHOP_SERVICES.map((service) => [service, appointmentKindOf(service)]));

/**
 * A workshop appointment for any of the workshop's services (révision, climatisation, carrosserie, débosselage
 * et peinture, pneus): the service, the site, a slot in the workshop's hours with a place left (each site's story
 * sets its capacity per service; 0 offers none online), the vehicle (plate, or make and model, and mileage) and
 * the contact. The block may fix the service and the site; else the page that linked here may preselect them
 * (`?prestation=climatisation&concession=esch-sur-alzette`), and the visitor picks.
 */
export async function WorkshopAppointmentFormBlock({ block, context }: BlockProps<'workshop_appointment_form'>) {
  const { version, searchParams } = context;
  const [sites, preset] = await Promise.all([
    loadLocations(version),
    typeof block.location === 'string' && block.location ? loadLocation(block.location, version) : null,
  ]);
  const titleId = blockDomId('workshop-appointment', block._uid);
  const bookable = sites.filter((site) => servicesOf(site).length > 0);
  const fixedSite = preset && bookable.some((site) => site.slug === preset.slug) ? preset : null;
  const fixedService = isWorkshopService(block.service) ? block.service : null;
  const services = WORKSHOP_SERVICES.filter((service) =>
    (fixedSite ? [fixedSite] : bookable).some((site) => servicesOf(site).includes(service)),
  );
  const service = fixedService ?? preselected(searchParams, PRESELECTION_PARAMS.service, services);
  const initial = initialValues({
    service: fixedService ? undefined : service,
    location: fixedSite
      ? undefined
      : preselected(
          searchParams,
          PRESELECTION_PARAMS.site,
          bookable.map((site) => site.slug),
        ),
  });
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      {preset && !fixedSite ? (
        <EnquiryNotice site={preset} />
      ) : (
        <EnquiryForm
          type="workshop-appointment"
          labelledBy={titleId}
          pagePath={context.path}
          submitLabel={t('enquiry.book')}
          hidden={{
            ...(fixedSite ? { location: fixedSite.slug } : {}),
            ...(fixedService ? { service: fixedService } : {}),
          }}
          initial={initial}
        >
          {fixedService ? null : (
            <SelectInput
              name="service"
              label={t('enquiry.fields.service')}
              emptyOption={t('enquiry.fields.chooseService')}
              options={services.map((value) => ({ value, label: t(`enquiry.workshopServices.${value}`) }))}
            />
          )}
          {fixedSite ? null : (
            <SelectInput
              name="location"
              label={t('enquiry.fields.location')}
              emptyOption={t('enquiry.fields.chooseLocation')}
              options={siteOptions(bookable)}
            />
          )}
          <SlotFields
            kind={appointmentKindOf(service ?? 'revision')}
            serviceKinds={SERVICE_KINDS}
            sites={bookable.map((site) => ({
              slug: site.slug,
              schedule: site.workshop,
              kinds: servicesOf(site).map(appointmentKindOf),
            }))}
            fixedSite={fixedSite?.slug}
          />
          <TextInput
            name="plate"
            label={t('enquiry.fields.plate')}
            hint={t('enquiry.fields.plateHint')}
            optional
            autoComplete="off"
            maxLength={12}
          />
          <TextInput
            name="vehicleMake"
            label={t('enquiry.fields.vehicleMake')}
            hint={t('enquiry.fields.vehicleHint')}
            optional
            maxLength={40}
          />
          <TextInput name="vehicleModel" label={t('enquiry.fields.vehicleModel')} optional maxLength={60} />
          <TextInput
            name="mileage"
            label={t('enquiry.fields.mileage')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
          />
          <ContactFields privacyHref={PRIVACY_PATH} />
        </EnquiryForm>
      )}
    </Section>
  );
}
