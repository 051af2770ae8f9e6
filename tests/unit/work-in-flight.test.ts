import { describe, expect, it } from 'vitest';
import { workInFlight } from '@/server/work-in-flight';

describe('work in flight', () => {
  it('dates a request from the oldest request being handled when it began, its own start if none', () => {
    let time = 1_000;
    const requests = workInFlight(() => time);
    const prefetch = requests.begin();
    expect(prefetch.since).toBe(1_000);
    time = 1_500;
    const visitor = requests.begin();
    // It may join the render the prefetch started.
    expect(visitor.since).toBe(1_000);
    expect(requests.size()).toBe(2);

    prefetch.end();
    visitor.end();
    time = 2_000;
    expect(requests.begin().since).toBe(2_000);
  });

  it('forgets a request once ended, whichever order they end in', () => {
    let time = 0;
    const requests = workInFlight(() => time);
    const first = requests.begin();
    time = 10;
    const second = requests.begin();
    time = 20;
    first.end();
    first.end();
    expect(requests.begin().since).toBe(10);
    second.end();
    expect(requests.size()).toBe(1);
  });
});
