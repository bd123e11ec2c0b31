import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables that belong to the platform itself. Entity tables are derived from resources/ by the
 * resource kit; drizzle-kit reads this module to generate the committed SQL migrations.
 */

/** Server-side application settings (monitoring mode, maintenance mode, …), one row per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: text('updated_by'),
});

/** Records which seed sets ran, so a restart never seeds twice nor overwrites edited data. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().default(sql`now()`),
});
