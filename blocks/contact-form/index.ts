import { defineBlock } from '@/blocks/block-definition';
import { ContactFormBlock } from './contact-form';
import { contactFormExample } from './example';
import { CONTACT_FORM_QUERY } from './contact-form-query';

export const contactFormDefinition = defineBlock('contact_form', {
  component: ContactFormBlock,
  example: contactFormExample,
  query: CONTACT_FORM_QUERY,
});
