import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { ContactFields, EnquiryForm, SelectInput, TradeInFields } from '@/site/enquiries/form-parts';
import { PRIVACY_PATH, siteOptions } from '@/site/enquiries/enquiry-sites';
import { loadDealerships } from '@/services/locations/load-locations';
import { Section } from '@/site/ui/section';
import styles from '@/site/enquiries/enquiry-form.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** « Faire estimer ma reprise »: the car to take back, the site that estimates it, and the contact. */
export async function TradeInFormBlock({ block, context }: BlockProps<'trade_in_form'>) {
  const sites = await loadDealerships(context.version);
  const titleId = blockDomId('trade-in', block._uid);
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      <EnquiryForm type="trade-in" labelledBy={titleId} pagePath={context.path}>
        <div className={styles.pair}>
          <TradeInFields />
        </div>
        <SelectInput
          name="location"
          label={t('enquiry.fields.location')}
          emptyOption={t('enquiry.fields.chooseLocation')}
          options={siteOptions(sites)}
        />
        <ContactFields privacyHref={PRIVACY_PATH} />
      </EnquiryForm>
    </Section>
  );
}
