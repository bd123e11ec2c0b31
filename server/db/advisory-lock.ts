import type { Database, Queryable } from './database.js';

/**
 * Runs `fn` on one session holding a PostgreSQL session advisory lock, so that replicas starting
 * together do a set-up step one at a time (the next waits, then finds it done).
 */
export function withAdvisoryLock<T>(db: Database, key: number, fn: (session: Queryable) => Promise<T>): Promise<T> {
  return db.withSession(async (session) => {
    await session.query('select pg_advisory_lock($1)', [key]);
    try {
      return await fn(session);
    } finally {
      await session.query('select pg_advisory_unlock($1)', [key]);
    }
  });
}
