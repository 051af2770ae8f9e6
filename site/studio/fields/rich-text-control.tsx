'use client';

import type { FieldControlProps } from './field-control-props';
import styles from './fields.module.css';

/** Placeholder until the tiptap editor lands: the text is kept as it is. */
export function RichTextControl({ id }: FieldControlProps) {
  return (
    <p id={id} className={styles.limits}>
      …
    </p>
  );
}
