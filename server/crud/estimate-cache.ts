import { setBounded } from '../../core/bounded-map.js';

/** How long a planner estimate is reused; statistics only change when (auto)ANALYZE runs anyway. */
export const ESTIMATE_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

/** The `explain` of a list and its parameters. */
export interface EstimatedStatement {
  readonly estimate: string;
  readonly values: readonly unknown[];
}

/**
 * The planner's row estimates for lists past the exact-count limit, by statement and values.
 * An estimate comes from the table statistics, which ANALYZE and autovacuum refresh every few
 * minutes at most; asking again on every page only costs a second round trip for the same number.
 */
export class EstimateCache {
  private readonly entries = new Map<string, { rows: number; expires: number }>();
  /** Each list's key, made once: a remembered list plan asks with the same statements every time. */
  private readonly keys = new WeakMap<EstimatedStatement, string>();

  async get(statement: EstimatedStatement, estimate: () => Promise<number>, now = Date.now()): Promise<number> {
    let key = this.keys.get(statement);
    if (key === undefined) {
      key = `${statement.estimate}\u0000${JSON.stringify(statement.values)}`;
      this.keys.set(statement, key);
    }
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.rows;
    const rows = await estimate();
    // A refreshed entry moves to the back.
    this.entries.delete(key);
    setBounded(this.entries, key, { rows, expires: now + ESTIMATE_TTL_MS }, MAX_ENTRIES);
    return rows;
  }
}
