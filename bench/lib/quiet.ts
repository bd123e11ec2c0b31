import type { Queryable } from '../../server/db/database';

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
