import { describe, expect, it } from 'vitest';
import { consentCookie, consentFromCookieHeader, parseConsent, serializeConsent } from '@/site/consent/consent-cookie';

describe('parseConsent', () => {
  it('reads each stored choice', () => {
    expect(parseConsent('v1.a0.m0')).toEqual({ analytics: false, marketing: false });
    expect(parseConsent('v1.a1.m0')).toEqual({ analytics: true, marketing: false });
    expect(parseConsent('v1.a0.m1')).toEqual({ analytics: false, marketing: true });
    expect(parseConsent('v1.a1.m1')).toEqual({ analytics: true, marketing: true });
  });

  it('is null when nothing was chosen or the value is not ours', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('v1.a2.m0')).toBeNull();
    expect(parseConsent('v1.a1.m0x')).toBeNull();
    expect(parseConsent('xv1.a1.m0')).toBeNull();
  });

  it('is null for another version of the format', () => {
    expect(parseConsent('v2.a1.m1')).toBeNull();
  });
});

describe('serializeConsent', () => {
  it('writes the versioned value', () => {
    expect(serializeConsent({ analytics: true, marketing: false })).toBe('v1.a1.m0');
    expect(serializeConsent({ analytics: false, marketing: true })).toBe('v1.a0.m1');
  });
});

describe('consentCookie', () => {
  it('keeps the choice a year for the whole site, sent on top-level navigations', () => {
    expect(consentCookie({ analytics: true, marketing: true }, false)).toBe(
      'site_consent=v1.a1.m1; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('is Secure only when asked', () => {
    expect(consentCookie({ analytics: false, marketing: false }, true)).toBe(
      'site_consent=v1.a0.m0; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
});

describe('consentFromCookieHeader', () => {
  it('finds the choice among other cookies', () => {
    expect(consentFromCookieHeader('_ga=GA1.2.3; site_consent=v1.a1.m0; session=abc=def')).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(consentFromCookieHeader('site_consent=v1.a0.m1')).toEqual({ analytics: false, marketing: true });
  });

  it('is null when the cookie is missing', () => {
    expect(consentFromCookieHeader(null)).toBeNull();
    expect(consentFromCookieHeader(undefined)).toBeNull();
    expect(consentFromCookieHeader('')).toBeNull();
    expect(consentFromCookieHeader('_ga=GA1.2.3; other_site_consent=v1.a1.m1')).toBeNull();
  });

  it('is null when the cookie is malformed', () => {
    expect(consentFromCookieHeader('_ga=GA1.2.3; site_consent=v1.a1.m1=x')).toBeNull();
    expect(consentFromCookieHeader('site_consent=all')).toBeNull();
    expect(consentFromCookieHeader('site_consent')).toBeNull();
  });
});
