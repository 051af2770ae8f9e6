'use client';

import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import { describedBy } from './described-by';
import type { FieldControlProps } from './field-control-props';
import { lengthCount } from './text-limits';
import styles from './fields.module.css';

/** Text as a string, whatever the content holds (a missing field is empty). */
export const textValue = (value: unknown): string => (typeof value === 'string' ? value : '');

function Limits({ id, value, schema }: Pick<FieldControlProps, 'schema'> & { id: string; value: string }) {
  const count = lengthCount(value, schema);
  if (!count && !schema.regex) return null;
  return (
    <p id={id} className={styles.limits}>
      {count && (
        <span className={count.over > 0 ? styles.over : undefined}>
          {words.characters(count.count, count.max)}
          {count.over > 0 && ` — ${words.tooLong(count.over)}`}
        </span>
      )}
      {schema.regex && <span>{words.pattern(schema.regex)}</span>}
    </p>
  );
}

/** A one-line text field: controlled, one `onChange` per keystroke. */
export function TextControl({ id, schema, value, onChange, describedBy: help, invalid }: FieldControlProps) {
  const text = textValue(value);
  const limitsId = `${id}-limits`;
  const hasLimits = lengthCount(text, schema) !== null || Boolean(schema.regex);
  return (
    <>
      <input
        id={id}
        type="text"
        className={styles.input}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(help, hasLimits && limitsId)}
        aria-required={schema.required || undefined}
      />
      <Limits id={limitsId} value={text} schema={schema} />
    </>
  );
}

/** Several lines of plain text, with the same counter. */
export function TextareaControl({ id, schema, value, onChange, describedBy: help, invalid }: FieldControlProps) {
  const text = textValue(value);
  const limitsId = `${id}-limits`;
  const hasLimits = lengthCount(text, schema) !== null || Boolean(schema.regex);
  return (
    <>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(help, hasLimits && limitsId)}
        aria-required={schema.required || undefined}
      />
      <Limits id={limitsId} value={text} schema={schema} />
    </>
  );
}
