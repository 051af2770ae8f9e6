import { describe, expect, it } from 'vitest';
import { buildPollInterval } from '@/site/navigation/build-poll-interval';

describe('buildPollInterval', () => {
  it('is five minutes when BUILD_POLL_INTERVAL_SECONDS is not set', () => {
    expect(buildPollInterval({})).toBe(300_000);
    expect(buildPollInterval({ BUILD_POLL_INTERVAL_SECONDS: '  ' })).toBe(300_000);
  });

  it('turns seconds into milliseconds, from 10 s to a day', () => {
    expect(buildPollInterval({ BUILD_POLL_INTERVAL_SECONDS: '60' })).toBe(60_000);
    expect(buildPollInterval({ BUILD_POLL_INTERVAL_SECONDS: ' 60 ' })).toBe(60_000);
    expect(buildPollInterval({ BUILD_POLL_INTERVAL_SECONDS: '10' })).toBe(10_000);
    expect(buildPollInterval({ BUILD_POLL_INTERVAL_SECONDS: '86400' })).toBe(86_400_000);
  });

  it('refuses values out of range or not whole seconds, naming the variable', () => {
    for (const value of ['9', '86401', '1.5', '60.5', 'abc', '-60', '1e2', '0x3c']) {
      expect(() => buildPollInterval({ BUILD_POLL_INTERVAL_SECONDS: value }), value).toThrow(
        'BUILD_POLL_INTERVAL_SECONDS',
      );
    }
  });
});
