import rosetta from 'rosetta';
import { frLu, type Messages } from './fr-lu';
import { DEFAULT_LOCALE, type Locale } from './locales';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A message key such as `error.notFoundTitle`; unknown keys are compile errors. */
export type MessageKey = Leaves<Messages>;

const i18n = rosetta<Messages>({ 'fr-lu': frLu });
i18n.locale(DEFAULT_LOCALE);

/** Translates a key, filling `{{placeholders}}` from params. */
export function t(key: MessageKey, params?: Record<string, string | number>, locale: Locale = DEFAULT_LOCALE): string {
  return i18n.t(key, params, locale);
}
