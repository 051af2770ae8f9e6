import type { SelectHTMLAttributes } from 'react';
import { FieldLabel, useFieldIds } from './field-label';
import { isOptionDisabled, optionText, type FormOption } from './form-option';
import control from './control.module.css';
import styles from './select-field.module.css';

type SelectFieldOwnProps = {
  label: string;
  name: string;
  options: readonly FormOption[];
  /** A first option with the value '' (`Toutes les marques`); none when absent. */
  emptyOption?: string;
  hint?: string;
  error?: string;
  id?: string;
  className?: string;
};

export type SelectFieldProps = SelectFieldOwnProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof SelectFieldOwnProps | 'multiple' | 'aria-invalid'>;

/**
 * A labelled select. Options show their count when they have one; an option with no result is disabled
 * unless it is the current value (`defaultValue`, or `value` when controlled).
 */
export function SelectField({
  label,
  name,
  options,
  emptyOption,
  hint,
  error,
  id: givenId,
  className,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(givenId, { hint, error, describedBy: select['aria-describedby'] });
  const current = String(select.value ?? select.defaultValue ?? '');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel ids={ids} label={label} hint={hint} error={error} />
      <select
        {...select}
        id={ids.id}
        name={name}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        className={`${control.control} ${styles.select}`}
      >
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {/* Two options may share a value (Abarth 500e and Fiat 500e before a brand is chosen): the key is value and label. */}
        {options.map((option) => (
          <option
            key={`${option.value}:${option.label}`}
            value={option.value}
            disabled={isOptionDisabled(option, option.value === current)}
          >
            {optionText(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
