import type { FastifyReply } from 'fastify';
import { HttpError } from './errors.js';
import { setBounded } from '../../core/bounded-map.js';

const WINDOW_MS = 60_000;
/** Keys tracked per window; past this the oldest are dropped (a flood of fresh keys cannot grow memory). */
const MAX_KEYS = 50_000;
/** How soon counts go to the other replicas: at once for rare events (failures), batched for every request. */
const BATCH_MS = 200;

/** Counts the replicas share (PostgreSQL, `shared-rate-counts.ts`). */
export interface SharedCounts {
  /** Adds this replica's counts of a window; answers every replica's totals of those keys. */
  add(limiter: string, windowStart: number, counts: Map<string, number>): Promise<Map<string, number>>;
}

export interface Sharing {
  store: SharedCounts;
  /** The limiter's name in the shared store. */
  name: string;
  /** Send each count at once (failures, sign-ins: rare, and a burst must meet one budget). */
  eager?: boolean;
  onError?(error: Error): void;
}

/** A count waiting for its place in every replica's total: its index among the batch's counts of the key. */
interface Waiter {
  index: number;
  /** What this replica alone would have decided: the answer when the store is away. */
  estimate: number;
  resolve(wait: number): void;
}

/**
 * Fixed one-minute windows per key. Alone, it counts in memory; with `sharing`, the replicas
 * behind a balancer spend one budget: each sends its counts to the shared store (at once, or every
 * BATCH_MS) and learns the totals back. `take` decides from the last known total plus what this
 * replica counted since, so it never waits for the database, and a burst split across replicas may
 * pass the limit by what arrives while one exchange is under way. `takeConfirmed` waits for the
 * exchange and decides by the count's place in every replica's total: exact, for failures, where a
 * burst of guesses spread over the replicas must meet one budget and the wait costs only the guesser.
 */
