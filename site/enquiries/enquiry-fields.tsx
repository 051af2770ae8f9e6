'use client';

import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/site/ui/form/field';
import { SelectField } from '@/site/ui/form/select-field';
import type { FormOption } from '@/site/ui/form/form-option';
import control from '@/site/ui/form/control.module.css';
import { useEnquiryField } from './enquiry-form';
import { frLuEnquiryForm } from '@/i18n/fr-lu-enquiry-form';
import styles from './enquiry-form.module.css';

const labels = frLuEnquiryForm.fields;

/** A label, marked « (facultatif) » when the field is optional: required is the rule, optional the exception. */
const labelOf = (label: string, optional?: boolean) => (optional ? `${label} (${frLuEnquiryForm.optional})` : label);

type TextProps = {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  multiline?: boolean;
  maxLength?: number;
  min?: string;
  max?: string;
};

export function TextInput({
  name,
  label,
  hint,
  optional,
  type = 'text',
  autoComplete,
  inputMode,
  multiline,
  maxLength,
  min,
  max,
}: TextProps) {
  const { id, registration, error, defaultValue } = useEnquiryField(name);
  const common = {
    id,
    label: labelOf(label, optional),
    hint,
    error,
    defaultValue,
    maxLength,
    'aria-required': optional ? undefined : true,
    ...registration,
  };
  return multiline ? (
    <Field {...common} multiline rows={5} />
  ) : (
    <Field {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} min={min} max={max} />
  );
}

type SelectProps = {
  name: string;
  label: string;
  options: readonly FormOption[];
  emptyOption: string;
  hint?: string;
  optional?: boolean;
  disabled?: boolean;
};

export function SelectInput({ name, label, options, emptyOption, hint, optional, disabled }: SelectProps) {
  const { id, registration, error, defaultValue } = useEnquiryField(name);
  return (
    <SelectField
      id={id}
      label={labelOf(label, optional)}
      options={options}
      emptyOption={emptyOption}
      hint={hint}
      error={error}
      defaultValue={defaultValue ?? ''}
      aria-required={optional ? undefined : true}
      disabled={disabled}
      {...registration}
    />
  );
}

/** Radio buttons under a legend; the group's message is read with each button. */
export function RadioChoice({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const { id, registration, error, defaultValue } = useEnquiryField(name);
  const errorId = `${id}-error`;
  return (
    <fieldset className={control.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={`${control.label} ${control.legend}`}>{legend}</legend>
      {error ? (
        <p id={errorId} className={control.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.radios}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              // The first button carries the group's id: the error summary's link and the focus land on it.
              id={index === 0 ? id : undefined}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CheckboxInput({ name, children }: { name: string; children: ReactNode }) {
  const { id, registration, error, defaultValue } = useEnquiryField(name);
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkbox}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          id={id}
          defaultChecked={defaultValue === 'on'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={errorId} className={control.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The phone, optional until the visitor prefers to be called (the schemas' rule): its label says which, as the
 * choice changes; without the script, as the page was rendered (the hint says the rule either way). A form
 * that always asks for it (the business lease request) gives its own hint.
 */
function PhoneInput({ requiredHint }: { requiredHint?: string }) {
  const { control } = useFormContext();
  const preferred = useWatch({ control, name: 'preferredContact' }) as string | undefined;
  return (
    <TextInput
      name="phone"
      label={labels.phone}
      hint={requiredHint ?? labels.phoneHint}
      optional={requiredHint === undefined && preferred !== 'phone'}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={30}
    />
  );
}

/** Who the visitor is and how to answer them, then the consents: the part every form shares. */
export function ContactFields({
  privacyHref,
  messageOptional = true,
  phoneRequiredHint,
}: {
  privacyHref: string;
  messageOptional?: boolean;
  /** The phone is always asked, with this hint (else it is asked only of a visitor who prefers a call). */
  phoneRequiredHint?: string;
}) {
  return (
    <>
      <RadioChoice
        name="civility"
        legend={labels.civility}
        options={[
          { value: 'madame', label: labels.madame },
          { value: 'monsieur', label: labels.monsieur },
        ]}
      />
      <div className={styles.pair}>
        <TextInput name="firstName" label={labels.firstName} autoComplete="given-name" maxLength={60} />
        <TextInput name="lastName" label={labels.lastName} autoComplete="family-name" maxLength={60} />
      </div>
      <div className={styles.pair}>
        <TextInput
          name="email"
          label={labels.email}
          hint={labels.emailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
        />
        <PhoneInput requiredHint={phoneRequiredHint} />
      </div>
      <RadioChoice
        name="preferredContact"
        legend={labels.preferredContact}
        options={[
          { value: 'email', label: labels.byEmail },
          { value: 'phone', label: labels.byPhone },
        ]}
      />
      <TextInput name="message" label={labels.message} optional={messageOptional} multiline maxLength={2000} />
      <CheckboxInput name="privacyConsent">
        {labels.privacyConsent} <a href={privacyHref}>{labels.privacyLink}</a>.
      </CheckboxInput>
      <CheckboxInput name="marketingConsent">{labels.marketingConsent}</CheckboxInput>
    </>
  );
}
