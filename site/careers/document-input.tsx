'use client';

import { Field } from '@/site/ui/form/field';
import { useUncheckedField } from '@/site/enquiries/enquiry-form';
import { frLuEnquiryForm } from '@/i18n/fr-lu-enquiry-form';

/**
 * A PDF to attach (an application's CV or letter). Not registered with the form's checks (their schema is
 * strict: a registered field it does not know is refused): a file is no string, and only the server reads its bytes (services/careers/application-documents.ts); its message, when
 * the server refuses the file, shows beside it like any field's. The browser's own picker offers PDFs first.
 */
export function DocumentInput({
  name,
  label,
  hint,
  optional,
}: {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  const { id, error } = useUncheckedField(name);
  return (
    <Field
      id={id}
      name={name}
      type="file"
      accept="application/pdf,.pdf"
      label={optional ? `${label} (${frLuEnquiryForm.optional})` : label}
      hint={hint}
      error={error}
      aria-required={optional ? undefined : true}
    />
  );
}
