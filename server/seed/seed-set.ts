import type { Queryable } from '../db/database.js';

/** One set of seed data, applied once per database in one transaction with its ledger row. */
export interface SeedSet {
  name: string;
  /** Only with demo data (never in production). */
  demo: boolean;
  run(tx: Queryable): Promise<void>;
}
