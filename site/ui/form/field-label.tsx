import { useId } from 'react';
import control from './control.module.css';

/** The ids of a field's control and of the texts that describe it, and its `aria-describedby`. */
export function useFieldIds(
  givenId: string | undefined,
  texts: { hint?: string; error?: string; describedBy?: string },
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [texts.describedBy, texts.hint ? hintId : null, texts.error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { id, hintId, errorId, describedBy };
}

/** A field's label, then its hint and error, each with the id its control refers to. */
export function FieldLabel({
  ids,
  label,
  hint,
  error,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <>
      <label htmlFor={ids.id} className={control.label}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className={control.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={control.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
