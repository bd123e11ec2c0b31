import os from 'node:os';
import type { Queryable } from '../../server/db/database';
import { machineBusyMs } from './proc';

const ACTIVE = "select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and datname = current_database()";

/**
 * Waits until no other statement runs on the bench's database. A load tool stops sending when its
 * time is up, but the server behind it finishes what it had taken in: a peer whose p99 is a second
 * keeps PostgreSQL busy for that long, and the next measured load would pay for it. Returns how long
 * it waited (ms); gives up after `timeoutMs` (the figures then show it).
 */
export async function untilDatabaseQuiet(db: Queryable, timeoutMs = 30_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    const { rows } = await db.query<{ n: number }>(ACTIVE);
    if (rows[0]!.n === 0) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - start;
}

/**
 * Waits until the machine is nearly idle: less than `share` of all its cores busy over a `windowMs`
 * window. A server whose load tool has stopped may still be at work with nothing left for
 * PostgreSQL (a peer answering what it had queued, a collector after the load): the next measured
 * load would share the cores with it. Returns how long it waited (ms); gives up after `timeoutMs`.
 */
export async function untilMachineQuiet(share = 0.15, windowMs = 100, timeoutMs = 5_000): Promise<number> {
  const start = performance.now();
  const cores = os.availableParallelism();
  while (performance.now() - start < timeoutMs) {
    const busy0 = machineBusyMs();
    const t0 = performance.now();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if ((machineBusyMs() - busy0) / ((performance.now() - t0) * cores) < share) return performance.now() - start;
  }
  return performance.now() - start;
}
