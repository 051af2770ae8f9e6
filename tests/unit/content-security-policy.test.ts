import { describe, expect, it } from 'vitest';
import { CONSENT_EARLY_SCRIPT_HASH } from '@/site/consent/consent-early-script';
import { API_POLICY, editorOrigin, pagePolicy } from '@/site/http/content-security-policy';

// Whole policies, written out: a directive added, dropped or widened fails here (STORYBLOK_EDITOR_ORIGIN is not set in tests).
const base = { nonce: null, maps: false, preview: false, development: false, https: false };

describe('pagePolicy', () => {
  it('a cached page: scripts of this origin, inline ones included, and nothing from elsewhere', () => {
    expect(pagePolicy(base)).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://a.storyblok.com; " +
        "font-src 'self'; connect-src 'self'; frame-src 'none'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'self' https://app.storyblok.com",
    );
  });

  it('a page rendered for its request: scripts by its nonce and the consent script by its hash', () => {
    expect(pagePolicy({ ...base, nonce: 'abc123==' })).toBe(
      `default-src 'self'; script-src 'nonce-abc123==' ${CONSENT_EARLY_SCRIPT_HASH} 'strict-dynamic'; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data: blob: https://a.storyblok.com; font-src 'self'; connect-src 'self'; frame-src 'none'; worker-src 'self' blob:; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://app.storyblok.com",
    );
  });

  it('Google Maps: its scripts, styles, fonts, tiles and API calls', () => {
    expect(pagePolicy({ ...base, maps: true })).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://maps.googleapis.com; style-src 'self' 'unsafe-inline' https://fonts.googleapis.com; " +
        "img-src 'self' data: blob: https://a.storyblok.com https://maps.googleapis.com https://maps.gstatic.com https://*.googleapis.com https://*.gstatic.com; " +
        "font-src 'self' https://fonts.gstatic.com; connect-src 'self' https://maps.googleapis.com; frame-src 'none'; worker-src 'self' blob:; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://app.storyblok.com",
    );
  });

  it('preview: the Storyblok bridge talks to the editor and the API, and the editor is framed', () => {
    expect(pagePolicy({ ...base, nonce: 'n0nce', preview: true })).toBe(
      `default-src 'self'; script-src 'nonce-n0nce' ${CONSENT_EARLY_SCRIPT_HASH} 'strict-dynamic'; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data: blob: https://a.storyblok.com; font-src 'self'; connect-src 'self' https://app.storyblok.com https://api.storyblok.com; " +
        "frame-src https://app.storyblok.com; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'self' https://app.storyblok.com",
    );
  });

  it('analytics accepted: Tag Manager loads, Google’s hits and Sentry’s reports are sent', () => {
    const analytics = { gtm: 'https://www.googletagmanager.com', sentry: 'https://o1.ingest.sentry.io' };
    expect(pagePolicy({ ...base, analytics })).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https://a.storyblok.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; " +
        "font-src 'self'; " +
        "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://o1.ingest.sentry.io; " +
        "frame-src 'none'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://app.storyblok.com",
    );
    // With a nonce, Tag Manager's script is trusted through 'strict-dynamic', not by its origin.
    expect(pagePolicy({ ...base, nonce: 'n', analytics })).toContain(
      `script-src 'nonce-n' ${CONSENT_EARLY_SCRIPT_HASH} 'strict-dynamic'; style-src`,
    );
    expect(pagePolicy({ ...base, analytics: { gtm: null, sentry: 'https://o1.ingest.sentry.io' } })).toContain(
      "img-src 'self' data: blob: https://a.storyblok.com; font-src 'self'; connect-src 'self' https://o1.ingest.sentry.io; frame-src",
    );
  });

  it('over HTTPS, in development, framing itself (the studio)', () => {
    expect(pagePolicy({ ...base, nonce: 'n', https: true, development: true, framesSelf: true })).toBe(
      `default-src 'self'; script-src 'nonce-n' ${CONSENT_EARLY_SCRIPT_HASH} 'strict-dynamic' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data: blob: https://a.storyblok.com; font-src 'self'; connect-src 'self'; frame-src 'self'; worker-src 'self' blob:; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://app.storyblok.com; upgrade-insecure-requests",
    );
    expect(pagePolicy({ ...base, preview: true, framesSelf: true })).toContain(
      "; frame-src 'self' https://app.storyblok.com; ",
    );
  });
});

describe('API_POLICY', () => {
  it('lets nothing run, load or frame an API answer', () => {
    expect(API_POLICY).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });
});

describe('editorOrigin', () => {
  it.each([
    'ftp://app.storyblok.com',
    'ws://localhost:3199',
    'wss://app.storyblok.com',
    'file:///tmp/editor',
    'https://app.storyblok.com/editor',
  ])('refuses %s: only an http(s) origin is taken', (configured) => {
    expect(() => editorOrigin(configured)).toThrow(
      `STORYBLOK_EDITOR_ORIGIN must be an origin such as https://app.storyblok.com, not "${configured}"`,
    );
  });
});
