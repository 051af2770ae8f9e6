import { describe, expect, it } from 'vitest';
import { signPreviewSession, verifyPreviewSession } from '@/site/preview/preview-session-token';

const SESSION = 'AbCdEfGhIjKlMnOpQrStUv';
const SECRET = 'preview-token-0123456789';
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const IN_8_HOURS = NOW / 1000 + 8 * 3600;

describe('preview session cookie', () => {
  const value = signPreviewSession(SESSION, IN_8_HOURS, SECRET);

  it('names its session until it expires', () => {
    expect(verifyPreviewSession(value, { now: NOW, secret: SECRET })).toBe(SESSION);
    expect(verifyPreviewSession(value, { now: IN_8_HOURS * 1000 - 1, secret: SECRET })).toBe(SESSION);
    expect(verifyPreviewSession(value, { now: IN_8_HOURS * 1000, secret: SECRET })).toBeNull();
  });

  it('ends every session when the secret is rotated, and means nothing without one', () => {
    expect(verifyPreviewSession(value, { now: NOW, secret: 'another-token-0123456789' })).toBeNull();
    expect(verifyPreviewSession(value, { now: NOW, secret: null })).toBeNull();
  });

  it('refuses a session or an expiry changed by hand, and what it did not sign', () => {
    const [, expires, signature] = value.split('.');
    expect(verifyPreviewSession(`${'x'.repeat(22)}.${expires}.${signature}`, { now: NOW, secret: SECRET })).toBeNull();
    expect(
      verifyPreviewSession(`${SESSION}.${IN_8_HOURS + 86_400}.${signature}`, { now: NOW, secret: SECRET }),
    ).toBeNull();
    for (const forged of [
      undefined,
      '',
      SESSION,
      `${SESSION}.${expires}`,
      `${value}.x`,
      `${SESSION}.-1.${signature}`,
    ]) {
      expect(verifyPreviewSession(forged, { now: NOW, secret: SECRET }), String(forged)).toBeNull();
    }
  });

  it('signs only a session of 22 base64url characters', () => {
    expect(() => signPreviewSession('short', IN_8_HOURS, SECRET)).toThrow();
  });
});
