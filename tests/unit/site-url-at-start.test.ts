import { describe, expect, it } from 'vitest';
import { siteUrlAtStart } from '@/server/site-url-at-start';
import { StartRefusal } from '@/server/start-refusal';

const production = { NODE_ENV: 'production' };
const development = { NODE_ENV: 'development' };

describe('siteUrlAtStart', () => {
  it('keeps a SITE_URL that is set, in production or not', () => {
    for (const env of [production, development, { ...production, TRUSTED_PROXIES: '127.0.0.1' }]) {
      expect(siteUrlAtStart({ env: { ...env, SITE_URL: 'https://www.autopolis.lu' }, local: false, port: 3000 })).toBe(
        null,
      );
    }
  });

  it('refuses to start in production without SITE_URL, in one sentence', () => {
    for (const SITE_URL of [undefined, '']) {
      expect(() => siteUrlAtStart({ env: { ...production, SITE_URL }, local: false, port: 3000 })).toThrow(
        new StartRefusal(
          'SITE_URL is not set: a server for the public (npm run serve in production, its default, or with TRUSTED_PROXIES) needs the site’s public address, such as SITE_URL=https://www.example.lu (npm start sets http://localhost:PORT for this machine).',
        ),
      );
    }
  });

  it('refuses to start behind trusted proxies without SITE_URL, even in development', () => {
    expect(() =>
      siteUrlAtStart({ env: { ...development, TRUSTED_PROXIES: '127.0.0.1' }, local: false, port: 3000 }),
    ).toThrow(StartRefusal);
  });

  it('lets development run without SITE_URL (the site falls back to localhost)', () => {
    expect(siteUrlAtStart({ env: development, local: false, port: 3000 })).toBe(null);
  });

  it('gives npm start (local) this machine’s address, and says so', () => {
    expect(siteUrlAtStart({ env: production, local: true, port: 3456 })).toEqual({
      siteUrl: 'http://localhost:3456',
      notice:
        'SITE_URL is not set: npm start uses http://localhost:3456 (set SITE_URL where the site serves the public).',
    });
    expect(
      siteUrlAtStart({ env: { ...production, SITE_URL: 'https://www.autopolis.lu' }, local: true, port: 3456 }),
    ).toBe(null);
  });

  it('refuses a SITE_URL that is not an absolute http(s) address', () => {
    for (const SITE_URL of ['www.autopolis.lu', 'ftp://autopolis.lu', '/']) {
      expect(() => siteUrlAtStart({ env: { ...development, SITE_URL }, local: false, port: 3000 })).toThrow(
        `SITE_URL must be an absolute http(s) address such as https://www.example.lu (got “${SITE_URL}”).`,
      );
    }
  });
});
