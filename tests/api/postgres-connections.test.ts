import fs from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { openPostgres } from '../../server/db/postgres-database.js';
import { TEST_DATABASE_URL } from '../support/test-db.js';

/** A statement whose executor needs a few hundred KB (a sort of 4,000 strings), as a list page's does. */
const SORTING = 'select count(*) from (select md5(i::text) from generate_series(1, 4000) i order by 1) sorted';
const RUNS = 40;

/** The minor page faults of a process so far, or undefined where it is not on this machine. */
const minorFaults = (pid: number) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[7]);
  } catch {
    return undefined;
  }
};

async function faultsPerStatement(run: (sql: string) => Promise<unknown>, pid: number) {
  for (let i = 0; i < 5; i++) await run(SORTING);
  const before = minorFaults(pid);
  for (let i = 0; i < RUNS; i++) await run(SORTING);
  const after = minorFaults(pid);
  return before === undefined || after === undefined ? undefined : (after - before) / RUNS;
}

describe.runIf(TEST_DATABASE_URL)('pooled PostgreSQL connections (a server on this machine)', () => {
  let db: Database | undefined;
  afterAll(() => db?.close());

  it('warm a new connection before handing it out, never as a second query on a busy client', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    const fresh = await openPostgres({ url: TEST_DATABASE_URL!, poolSize: 2 });
    try {
      const pids = await Promise.all([1, 2].map(() => fresh.query<{ pid: number }>('select pg_backend_pid() as pid')));
      // pg warns once per process, on the next tick: this test runs first, and a round trip later the warning would have arrived.
      await fresh.query('select 1');
      expect(pids).toHaveLength(2);
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', listen);
      await fresh.close();
    }
  });

  it('keep their backend heap between statements instead of faulting it back in on each one', async ({ skip }) => {
    // A connection as any client opens one: its backend gives memory back and takes it again.
    const plain = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await plain.connect();
    const plainPid = (await plain.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const unwarmed = await faultsPerStatement((sql) => plain.query(sql), plainPid).finally(() => plain.end());
    if (unwarmed === undefined) return skip('the PostgreSQL server is not on this machine: its processes cannot be read');
    if (unwarmed < 10) return skip(`this server's allocator keeps its heap anyway (${unwarmed} faults per statement)`);

    db = await openPostgres({ url: TEST_DATABASE_URL!, poolSize: 1 });
    const pid = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const pooled = await faultsPerStatement((sql) => db!.query(sql), pid);
    expect(pooled).toBeLessThan(1);
  });
});
