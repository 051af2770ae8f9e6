'use client';

/** Every client component of the forms, in one module: one async chunk (see form-parts.tsx). */
export { EnquiryForm } from './enquiry-form';
export { CheckboxInput, ContactFields, RadioChoice, SelectInput, TextInput } from './enquiry-fields';
export { SlotFields } from './slot-fields';
export { TestDriveChoiceFields } from './test-drive-choice-fields';
export { TradeInFields } from './trade-in-fields';
export { DocumentInput } from '@/site/careers/document-input';
