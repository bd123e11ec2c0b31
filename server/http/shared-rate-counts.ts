import type { Database } from '../db/database.js';
import type { SharedCounts } from './rate-limit.js';

/** Windows older than this are deleted now and then (a window lasts a minute). */
const KEEP_MS = 3 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counts in PostgreSQL (`rate_limit_counts`, unlogged): one upsert per exchange adds a
 * replica's counts and answers the totals, so every replica behind the balancer spends one budget.
 */
export function sharedRateCounts(db: Database): SharedCounts {
  let sweptAt = 0;
  return {
    async add(limiter, windowStart, counts) {
      const keys = [...counts.keys()];
      const { rows } = await db.query<{ key: string; count: number }>(
        `insert into rate_limit_counts (limiter, key, window_start, count)
         select $1, k, to_timestamp($2::float8 / 1000), n from unnest($3::text[], $4::int[]) as c(k, n)
         on conflict (limiter, key, window_start) do update set count = rate_limit_counts.count + excluded.count
         returning key, count`,
        [limiter, windowStart, keys, keys.map((k) => counts.get(k)!)],
      );
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await db.query('delete from rate_limit_counts where window_start < $1', [new Date(Date.now() - KEEP_MS)]);
      }
      return new Map(rows.map((r) => [r.key, r.count]));
    },
  };
}
