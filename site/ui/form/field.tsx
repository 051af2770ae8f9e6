import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import control from './control.module.css';
import { FieldLabel, useFieldIds } from './field-label';
import styles from './field.module.css';

type FieldOwnProps = {
  label: string;
  /** Help shown under the label and read with the control (`aria-describedby`). */
  hint?: string;
  /** The field's error: shown, read with the control, and marks it `aria-invalid`. */
  error?: string;
  /** Defaults to a generated id; give one when something links to the field (an error summary). */
  id?: string;
  /** Beside the control on the same row (wrapping under it on narrow screens): e.g. a search button. */
  addon?: ReactNode;
  className?: string;
};

export type InputFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldOwnProps | 'aria-invalid'> & { multiline?: false };
export type TextareaFieldProps = FieldOwnProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldOwnProps | 'aria-invalid'> & { multiline: true };
export type FieldProps = InputFieldProps | TextareaFieldProps;

/**
 * A labelled text input (or textarea with `multiline`) with its hint and error. Every other prop goes to
 * the control, so it works uncontrolled in a server-rendered GET form and controlled in a client one.
 */
export function Field({ label, hint, error, id: givenId, addon, className, multiline, ...rest }: FieldProps) {
  const ids = useFieldIds(givenId, { hint, error, describedBy: rest['aria-describedby'] });
  const wiring = {
    id: ids.id,
    className: control.control,
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
  };
  // `multiline` picked the props' type; the rest are the control's own attributes either way.
  const element = multiline ? (
    <textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...wiring} />
  ) : (
    <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...wiring} />
  );

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel ids={ids} label={label} hint={hint} error={error} />
      {addon ? (
        <div className={styles.row}>
          {element}
          {addon}
        </div>
      ) : (
        element
      )}
    </div>
  );
}
