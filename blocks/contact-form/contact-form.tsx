import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { ContactFields, EnquiryForm, SelectInput } from '@/site/enquiries/form-parts';
import { CONTACT_SUBJECTS } from '@/services/enquiries/enquiry-forms';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { loadDealerships, loadLocation } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import { CONTACT_SUBJECT_PARAM } from './contact-form-query';
import { initialValues, preselected, PRESELECTION_PARAMS } from '@/site/enquiries/preselection';
import { blockDomId } from '@/blocks/block-dom-id';

/**
 * The contact form: a subject and a site (preselected by `?sujet=` and `?concession=` from the page that linked
 * here, else the block's site), a message.
 */
export async function ContactFormBlock({ block, context }: BlockProps<'contact_form'>) {
  const { version } = context;
  const [sites, fallback] = await Promise.all([
    loadDealerships(version),
    typeof block.location === 'string' && block.location ? loadLocation(block.location, version) : null,
  ]);
  const { searchParams } = context;
  const site = preselected(
    searchParams,
    PRESELECTION_PARAMS.site,
    sites.map((candidate) => candidate.slug),
  );
  const initial = initialValues({
    subject: preselected(searchParams, CONTACT_SUBJECT_PARAM, CONTACT_SUBJECTS),
    location: site ?? fallback?.slug,
  });
  const titleId = blockDomId('contact', block._uid);
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      <EnquiryForm type="contact" labelledBy={titleId} pagePath={context.path} initial={initial}>
        <SelectInput
          name="subject"
          label={t('enquiry.fields.subject')}
          emptyOption={t('enquiry.fields.chooseSubject')}
          options={CONTACT_SUBJECTS.map((value) => ({ value, label: t(`enquiry.subjects.${value}`) }))}
        />
        <SelectInput
          name="location"
          label={t('enquiry.fields.location')}
          emptyOption={t('enquiry.fields.chooseLocation')}
          options={siteOptions(sites)}
        />
        <ContactFields privacyHref={PRIVACY_PATH} messageOptional={false} />
      </EnquiryForm>
    </Section>
  );
}
