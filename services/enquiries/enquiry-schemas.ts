import { enquirySchemas } from './enquiry-forms';
import { phoneToE164 } from './phone-number';

/**
 * The server's schemas: the browser's (enquiry-forms.ts), with the phone number read against every country's
 * numbering plan and stored in E.164. Never imported by a client component: the plans stay off the pages.
 */
export const ENQUIRY_SCHEMAS = enquirySchemas(phoneToE164);
