import type { FastifyReply } from 'fastify';
import { HttpError } from './errors.js';

const WINDOW_MS = 60_000;
/** Keys tracked per window; past this the oldest are dropped (a flood of fresh keys cannot grow memory). */
const MAX_KEYS = 50_000;

/**
 * Fixed one-minute windows per key, in memory: each replica limits what it serves, which is what a
 * single console node needs; behind several replicas the load balancer's limit is the outer one.
 */
export class RateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    /** Requests allowed per key and minute; 0 means unlimited. */
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  private roll() {
    const start = Math.floor(this.now() / WINDOW_MS) * WINDOW_MS;
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts.clear();
    }
  }

  /** Seconds until the key's window resets, or 0 while it is under its limit. */
  exhausted(key: string): number {
    if (!this.perMinute) return 0;
    this.roll();
    return (this.counts.get(key) ?? 0) >= this.perMinute ? this.retryAfter() : 0;
  }

  /** True while no key has been counted this window (nothing to look up). */
  idle(): boolean {
    if (!this.perMinute) return true;
    this.roll();
    return this.counts.size === 0;
  }

  /** Counts one request; answers how long to wait when that request is over the limit. */
  take(key: string): number {
    if (!this.perMinute) return 0;
    this.roll();
    const count = (this.counts.get(key) ?? 0) + 1;
    if (!this.counts.has(key) && this.counts.size >= MAX_KEYS) this.counts.delete(this.counts.keys().next().value!);
    this.counts.set(key, count);
    return count > this.perMinute ? this.retryAfter() : 0;
  }

  private retryAfter(): number {
    return Math.max(1, Math.ceil((this.windowStart + WINDOW_MS - this.now()) / 1000));
  }
}

/** 429 with Retry-After (RFC 9110 §10.2.3) naming what was limited. */
export function tooManyRequests(reply: FastifyReply, retryAfterS: number, what: string): HttpError {
  reply.header('retry-after', String(retryAfterS));
  return new HttpError(429, 'too_many_requests', `Too many ${what}; try again in ${retryAfterS} s`, { retryAfter: retryAfterS });
}
