import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consentFromCookieHeader } from '@/site/consent/consent-cookie';
import {
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_EARLY_SCRIPT,
  CONSENT_EARLY_SCRIPT_HASH,
} from '@/site/consent/consent-early-script';

/** Runs the inline script against a `document.cookie`; the attributes it set on `<html>`. */
function run(cookie: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => void (attributes[name] = value) },
  };
  runInNewContext(CONSENT_EARLY_SCRIPT, { document });
  return attributes;
}

describe('the consent early script', () => {
  it('asks exactly when the banner would find no stored choice', () => {
    const cookies = [
      '',
      'site_consent=v1.a0.m0',
      'site_consent=v1.a1.m1',
      'locale=fr; site_consent=v1.a1.m0; other=1',
      'locale=fr;site_consent=v1.a0.m1',
      'site_consent=v1.a2.m0',
      'site_consent=v2.a1.m1',
      'site_consent=',
      'xsite_consent=v1.a1.m1',
      'site_consent=v1.a1.m1x',
      'site_consent_old=v1.a1.m1',
    ];
    for (const cookie of cookies) {
      const asks = consentFromCookieHeader(cookie) === null;
      expect(run(cookie), cookie).toEqual(asks ? { [CONSENT_ASK_ATTRIBUTE]: '' } : {});
    }
    expect(run('')).toEqual({ 'data-consent-ask': '' });
    expect(run('site_consent=v1.a0.m0')).toEqual({});
  });

  it('is allowed by the hash of its exact text', () => {
    const digest = createHash('sha256').update(CONSENT_EARLY_SCRIPT, 'utf8').digest('base64');
    expect(CONSENT_EARLY_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });
});
