'use client';

import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import { datetimeParts, datetimeValue } from './datetime-value';
import type { FieldControlProps } from './field-control-props';
import styles from './fields.module.css';

/** A date, and a time unless the schema says `disable_time`, stored as Storyblok does (`YYYY-MM-DD HH:mm`). */
export function DatetimeControl({ id, schema, value, onChange, invalid }: FieldControlProps) {
  const { date, time } = datetimeParts(value);
  const dateOnly = schema.disable_time === true;
  return (
    <div className={styles.row}>
      <label className={styles.subfield}>
        <span>{words.datetime.date}</span>
        <input
          id={id}
          type="date"
          className={styles.input}
          value={date}
          onChange={(event) => onChange(datetimeValue(event.target.value, time, dateOnly))}
          aria-invalid={invalid || undefined}
          aria-required={schema.required || undefined}
        />
      </label>
      {!dateOnly && (
        <label className={styles.subfield}>
          <span>{words.datetime.time}</span>
          <input
            type="time"
            className={styles.input}
            value={time}
            onChange={(event) => onChange(datetimeValue(date, event.target.value))}
            aria-invalid={invalid || undefined}
          />
        </label>
      )}
    </div>
  );
}
