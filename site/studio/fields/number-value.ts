import type { StudioFieldSchema } from './field-schema';

/**
 * Storyblok stores a number field as text (`"27990"`, `"5.99"`); editors here type French numbers
 * (`5,99`, `27 990`). What they type becomes the stored text: spaces (a thousands separator) dropped and
 * the decimal comma a point. Nothing else is changed, so a wrong value stays visible and the schema
 * interpreter names the problem.
 */
export function numberFromInput(typed: string): string {
  return typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}

/** The stored text shown back in French (`5.99` → `5,99`); what is not a stored number is shown as it is. */
export function numberForInput(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return numberForInput(String(value));
  if (typeof value !== 'string') return '';
  return /^-?\d+\.\d+$/.test(value) ? value.replace('.', ',') : value;
}

function setting(value: number | string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The number field's limits as the schema sets them, for the hint under the field. */
export function numberLimits(schema: Pick<StudioFieldSchema, 'min_value' | 'max_value' | 'decimals'>) {
  return { min: setting(schema.min_value), max: setting(schema.max_value), decimals: setting(schema.decimals) };
}
