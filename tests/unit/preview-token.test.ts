import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPreviewToken } from '@/site/preview/preview-token';

const sign = (space: string, token: string, ts: string) =>
  createHash('sha1').update(`${space}:${token}:${ts}`).digest('hex');
const secret = { previewToken: 'secret-preview-token', spaceId: '42' };

describe('isValidPreviewToken', () => {
  const now = 1_790_000_000_000;
  const at = (secondsAgo: number) => String(now / 1000 - secondsAgo);
  const ts = at(60);

  it('accepts the visual editor signature made with the preview token', () => {
    expect(
      isValidPreviewToken({ spaceId: '42', timestamp: ts, token: sign('42', secret.previewToken, ts) }, secret, now),
    ).toBe(true);
    expect(
      isValidPreviewToken(
        { spaceId: '42', timestamp: ts, token: sign('42', secret.previewToken, ts).toUpperCase() },
        secret,
        now,
      ),
    ).toBe(true);
  });

  it('refuses a signature made with another token', () => {
    expect(isValidPreviewToken({ spaceId: '42', timestamp: ts, token: sign('42', 'local', ts) }, secret, now)).toBe(
      false,
    );
  });

  it('refuses another space, even correctly signed', () => {
    expect(
      isValidPreviewToken({ spaceId: '43', timestamp: ts, token: sign('43', secret.previewToken, ts) }, secret, now),
    ).toBe(false);
  });

  it('accepts links up to an hour old and refuses older ones', () => {
    const hour = at(3600);
    expect(
      isValidPreviewToken(
        { spaceId: '42', timestamp: hour, token: sign('42', secret.previewToken, hour) },
        secret,
        now,
      ),
    ).toBe(true);
    const old = at(3601);
    expect(
      isValidPreviewToken({ spaceId: '42', timestamp: old, token: sign('42', secret.previewToken, old) }, secret, now),
    ).toBe(false);
  });

  it('refuses timestamps from the future beyond a minute of clock skew', () => {
    const skew = at(-60);
    expect(
      isValidPreviewToken(
        { spaceId: '42', timestamp: skew, token: sign('42', secret.previewToken, skew) },
        secret,
        now,
      ),
    ).toBe(true);
    const future = at(-61);
    expect(
      isValidPreviewToken(
        { spaceId: '42', timestamp: future, token: sign('42', secret.previewToken, future) },
        secret,
        now,
      ),
    ).toBe(false);
    const far = at(-10 * 365 * 86400);
    expect(
      isValidPreviewToken({ spaceId: '42', timestamp: far, token: sign('42', secret.previewToken, far) }, secret, now),
    ).toBe(false);
  });

  it('refuses missing parts and malformed values without throwing', () => {
    const valid = sign('42', secret.previewToken, ts);
    expect(isValidPreviewToken({ spaceId: null, timestamp: ts, token: valid }, secret, now)).toBe(false);
    expect(isValidPreviewToken({ spaceId: '42', timestamp: null, token: valid }, secret, now)).toBe(false);
    expect(isValidPreviewToken({ spaceId: '42', timestamp: ts, token: null }, secret, now)).toBe(false);
    expect(isValidPreviewToken({ spaceId: '42', timestamp: `${ts}.5`, token: valid }, secret, now)).toBe(false);
    expect(isValidPreviewToken({ spaceId: '42', timestamp: '1e9', token: valid }, secret, now)).toBe(false);
    // Same length as a SHA-1 hex digest, but not hex: compared as bytes, never thrown on.
    expect(isValidPreviewToken({ spaceId: '42', timestamp: ts, token: 'é'.repeat(40) }, secret, now)).toBe(false);
    expect(isValidPreviewToken({ spaceId: '42', timestamp: ts, token: valid.slice(0, 39) }, secret, now)).toBe(false);
  });
});
