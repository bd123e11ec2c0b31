import type { Queryable } from '../db/database.js';
import type { ObjectStorage } from '../storage/object-storage.js';

export interface SeedContext {
  /** The file storage; a set that stores files waits (without a ledger row) until a start provides it. */
  storage?: ObjectStorage;
}

/** One set of seed data, applied once per database in one transaction with its ledger row. */
export interface SeedSet {
  name: string;
  /** Only with demo data (never in production). */
  demo: boolean;
  /** The set writes files: it runs only when the storage is there. */
  needsStorage?: boolean;
  run(tx: Queryable, context: SeedContext): Promise<void>;
}
