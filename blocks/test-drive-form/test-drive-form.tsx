import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { ContactFields, EnquiryForm, SlotFields, TestDriveChoiceFields } from '@/site/enquiries/form-parts';
import { listModels } from '@/content/entries';
import { MAKE_NAMES, isMake } from '@/services/stock/stock-vocabulary';
import { PRIVACY_PATH } from '@/site/enquiries/enquiry-sites';
import { EnquiryNotice } from '@/site/enquiries/enquiry-notice';
import { loadDealerships } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import { blockDomId } from '@/blocks/block-dom-id';
import { initialValues, preselected, PRESELECTION_PARAMS } from '@/site/enquiries/preselection';

/**
 * A test drive booking. On a vehicle's page (`/stock/{vehicle}/essai-routier`) it books that car at its
 * site; elsewhere (`/reserver-un-essai`) the visitor picks brand, model and site, which the page that linked
 * here may preselect (a model page's `?marque=opel&modele=Corsa`, `&concession=`). Slots follow the site's
 * showroom hours and its capacity per slot.
 */
export async function TestDriveFormBlock({ block, context }: BlockProps<'test_drive_form'>) {
  const titleId = blockDomId('test-drive', block._uid);
  const { version } = context;
  const common = {
    type: 'test-drive',
    labelledBy: titleId,
    pagePath: context.path,
    submitLabel: t('enquiry.book'),
  } as const;
  let form;
  if (context.subject.kind === 'vehicle') {
    const { vehicle, dealership } = context.subject;
    form =
      dealership && dealership.slotCapacity.testDrive > 0 ? (
        <EnquiryForm {...common} hidden={{ vehicle: String(vehicle.id) }}>
          <SlotFields
            kind="test-drive"
            sites={[{ slug: dealership.slug, schedule: dealership.showroom }]}
            fixedSite={dealership.slug}
          />
          <ContactFields privacyHref={PRIVACY_PATH} />
        </EnquiryForm>
      ) : (
        <EnquiryNotice site={dealership} />
      );
  } else {
    const sites = (await loadDealerships(version)).filter((site) => site.slotCapacity.testDrive > 0);
    const sold = new Set(sites.flatMap((site) => site.brandsSold));
    const models = (await listModels({}, version)).filter(({ content }) => sold.has(content.brand));
    const brands = [...new Set(models.map(({ content }) => content.brand))]
      .filter(isMake)
      .map((brand) => ({ value: brand, label: MAKE_NAMES[brand] }));
    const { searchParams } = context;
    const askedBrand = preselected(
      searchParams,
      PRESELECTION_PARAMS.brand,
      brands.map((option) => option.value),
    );
    // A model of the brand asked (or of any brand, which it then chooses): never one of another brand.
    const model = models.find(
      ({ content }) =>
        (!askedBrand || content.brand === askedBrand) &&
        content.name === preselected(searchParams, PRESELECTION_PARAMS.model, [content.name]),
    )?.content;
    const brand = askedBrand ?? model?.brand;
    const site = preselected(
      searchParams,
      PRESELECTION_PARAMS.site,
      sites.filter((candidate) => !brand || candidate.brandsSold.includes(brand)).map((candidate) => candidate.slug),
    );
    form = (
      <EnquiryForm {...common} initial={initialValues({ brand, model: model?.name, location: site })}>
        <TestDriveChoiceFields
          brands={brands}
          models={models.map(({ content }) => ({
            brand: content.brand,
            name: content.name,
            label: `${MAKE_NAMES[content.brand]} ${content.name}`,
          }))}
          sites={sites.map((site) => ({ slug: site.slug, name: site.name, brands: site.brandsSold }))}
        />
        <SlotFields kind="test-drive" sites={sites.map((site) => ({ slug: site.slug, schedule: site.showroom }))} />
        <ContactFields privacyHref={PRIVACY_PATH} />
      </EnquiryForm>
    );
  }
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      {form}
    </Section>
  );
}
