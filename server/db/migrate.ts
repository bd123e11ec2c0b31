import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appRoot } from '../paths.js';
import { withAdvisoryLock } from './advisory-lock.js';
import type { Database, Queryable } from './database.js';

/** Arbitrary but fixed: every replica contends for the same advisory lock. */
const MIGRATION_LOCK_KEY = 4_711_000_001;

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export type MigrationState = 'applied' | 'pending' | 'migration-required';

export interface MigrationStatus {
  state: MigrationState;
  applied: string[];
  pending: string[];
  /** Applied migrations whose file changed since (or vanished): the database needs attention. */
  mismatched: string[];
  /**
   * Applied by a newer release (numbered after every migration this one has): during a rolling
   * update an old replica still starts and serves, as migrations are additive (docs/OPERATIONS.md).
   */
  ahead: string[];
}

const sequenceOf = (tag: string) => Number(/^(\d+)_/.exec(tag)?.[1] ?? Number.NaN);

export function defaultMigrationsDir(): string {
  return path.join(appRoot(), 'server/db/migrations');
}

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."x"; migrations belong to whatever schema
 * is current (production uses public, each test run its own), so the schema is left implicit.
 */
export function inCurrentSchema(statement: string): string {
  return statement.replaceAll('REFERENCES "public".', 'REFERENCES ');
}

/** Reads drizzle-kit's journal and SQL files, in journal order. */
export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
      return {
        tag,
        hash: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    });
}

async function ensureLedger(db: Queryable) {
  await db.query(`create table if not exists gondola_migrations (
    tag text primary key,
    hash text not null,
    applied_at timestamptz not null default now()
  )`);
}

async function appliedMigrations(db: Queryable): Promise<Map<string, string>> {
  // The ledger of the current schema only: another schema's ledger on the search path is not ours.
  const exists = await db.query(`select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'gondola_migrations'`);
  if (exists.rowCount === 0) return new Map();
  const { rows } = await db.query<{ tag: string; hash: string }>('select tag, hash from gondola_migrations');
  return new Map(rows.map((r) => [r.tag, r.hash]));
}

export async function migrationStatus(db: Queryable, migrations = readMigrations()): Promise<MigrationStatus> {
  const applied = await appliedMigrations(db);
  const known = new Set(migrations.map((m) => m.tag));
  const last = Math.max(-1, ...migrations.map((m) => sequenceOf(m.tag)));
  const unknown = [...applied.keys()].filter((tag) => !known.has(tag)).sort();
  const ahead = unknown.filter((tag) => sequenceOf(tag) > last);
  const mismatched = [...migrations.filter((m) => applied.has(m.tag) && applied.get(m.tag) !== m.hash).map((m) => m.tag), ...unknown.filter((tag) => !ahead.includes(tag))];
  const pending = migrations.filter((m) => !applied.has(m.tag)).map((m) => m.tag);
  return {
    state: mismatched.length ? 'migration-required' : pending.length ? 'pending' : 'applied',
    applied: [...applied.keys()].sort(),
    pending,
    mismatched,
    ahead,
  };
}

/**
 * Applies pending migrations, each in its own transaction, under a session advisory lock so two
 * replicas starting together never both migrate: the second waits, then finds nothing to do.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return withAdvisoryLock(db, MIGRATION_LOCK_KEY, async (session) => {
    await ensureLedger(session);
    const status = await migrationStatus(session, migrations);
    if (status.mismatched.length) {
      throw new Error(`Applied migrations differ from the committed files: ${status.mismatched.join(', ')}. Refusing to start.`);
    }
    const done: string[] = [];
    for (const migration of migrations) {
      if (!status.pending.includes(migration.tag)) continue;
      await session.query('BEGIN');
      try {
        for (const statement of migration.statements) await session.query(inCurrentSchema(statement));
        await session.query('insert into gondola_migrations (tag, hash) values ($1, $2)', [migration.tag, migration.hash]);
        await session.query('COMMIT');
      } catch (error) {
        await session.query('ROLLBACK').catch(() => {});
        throw new Error(`Migration ${migration.tag} failed: ${(error as Error).message}`, { cause: error });
      }
      done.push(migration.tag);
    }
    return done;
  });
}
