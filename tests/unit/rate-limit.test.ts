import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../server/http/rate-limit.js';

describe('RateLimiter', () => {
  it('lets the limit through, refuses the next request with the seconds left in the minute, and starts over in the next minute', () => {
    let now = 60_000 * 1000 + 15_000; // 15 s into a minute
    const limiter = new RateLimiter(3, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(45);
    expect(limiter.exhausted('a')).toBe(45);
    expect(limiter.take('b')).toBe(0);
    now += 45_000;
    expect(limiter.exhausted('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
  });

  it('is idle until a key is counted, and again once its minute is over', () => {
    let now = 0;
    const limiter = new RateLimiter(3, () => now);
    expect(limiter.idle()).toBe(true);
    limiter.take('a');
    expect(limiter.idle()).toBe(false);
    now += 60_000;
    expect(limiter.idle()).toBe(true);
  });

  it('never limits when the limit is 0', () => {
    const limiter = new RateLimiter(0);
    for (let i = 0; i < 10_000; i++) expect(limiter.take('a')).toBe(0);
  });

  it('keeps memory bounded when every request brings a new key', () => {
    const limiter = new RateLimiter(1, () => 0);
    for (let i = 0; i < 60_000; i++) limiter.take(`key-${i}`);
    expect((limiter as unknown as { pending: Map<string, number> }).pending.size).toBeLessThanOrEqual(50_000);
  });

  it('still counts what it sent to the other replicas while their totals are not back', () => {
    // A store that never answers (a slow database): the counts sent must not vanish from this replica's view.
    const never = { add: () => new Promise<Map<string, number>>(() => {}) };
    const limiter = new RateLimiter(3, () => 0, { store: never, name: 'test', eager: true });
    expect([1, 2, 3, 4, 5].map(() => limiter.take('198.51.100.7'))).toEqual([0, 0, 0, 60, 60]);
  });
});
