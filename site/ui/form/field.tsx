import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import control from './control.module.css';
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

export type InputFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldOwnProps | 'aria-invalid'> & { multiline?: false };
export type TextareaFieldProps = FieldOwnProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldOwnProps | 'aria-invalid'> & { multiline: true };
export type FieldProps = InputFieldProps | TextareaFieldProps;

/**
 * A labelled text input (or textarea with `multiline`) with its hint and error. Every other prop goes to
 * the control, so it works uncontrolled in a server-rendered GET form and controlled in a client one.
 */
export function Field({ label, hint, error, id: givenId, addon, className, multiline, ...rest }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const wiring = {
    id,
    className: control.control,
    'aria-describedby': [rest['aria-describedby'], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
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
      <label htmlFor={id} className={control.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={control.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={control.error}>
          {error}
        </p>
      ) : null}
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
