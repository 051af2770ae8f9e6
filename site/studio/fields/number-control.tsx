'use client';

import { useState } from 'react';
import { frLuStudioFields as words } from '@/i18n/fr-lu-studio-fields';
import { describedBy } from './described-by';
import type { FieldControlProps } from './field-control-props';
import { numberForInput, numberFromInput, numberLimits } from './number-value';
import styles from './fields.module.css';

const french = (value: number) => String(value).replace('.', ',');

function limitsText(limits: ReturnType<typeof numberLimits>): string | null {
  const { min, max, decimals } = limits;
  const parts: string[] = [];
  if (min !== null && max !== null) parts.push(words.number.between(french(min), french(max)));
  else if (min !== null) parts.push(words.number.atLeast(french(min)));
  else if (max !== null) parts.push(words.number.atMost(french(max)));
  if (decimals === 0) parts.push(words.number.whole);
  else if (decimals !== null) parts.push(words.number.decimals(decimals));
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * A number typed as text (`inputMode="decimal"`): a native number input would refuse `5,99` and hide a
 * wrong value instead of letting the schema interpreter name it. While the editor types, their own text
 * stays shown (`12,` is on its way to `12,5`); a value changed elsewhere (undo) replaces it.
 */
export function NumberControl({ id, schema, value, onChange, describedBy: help, invalid }: FieldControlProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed !== null && numberFromInput(typed) === value ? typed : numberForInput(value);
  const hint = limitsText(numberLimits(schema));
  const hintId = `${id}-limits`;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`${styles.input} ${styles.number}`}
        value={shown}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(numberFromInput(event.target.value));
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(help, hint && hintId)}
        aria-required={schema.required || undefined}
      />
      {hint && (
        <p id={hintId} className={styles.limits}>
          {hint}
        </p>
      )}
    </>
  );
}
