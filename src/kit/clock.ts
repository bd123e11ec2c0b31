import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  timer?: ReturnType<typeof setInterval>;
  readonly listeners: Set<() => void>;
  /** Stable per clock: React subscribes again whenever the function it is given changes. */
  readonly subscribe: (listener: () => void) => () => void;
  readonly snapshot: () => number;
}

/** One clock per period, shared by every screen part that tells an age at that period. */
const clocks = new Map<number, Clock>();

function clockOf(periodMs: number): Clock {
  const existing = clocks.get(periodMs);
  if (existing) return existing;
  const clock: Clock = {
    now: Date.now(),
    listeners: new Set(),
    subscribe(listener) {
      // A clock nobody reads stands still; its first reader after a pause starts from now.
      if (!clock.listeners.size) clock.now = Date.now();
      clock.listeners.add(listener);
      clock.timer ??= setInterval(() => {
        clock.now = Date.now();
        for (const l of clock.listeners) l();
      }, periodMs);
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size) return;
        clearInterval(clock.timer);
        clock.timer = undefined;
      };
    },
    snapshot: () => clock.now,
  };
  clocks.set(periodMs, clock);
  return clock;
}

/**
 * The time, moved on every `periodMs`: what an age on screen ("5 minutes ago", "oldest: 2 h") is
 * told from, so a part whose data did not change still shows how old it is now. Every part with
 * the same period reads one timer and re-renders on the same tick.
 */
export function useClock(periodMs: number): number {
  const clock = clockOf(periodMs);
  return useSyncExternalStore(clock.subscribe, clock.snapshot);
}