export class RateLimiter {
  private windowStart = 0;
  /** Every replica's total of the key at the last exchange. */
  private known = new Map<string, number>();
  /** Counted here since the last exchange. */
  private pending = new Map<string, number>();
  /** Counted here and sent, the totals not back yet: still counted, or they would vanish meanwhile. */
  private sending = new Map<string, number>();
  /** Counts in `pending` whose callers wait for their place in the total. */
  private waiters = new Map<string, Waiter[]>();
  private exchange: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    /** Requests allowed per key and minute; 0 means unlimited. */
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly sharing?: Sharing,
  ) {}

  private roll() {
    const start = Math.floor(this.now() / WINDOW_MS) * WINDOW_MS;
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.known.clear();
      this.pending.clear();
      this.sending.clear();
      // Counts of a past window not sent yet are dropped with it: their callers have this replica's answer.
      this.answerEstimates(this.waiters);
      this.waiters = new Map();
    }
  }

  private count(key: string) {
    return (this.known.get(key) ?? 0) + (this.sending.get(key) ?? 0) + (this.pending.get(key) ?? 0);
  }

  /** Seconds until the key's window resets, or 0 while it is under its limit. */
  exhausted(key: string): number {
    if (!this.perMinute) return 0;
    this.roll();
    return this.count(key) >= this.perMinute ? this.retryAfter() : 0;
  }

  /** True while no key has been counted this window (nothing to look up). */
  idle(): boolean {
    if (!this.perMinute) return true;
    this.roll();
    return this.known.size === 0 && this.pending.size === 0 && this.sending.size === 0;
  }

  /** Counts one request; answers how long to wait when that request is over the limit. */
  take(key: string): number {
    if (!this.perMinute) return 0;
    this.roll();
    const wait = this.countHere(key);
    if (this.sharing) this.schedule();
    return wait;
  }

  /**
   * Counts one request and answers, once the shared store has placed it, how long to wait when it
   * is over the limit: the n-th count of a key across every replica is refused past the limit, however
   * the burst was spread. Without sharing (or while the store is away) it answers as `take`.
   */
  takeConfirmed(key: string): Promise<number> {
    if (!this.perMinute || !this.sharing) return Promise.resolve(this.take(key));
    this.roll();
    const index = this.pending.get(key) ?? 0;
    const estimate = this.countHere(key);
    const list = this.waiters.get(key);
    // A flood of fresh keys while the store is slow: past the bound, this replica's answer stands.
    if (!list && this.waiters.size >= MAX_KEYS) {
      this.schedule();
      return Promise.resolve(estimate);
    }
    const placed = new Promise<number>((resolve) => {
      if (list) list.push({ index, estimate, resolve });
      else this.waiters.set(key, [{ index, estimate, resolve }]);
    });
    // The waiter goes with the batch that carries its count: eager limiters send it at once.
    this.schedule();
    return placed;
  }

  /** Counts one request here; answers this replica's view of whether it is over the limit. */
  private countHere(key: string): number {
    const count = this.count(key) + 1;
    setBounded(this.pending, key, (this.pending.get(key) ?? 0) + 1, MAX_KEYS);
    return count > this.perMinute ? this.retryAfter() : 0;
  }

  /** Until what was counted so far has been exchanged (tests, shutdown). */
  async settled(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.size || this.exchange) await (this.exchange ?? this.send());
  }

  private schedule() {
    if (this.sharing!.eager) return void this.send();
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.send();
    }, BATCH_MS).unref();
  }

  private send(): Promise<void> {
    if (this.exchange) {
      this.again = true;
      return this.exchange;
    }
    if (!this.pending.size) return Promise.resolve();
    const { store, name, onError } = this.sharing!;
    const windowStart = this.windowStart;
    const batch = this.pending;
    const waiters = this.waiters;
    this.pending = new Map();
    this.waiters = new Map();
    this.sending = batch;
    this.exchange = store
      .add(name, windowStart, batch)
      .then(
        (totals) => {
          // The store added the batch's counts of a key at once: they hold the last `n` places of its total.
          for (const [key, list] of waiters) {
            const total = totals.get(key);
            const n = batch.get(key) ?? 0;
            for (const waiter of list) {
              const place = total === undefined ? undefined : total - n + waiter.index + 1;
              waiter.resolve(place === undefined ? waiter.estimate : place > this.perMinute ? this.retryAfterIn(windowStart) : 0);
            }
          }
          if (windowStart !== this.windowStart) return;
          this.sending = new Map();
          for (const [key, total] of totals) {
            setBounded(this.known, key, Math.max(total, this.known.get(key) ?? 0), MAX_KEYS);
          }
        },
        (error: Error) => {
          // The database is away: the counts stay here and go with the next exchange.
          if (windowStart === this.windowStart) {
            this.sending = new Map();
            for (const [key, n] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + n);
          }
          this.answerEstimates(waiters);
          onError?.(error);
        },
      )
      .finally(() => {
        this.exchange = undefined;
        if (this.again) {
          this.again = false;
          void this.send();
        }
      });
    return this.exchange;
  }

  private answerEstimates(waiters: Map<string, Waiter[]>) {
    for (const list of waiters.values()) for (const waiter of list) waiter.resolve(waiter.estimate);
  }

  private retryAfter(): number {
    return this.retryAfterIn(this.windowStart);
  }

  private retryAfterIn(windowStart: number): number {
    return Math.max(1, Math.ceil((windowStart + WINDOW_MS - this.now()) / 1000));
  }
}

/** 429 with Retry-After (RFC 9110 §10.2.3) naming what was limited. */
export function tooManyRequests(reply: FastifyReply, retryAfterS: number, what: string): HttpError {
  reply.header('retry-after', String(retryAfterS));
  return new HttpError(429, 'too_many_requests', `Too many ${what}; try again in ${retryAfterS} s`, { retryAfter: retryAfterS });
}
