import type { BlockProps } from '@/blocks/block-context';
import { t } from '@/i18n/translate';
import { CheckboxInput, ContactFields, EnquiryForm, TradeInFields } from '@/site/enquiries/form-parts';
import { PRIVACY_PATH } from '@/site/enquiries/enquiry-sites';
import { Section } from '@/site/ui/section';
import styles from '@/site/enquiries/enquiry-form.module.css';
import { blockDomId } from '@/blocks/block-dom-id';

/** « Je suis intéressé(e) » for the page's vehicle: contact, message, an optional trade-in and financing. */
export function InterestFormBlock({ block, context }: BlockProps<'interest_form', 'vehicle'>) {
  const { vehicle } = context.subject;
  const titleId = blockDomId('interest', block._uid);
  return (
    <Section title={block.title} titleId={titleId} intro={block.intro} width="narrow">
      <EnquiryForm
        type="interest"
        labelledBy={titleId}
        pagePath={context.path}
        hidden={{ vehicle: String(vehicle.id) }}
      >
        <ContactFields privacyHref={PRIVACY_PATH} />
        <fieldset className={styles.fieldset}>
          <legend>{t('enquiry.fields.tradeIn')}</legend>
          <TradeInFields optional />
        </fieldset>
        <CheckboxInput name="financing">{t('enquiry.fields.financing')}</CheckboxInput>
      </EnquiryForm>
    </Section>
  );
}
