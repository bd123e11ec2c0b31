import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.js';
import { type Denial, DenialAudit } from '../../server/auth/denial-store.js';

/** An audit table in memory whose writes resolve a turn later, as a database's do. */
function auditTable() {
  const rows: Array<{ id: number; actor: string; count: number }> = [];
  const db: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      await new Promise((resolve) => setImmediate(resolve));
      if (sql.startsWith('insert')) {
        const row = { id: rows.length + 1, actor: String(params[0]), count: 1 };
        rows.push(row);
        return { rows: [{ id: row.id }] as T[] };
      }
      const row = rows.find((r) => r.id === params[0]);
      if (row) row.count = Number(params[1]);
      return { rows: [] as T[] };
    },
  } as Queryable;
  return { db, rows };
}

const denial = (subject: string): Denial => ({ who: { subject, name: subject }, route: 'GET /api/installations', url: '/api/installations', reason: 'foreign-domain' });

let audit: DenialAudit | undefined;
afterEach(async () => {
  await audit?.close();
});

/** A denial audit on an in-memory table, with a clock the test moves on. */
function startAudit() {
  const { db, rows } = auditTable();
  const clock = { now: 1_000_000 };
  audit = new DenialAudit(
    db,
    (error) => {
      throw error;
    },
    () => clock.now,
  );
  return { denials: audit, rows, clock };
}

describe('the denial audit', () => {
  it('writes one row per account and minute however many refusals arrive at once', async () => {
    const { denials, rows, clock } = startAudit();
    await Promise.all(Array.from({ length: 50 }, () => denials.record(denial('demo-foreign'))));
    await denials.flush();
    expect(rows).toEqual([{ id: 1, actor: 'demo-foreign', count: 50 }]);

    // The next minute's burst, all at once after a pause: one more row, not one per request.
    clock.now += 61_000;
    await Promise.all(Array.from({ length: 50 }, () => denials.record(denial('demo-foreign'))));
    await denials.flush();
    expect(rows).toEqual([
      { id: 1, actor: 'demo-foreign', count: 50 },
      { id: 2, actor: 'demo-foreign', count: 50 },
    ]);
  });

  it('keeps an account’s new window when a flush of its ended one finishes after it opened', async () => {
    const { denials, rows, clock } = startAudit();
    await denials.record(denial('demo-noroles'));
    await denials.record(denial('demo-noroles'));
    clock.now += 61_000;
    // The periodic flush starts on the ended window; a refusal opens the next one meanwhile.
    const flushing = denials.flush();
    const opened = denials.record(denial('demo-noroles'));
    await Promise.all([flushing, opened]);
    await denials.record(denial('demo-noroles'));
    await denials.flush();
    expect(rows).toEqual([
      { id: 1, actor: 'demo-noroles', count: 2 },
      { id: 2, actor: 'demo-noroles', count: 2 },
    ]);
  });
});
