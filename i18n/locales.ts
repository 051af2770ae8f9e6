export const LOCALES = ['fr-lu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr-lu';
/** The value of `<html lang>` per locale (BCP 47 casing). */
export const HTML_LANG: Record<Locale, string> = { 'fr-lu': 'fr-LU' };
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: string | undefined | null): value is Locale {
  return LOCALES.includes((value ?? '').toLowerCase() as Locale);
}
