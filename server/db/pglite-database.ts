import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './database.js';
import { acquireLockFile } from './lock-file.js';
import { TYPE_PARSERS } from './type-parsers.js';

function wrap(target: { query: PGlite['query'] }): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[]);
      // Like node-postgres: a statement returning rows counts them; others count affected rows.
      return { rows: result.rows, rowCount: result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
    },
  };
}

/**
 * Embedded PostgreSQL for demo and tests. dir undefined = in memory. PGlite does not fsync and is
 * single-process, hence the lock file and the CHECKPOINT on close. `image` starts a new one from a
 * data directory image (`PGlite.dumpDataDir`).
 */
export async function openPglite(dir?: string, image?: Blob): Promise<Database> {
  let releaseLock = () => {};
  if (dir) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    releaseLock = acquireLockFile(`${dir}.lock`);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir ?? 'memory://', { extensions: { pg_trgm }, parsers: TYPE_PARSERS, ...(image && { loadDataDir: image }) });
  } catch (error) {
    releaseLock();
    throw error;
  }
  return pgliteDatabase(pg, releaseLock);
}

/** An in-memory database started from a data directory image (`PGlite.dumpDataDir`): tests copy a seeded one. */
export async function openPgliteImage(image: Blob): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: image, extensions: { pg_trgm }, parsers: TYPE_PARSERS }));
}

/** The Database interface over an open PGlite; closing it checkpoints, closes and runs `onClose`. */
export function pgliteDatabase(pg: PGlite, onClose = () => {}): Database {
  const base = wrap(pg);
  let closed = false;
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      const results = await pg.exec(sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.rows.length ?? 0 };
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // PGlite has exactly one session, so the session is the database itself.
    withSession: (fn) => fn(base),
    async ping() {
      await pg.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.query('CHECKPOINT');
        await pg.close();
      } finally {
        onClose();
      }
    },
  };
}
