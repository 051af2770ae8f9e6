import { describe, expect, it } from 'vitest';
import { localePrefix, resolveLocale } from '@/i18n/resolve-locale';

describe('resolveLocale', () => {
  it('takes the path prefix first', () => {
    expect(resolveLocale({ pathname: '/fr-lu/contact', cookie: 'xx', acceptLanguage: 'de' })).toBe('fr-lu');
    expect(localePrefix('/FR-LU/contact')).toBe('fr-lu');
    expect(localePrefix('/fr/contact')).toBeNull();
  });

  it('then the cookie, then Accept-Language by weight and language', () => {
    expect(resolveLocale({ pathname: '/contact', cookie: 'fr-lu' })).toBe('fr-lu');
    expect(resolveLocale({ pathname: '/contact', acceptLanguage: 'de-DE;q=0.9, fr-BE;q=0.8' })).toBe('fr-lu');
  });

  it('falls back to fr-lu for anything else', () => {
    expect(resolveLocale({ pathname: '/', cookie: 'en-gb', acceptLanguage: 'en-US,en;q=0.9' })).toBe('fr-lu');
    expect(resolveLocale({ pathname: '/', acceptLanguage: ';;;q=abc' })).toBe('fr-lu');
  });
});
