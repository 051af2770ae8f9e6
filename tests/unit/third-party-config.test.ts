import { describe, expect, it } from 'vitest';
import { readThirdPartyConfig } from '@/site/third-parties/third-party-config';

const DSN = 'https://0123abcd@o4501.ingest.de.sentry.io/4507';

describe('readThirdPartyConfig', () => {
  it('configures nothing when nothing is set', () => {
    expect(readThirdPartyConfig({})).toEqual({ gtm: null, sentry: null });
    expect(readThirdPartyConfig({ NEXT_PUBLIC_GTM_ID: ' ', NEXT_PUBLIC_SENTRY_DSN: '' })).toEqual({
      gtm: null,
      sentry: null,
    });
  });

  it('loads Tag Manager from Google by default', () => {
    expect(readThirdPartyConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3' }).gtm).toEqual({
      id: 'GTM-AB12CD3',
      origin: 'https://www.googletagmanager.com',
    });
  });

  it('loads Tag Manager from GTM_ORIGIN, keeping only its origin', () => {
    const env = { NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3', GTM_ORIGIN: 'https://tags.autopolis.lu/gtm/' };
    expect(readThirdPartyConfig(env).gtm).toEqual({ id: 'GTM-AB12CD3', origin: 'https://tags.autopolis.lu' });
  });

  it('refuses a malformed Tag Manager id or origin, naming the variable', () => {
    expect(() => readThirdPartyConfig({ NEXT_PUBLIC_GTM_ID: 'UA-12345-1' })).toThrow('NEXT_PUBLIC_GTM_ID');
    expect(() => readThirdPartyConfig({ NEXT_PUBLIC_GTM_ID: 'gtm-ab12cd3' })).toThrow('NEXT_PUBLIC_GTM_ID');
    expect(() =>
      readThirdPartyConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD3', GTM_ORIGIN: 'ftp://tags.autopolis.lu' }),
    ).toThrow('GTM_ORIGIN');
  });

  it('configures Sentry with both a DSN and an environment', () => {
    expect(
      readThirdPartyConfig({ NEXT_PUBLIC_SENTRY_DSN: DSN, NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'production' }).sentry,
    ).toEqual({
      dsn: DSN,
      environment: 'production',
      origin: 'https://o4501.ingest.de.sentry.io',
    });
  });

  it('leaves Sentry off with only one of the two', () => {
    expect(readThirdPartyConfig({ NEXT_PUBLIC_SENTRY_DSN: DSN }).sentry).toBeNull();
    expect(readThirdPartyConfig({ NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'production' }).sentry).toBeNull();
  });

  it('refuses a malformed DSN, naming the variable', () => {
    const withDsn = (dsn: string) => () =>
      readThirdPartyConfig({ NEXT_PUBLIC_SENTRY_DSN: dsn, NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'staging' });
    expect(withDsn('not a url')).toThrow('NEXT_PUBLIC_SENTRY_DSN');
    expect(withDsn('https://o4501.ingest.de.sentry.io/4507')).toThrow('NEXT_PUBLIC_SENTRY_DSN'); // no public key
    expect(withDsn('https://0123abcd@o4501.ingest.de.sentry.io/')).toThrow('NEXT_PUBLIC_SENTRY_DSN'); // no project id
  });

  it('takes the origin of a self-hosted DSN with a path prefix', () => {
    const dsn = 'https://0123abcd@sentry.autopolis.lu/errors/12';
    expect(
      readThirdPartyConfig({ NEXT_PUBLIC_SENTRY_DSN: dsn, NEXT_PUBLIC_SENTRY_ENVIRONMENT: 'staging' }).sentry,
    ).toEqual({
      dsn,
      environment: 'staging',
      origin: 'https://sentry.autopolis.lu',
    });
  });
});
