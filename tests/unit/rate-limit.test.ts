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

  it('places each confirmed count in every replica’s total: a burst split over replicas meets one budget', async () => {
    // One shared store two replicas write to, answering after a delay as a database would.
    const totals = new Map<string, number>();
    const store = {
      add: async (_name: string, _window: number, counts: Map<string, number>) => {
        await new Promise((r) => setTimeout(r, 2));
        for (const [k, n] of counts) totals.set(k, (totals.get(k) ?? 0) + n);
        return new Map([...counts.keys()].map((k) => [k, totals.get(k)!]));
      },
    };
    const now = () => 30_000;
    const replicas = [new RateLimiter(5, now, { store, name: 'f', eager: true }), new RateLimiter(5, now, { store, name: 'f', eager: true })];
    const waits = await Promise.all(Array.from({ length: 20 }, (_, i) => replicas[i % 2]!.takeConfirmed('198.51.100.7')));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w === 30)).toHaveLength(15);
  });

  it('answers a confirmed count from this replica’s view when the store is away, and sends it later', async () => {
    let up = false;
    const sent: number[] = [];
    const store = {
      add: async (_name: string, _window: number, counts: Map<string, number>) => {
        if (!up) throw new Error('connection refused');
        sent.push(counts.get('a')!);
        return new Map([['a', counts.get('a')!]]);
      },
    };
    const limiter = new RateLimiter(2, () => 0, { store, name: 'f', eager: true });
    expect(await Promise.all([limiter.takeConfirmed('a'), limiter.takeConfirmed('a'), limiter.takeConfirmed('a')])).toEqual([0, 0, 60]);
    up = true;
    await limiter.settled();
    expect(sent).toEqual([3]);
  });

  it('answers confirmed counts of a minute that ended before they were sent', async () => {
    let now = 59_999;
    const store = { add: async (_n: string, _w: number, counts: Map<string, number>) => new Map([...counts].map(([k, n]) => [k, n])) };
    // Not eager: counts wait for the batch, and the minute ends first.
    const limiter = new RateLimiter(1, () => now, { store, name: 'f' });
    const placed = limiter.takeConfirmed('a');
    now = 60_000;
    limiter.take('b');
    expect(await placed).toBe(0);
  });
});
