import { notifyManager, type TimeoutCallback, type TimeoutProvider, timeoutManager } from '@tanstack/react-query';
import { nextTask } from '@src/boot/next-task';

/** The platform's timers, read at each call (tests install fake ones after this module loads). */
const platform = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, delay: number) => globalThis.setTimeout(callback, delay),
  clearTimeout: (handle: ReturnType<typeof globalThis.setTimeout>) => globalThis.clearTimeout(handle),
};
export type Platform = typeof platform;

interface Entry {
  at: number;
  callback: TimeoutCallback;
  every?: number;
}

/** A callback's exception is reported, as the platform reports a timer's, and the others still run. */
const report = (error: unknown) => (typeof globalThis.reportError === 'function' ? globalThis.reportError(error) : console.error(error));

/**
 * TanStack Query's timeouts (a query's garbage collection after `gcTime`, refetch intervals) kept in
 * one table behind a single platform timer, due at the earliest of them. A list's first page puts
 * each of its records into the record cache (react-admin's `useGetList`), a query each: one platform
 * timer per record, set and cleared in the task that paints the list. A platform timer is cheap,
 * but not free, and far dearer under a profiler (Chromium records a stack with each): on a phone
 * under Lighthouse those timers were a 200 ms task. TanStack's own advice for many timers is a provider that coalesces them.
 */
export function coalescedTimeouts(clock: Platform = platform): TimeoutProvider<number> {
  const entries = new Map<number, Entry>();
  let lastId = 0;
  let armed: { at: number; handle: ReturnType<typeof globalThis.setTimeout> } | undefined;
  // While the due callbacks run, what they schedule is armed once, after them.
  let firing = false;

  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const entry of entries.values()) earliest = Math.min(earliest, entry.at);
    if (armed && armed.at <= earliest) return;
    if (armed) clock.clearTimeout(armed.handle);
    armed = earliest === Number.POSITIVE_INFINITY ? undefined : { at: earliest, handle: clock.setTimeout(fire, Math.max(0, earliest - clock.now())) };
  };
  const fire = () => {
    armed = undefined;
    firing = true;
    const now = clock.now();
    const due = [...entries].filter(([, entry]) => entry.at <= now).sort(([a, x], [b, y]) => x.at - y.at || a - b);
    for (const [id, entry] of due) {
      // Cleared by an earlier callback of this round: it does not run.
      if (entries.get(id) !== entry) continue;
      if (entry.every === undefined) entries.delete(id);
      else entry.at = now + entry.every;
      try {
        entry.callback();
      } catch (error) {
        report(error);
      }
    }
    firing = false;
    arm();
  };
  const schedule = (callback: TimeoutCallback, delay: number, every?: number) => {
    const id = ++lastId;
    const wait = Math.max(0, Number.isFinite(delay) ? delay : 0);
    entries.set(id, { at: clock.now() + wait, callback, every: every === undefined ? undefined : Math.max(1, wait) });
    if (!firing && (!armed || clock.now() + wait < armed.at)) arm();
    return id;
  };
  const cancel = (id: number | undefined) => {
    if (id === undefined || !entries.delete(id)) return;
    // The platform timer stays armed when others remain: it finds nothing due, or the next one.
    if (!entries.size && armed) {
      clock.clearTimeout(armed.handle);
      armed = undefined;
    }
  };
  return {
    setTimeout: (callback, delay) => schedule(callback, delay),
    clearTimeout: cancel,
    setInterval: (callback, delay) => schedule(callback, delay, delay),
    clearInterval: cancel,
  };
}

/**
 * Notification batches run in the next task, all batches scheduled before it in that one task, in
 * order (TanStack Query's default gives each batch a platform timer, and a task, of its own).
 */
export function nextTaskScheduler(clock: Platform = platform, post: ((run: () => void) => void) | null = (run) => void nextTask().then(run)): (callback: () => void) => void {
  let queue: Array<() => void> = [];
  const drain = () => {
    const batch = queue;
    queue = [];
    for (const callback of batch) {
      try {
        callback();
      } catch (error) {
        report(error);
      }
    }
  };
  return (callback) => {
    if (queue.push(callback) !== 1) return;
    if (post) post(drain);
    else clock.setTimeout(drain, 0);
  };
}

/** Before the console's QueryClient is made: every query timer and notification batch coalesced. */
export function coalesceQueryTimers(): void {
  timeoutManager.setTimeoutProvider(coalescedTimeouts());
  notifyManager.setScheduler(nextTaskScheduler());
}
