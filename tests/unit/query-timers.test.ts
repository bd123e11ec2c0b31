import { describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts, nextTaskScheduler, type Platform } from '@src/data/query-timers';

/** A platform clock the test moves by hand, counting the platform timers set. */
function manualClock() {
  let now = 1_000;
  let lastHandle = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const platform = {
    now: () => now,
    setTimeout: (callback: () => void, delay: number) => {
      timers.set(++lastHandle, { at: now + delay, callback });
      return lastHandle as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => void timers.delete(handle as unknown as number),
  } satisfies Platform;
  return {
    platform,
    get platformTimersSet() {
      return lastHandle;
    },
    get platformTimersPending() {
      return timers.size;
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = [...timers].filter(([, t]) => t.at <= until).sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
        if (!next) break;
        timers.delete(next[0]);
        now = Math.max(now, next[1].at);
        next[1].callback();
      }
      now = until;
    },
  };
}

describe('coalesced query timeouts', () => {
  it('keeps a page of record-cache timeouts behind one platform timer and runs each when due', () => {
    const clock = manualClock();
    const timers = coalescedTimeouts(clock.platform);
    const ran: number[] = [];
    for (let i = 0; i < 25; i++) timers.setTimeout(() => ran.push(i), 300_000 + i);
    expect(clock.platformTimersSet).toBe(1);
    clock.advance(299_999);
    expect(ran).toEqual([]);
    clock.advance(12);
    expect(ran).toEqual([...Array(12).keys()]);
    clock.advance(100);
    expect(ran).toHaveLength(25);
    expect(clock.platformTimersPending).toBe(0);
  });

  it('arms the platform timer earlier for an earlier timeout, and a cleared timeout never runs', () => {
    const clock = manualClock();
    const timers = coalescedTimeouts(clock.platform);
    const late = vi.fn();
    const early = vi.fn();
    const cleared = vi.fn();
    timers.setTimeout(late, 1_000);
    const id = timers.setTimeout(cleared, 50);
    timers.setTimeout(early, 100);
    timers.clearTimeout(id);
    clock.advance(100);
    expect(early).toHaveBeenCalledOnce();
    expect(cleared).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
    clock.advance(900);
    expect(late).toHaveBeenCalledOnce();
  });

  it('releases the platform timer when the last timeout is cleared', () => {
    const clock = manualClock();
    const timers = coalescedTimeouts(clock.platform);
    const id = timers.setTimeout(() => undefined, 5_000);
    timers.clearTimeout(id);
    timers.clearTimeout(undefined);
    expect(clock.platformTimersPending).toBe(0);
  });

  it('runs an interval every period until cleared, and a timeout set by a callback after the round', () => {
    const clock = manualClock();
    const timers = coalescedTimeouts(clock.platform);
    const ticks: number[] = [];
    const id = timers.setInterval(() => {
      ticks.push(clock.platform.now());
      if (ticks.length === 1) timers.setTimeout(() => ticks.push(-1), 0);
    }, 1_000);
    clock.advance(3_500);
    expect(ticks).toEqual([2_000, -1, 3_000, 4_000]);
    timers.clearInterval(id);
    clock.advance(5_000);
    expect(ticks).toHaveLength(4);
  });

  it('reports a callback that throws and still runs the others due with it', () => {
    const clock = manualClock();
    const timers = coalescedTimeouts(clock.platform);
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const after = vi.fn();
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 10);
    timers.setTimeout(after, 10);
    clock.advance(10);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(after).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('next-task notification scheduler', () => {
  it('posts one task through a message channel for every batch scheduled before it, and sets no timer', async () => {
    const clock = manualClock();
    const schedule = nextTaskScheduler(clock.platform);
    const order: number[] = [];
    const ran = new Promise<void>((resolve) => {
      schedule(() => order.push(0));
      schedule(() => order.push(1));
      schedule(resolve);
    });
    expect(order).toEqual([]);
    await ran;
    expect(order).toEqual([0, 1]);
    expect(clock.platformTimersSet).toBe(0);
  });

  it('runs every batch scheduled before the next task in that one task, in order (a platform timer where there is no message channel)', () => {
    const clock = manualClock();
    const schedule = nextTaskScheduler(clock.platform, null);
    const order: number[] = [];
    for (let i = 0; i < 25; i++) schedule(() => order.push(i));
    expect(clock.platformTimersSet).toBe(1);
    expect(order).toEqual([]);
    clock.advance(0);
    expect(order).toEqual([...Array(25).keys()]);
    schedule(() => order.push(25));
    clock.advance(0);
    expect(order).toHaveLength(26);
    expect(clock.platformTimersSet).toBe(2);
  });
});
