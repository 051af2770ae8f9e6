import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatPass } from '@/db/repeated-pass';

describe('repeatPass', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at start, then the interval after each pass ends; at once after « again »', async () => {
    const answers: ('again' | void)[] = ['again', undefined, undefined];
    const pass = vi.fn(async () => answers.shift());
    const stop = repeatPass(pass, { intervalMs: 1_000, onError: () => {} });
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(990);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(pass).toHaveBeenCalledTimes(3);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('hands a failing pass to onError and goes on', async () => {
    const onError = vi.fn();
    const pass = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
    const stop = repeatPass(pass, { intervalMs: 1_000, onError });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(new Error('database down'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stop waits for the pass under way and starts no other', async () => {
    let finish: () => void = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatPass(pass, { intervalMs: 10, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(100);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
