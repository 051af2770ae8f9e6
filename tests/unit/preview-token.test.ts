import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPreviewToken } from '@/site/preview/preview-token';

const sign = (space: string, token: string, ts: string) => createHash('sha1').update(`${space}:${token}:${ts}`).digest('hex');

describe('isValidPreviewToken', () => {
  const now = 1_790_000_000_000;
  const ts = String(now / 1000 - 60);

  it('accepts the visual editor signature made with the preview token', () => {
    expect(isValidPreviewToken({ spaceId: '42', timestamp: ts, token: sign('42', 'secret', ts) }, 'secret', now)).toBe(true);
  });

  it('refuses another token, an old timestamp or missing parts', () => {
    expect(isValidPreviewToken({ spaceId: '42', timestamp: ts, token: sign('42', 'other', ts) }, 'secret', now)).toBe(false);
    const old = String(now / 1000 - 7200);
    expect(isValidPreviewToken({ spaceId: '42', timestamp: old, token: sign('42', 'secret', old) }, 'secret', now)).toBe(false);
    expect(isValidPreviewToken({ spaceId: null, timestamp: ts, token: 'x' }, 'secret', now)).toBe(false);
  });
});
