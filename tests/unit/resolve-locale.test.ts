import { describe, expect, it } from 'vitest';
import { localePrefix, matchAcceptLanguage, resolveLocale, resolveLocaleAmong } from '@/i18n/resolve-locale';

// The site has one locale, so resolveLocale answers fr-lu whatever it is given: its rules are checked
// through resolveLocaleAmong (the same code, over a list of locales) with three locales.
const LOCALES = ['fr-lu', 'de-lu', 'en-gb'] as const;
const resolve = (input: { pathname: string; cookie?: string | null; acceptLanguage?: string | null }) =>
  resolveLocaleAmong(input, LOCALES, 'fr-lu');
const match = (header: string) => matchAcceptLanguage(header, LOCALES);

describe('resolveLocale (the site: fr-lu only)', () => {
  it('takes the path prefix first', () => {
    expect(resolveLocale({ pathname: '/fr-lu/contact', cookie: 'xx', acceptLanguage: 'de' })).toBe('fr-lu');
    expect(localePrefix('/FR-LU/contact')).toBe('fr-lu');
    expect(localePrefix('/fr/contact')).toBeNull();
    expect(localePrefix('/contact/fr-lu')).toBeNull();
  });

  it('falls back to fr-lu for anything else', () => {
    expect(resolveLocale({ pathname: '/', cookie: 'en-gb', acceptLanguage: 'en-US,en;q=0.9' })).toBe('fr-lu');
    expect(resolveLocale({ pathname: '/', acceptLanguage: ';;;q=abc' })).toBe('fr-lu');
  });

  it('matches fr-LU and any French in Accept-Language, and nothing else', () => {
    expect(matchAcceptLanguage('de-DE;q=0.9, fr-BE;q=0.8', ['fr-lu'])).toBe('fr-lu');
    expect(matchAcceptLanguage('en-US, de', ['fr-lu'])).toBeNull();
  });
});

describe('resolveLocaleAmong', () => {
  it('takes the path prefix before the cookie and Accept-Language, whatever its case', () => {
    expect(resolve({ pathname: '/de-lu/contact', cookie: 'en-gb', acceptLanguage: 'en-GB' })).toBe('de-lu');
    expect(resolve({ pathname: '/EN-GB', cookie: 'de-lu' })).toBe('en-gb');
  });

  it('takes the cookie when the path has no locale, before Accept-Language', () => {
    expect(resolve({ pathname: '/contact', cookie: 'en-gb', acceptLanguage: 'de-LU' })).toBe('en-gb');
    expect(resolve({ pathname: '/', cookie: 'DE-LU', acceptLanguage: 'en' })).toBe('de-lu');
    expect(resolve({ pathname: '/stock/de-lu', cookie: 'en-gb' })).toBe('en-gb'); // only the first segment is a prefix
  });

  it('ignores an unknown cookie and takes Accept-Language', () => {
    expect(resolve({ pathname: '/contact', cookie: 'it-it', acceptLanguage: 'de-DE' })).toBe('de-lu');
    expect(resolve({ pathname: '/contact', cookie: null, acceptLanguage: 'en-US' })).toBe('en-gb');
  });

  it('falls back when nothing matches', () => {
    expect(resolve({ pathname: '/contact', cookie: 'it-it', acceptLanguage: 'es, it;q=0.9' })).toBe('fr-lu');
    expect(resolve({ pathname: '/contact' })).toBe('fr-lu');
  });
});

describe('matchAcceptLanguage', () => {
  it('prefers the highest q-value, wherever it sits in the header', () => {
    expect(match('fr-LU;q=0.5, en-GB;q=0.9')).toBe('en-gb');
    expect(match('de;q=0.2, fr;q=0.3, en;q=0.1')).toBe('fr-lu');
    expect(match('en-GB;q=0.8, de-LU')).toBe('de-lu'); // no q is q=1
  });

  it('keeps the header order between equal q-values', () => {
    expect(match('de-LU, en-GB')).toBe('de-lu');
    expect(match('en-GB;q=0.7, de-LU;q=0.7')).toBe('en-gb');
  });

  it('takes a locale of the same language when the exact tag is not offered', () => {
    expect(match('de-AT')).toBe('de-lu');
    expect(match('EN')).toBe('en-gb');
    expect(match('it, en-US;q=0.4')).toBe('en-gb');
  });

  it('leaves out ranges with q=0 or a malformed q, and empty ones', () => {
    expect(match('de-LU;q=0, en-GB;q=0.1')).toBe('en-gb');
    expect(match('de-LU;q=abc, en-GB;q=0.1')).toBe('en-gb');
    expect(match(' , ;q=1, en-GB;q=0.1')).toBe('en-gb');
    expect(match('de-LU;q=0')).toBeNull();
    expect(match('')).toBeNull();
  });
});
