'use client';

import type { FieldControlProps } from './field-control-props';
import styles from './fields.module.css';

/** A checkbox; the form puts the field's label after it. A missing value is unchecked. */
export function BooleanControl({ id, value, onChange, describedBy, invalid }: FieldControlProps) {
  return (
    <input
      id={id}
      type="checkbox"
      className={styles.checkbox}
      checked={value === true}
      onChange={(event) => onChange(event.target.checked)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
