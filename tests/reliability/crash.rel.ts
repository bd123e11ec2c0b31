import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite-database.js';
import { apiAs, freePort, serverEnv, startServer, type RunningServer } from '../e2e/harness.js';
import { postgresReachable, privateCluster, scratchDatabase } from './postgres-servers.js';
import { recordCases } from './support.js';

// Crash safety of the built server (dist/server.js), the process that acknowledges writes: a 201
// is the acknowledgement. It is killed with SIGKILL at random points, during start-up and
// migrations as well as under writes; every acknowledged write must survive, and nothing
// half-written (a record without its audit row, or the reverse) may be visible.
const SERVER = path.resolve(import.meta.dirname, '../../dist/server.js');
const ROUNDS = Number(process.env.RELIABILITY_CRASH_ROUNDS ?? 10);
const WRITERS = 4;
const PG_REQUIRED = process.env.RELIABILITY_REQUIRE_PG === '1';
const pgAvailable = await postgresReachable();
if (!pgAvailable && PG_REQUIRED) throw new Error('PostgreSQL is required (RELIABILITY_REQUIRE_PG=1) but not reachable');

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const random = (min: number, max: number) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const QUIET = { DEMO_DATA: 'false', DEVICE_GATEWAY: 'false', SIMULATOR_DEVICES: '0', LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MIN: '0' };

/** Writers posting records until the server dies; the ids it answered 201 for are acknowledged. */
async function writeUntilKilled(server: RunningServer, acknowledged: Set<string>, killAfterMs: number) {
  const { headers } = await apiAs(server);
  let alive = true;
  const writer = async (w: number) => {
    for (let i = 0; alive; i++) {
      try {
        const response = await fetch(`${server.url}/api/acknowledgemessages`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ textEn: `Crash test ${w}.${i}`, textDe: `Absturztest ${w}.${i}`, category: 'working' }),
        });
        if (response.status === 201) acknowledged.add(String(((await response.json()) as { id: string }).id));
        else await response.body?.cancel();
      } catch {
        return; // the server is gone
      }
    }
  };
  const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  // The random moment counts from the first acknowledgement, so a slow machine still kills mid-write.
  const firstBefore = acknowledged.size;
  for (const deadline = Date.now() + 30_000; acknowledged.size === firstBefore && Date.now() < deadline; ) await sleep(10);
  await sleep(killAfterMs);
  server.process.kill('SIGKILL');
  await server.stop();
  alive = false;
  await writing;
}

/**
 * Rounds of start → (kill during start-up | write, kill), then one clean start whose data is
 * checked by `verify` after a graceful stop.
 */
async function crashRounds(env: Record<string, string>, dataDir: string, verify: (acknowledged: Set<string>) => Promise<void>) {
  const acknowledged = new Set<string>();
  const port = await freePort();
  let startsKilled = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Every third round (the first included: a fresh database) dies during start-up, while
    // migrations run and the database opens.
    if (round % 3 === 0) {
      const child = spawn(process.execPath, [SERVER], { env: { ...process.env, ...serverEnv(port, dataDir), ...QUIET, ...env }, stdio: 'ignore' });
      await sleep(random(200, 2500));
      child.kill('SIGKILL');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      startsKilled++;
      continue;
    }
    const server = await startServer({ ...QUIET, ...env }, { dataDir, port });
    const before = acknowledged.size;
    await writeUntilKilled(server, acknowledged, random(300, 2500));
    expect(acknowledged.size, `round ${round} acknowledged nothing`).toBeGreaterThan(before);
  }
  const last = await startServer({ ...QUIET, ...env }, { dataDir, port });
  await last.stop('SIGTERM');
  await verify(acknowledged);
  expect(startsKilled).toBeGreaterThan(0);
  console.info(`crash rounds: ${ROUNDS} kills (${startsKilled} during start-up), ${acknowledged.size} acknowledged writes, all present`);
  recordCases('crash', ROUNDS);
  return acknowledged.size;
}

/** The SQL that must come out empty or equal after any crash: records and audit rows in pairs. */
async function checkConsistency(query: (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>, acknowledged: Set<string>) {
  const ids = [...acknowledged];
  const present = await query('select id from acknowledgemessages where id = any($1::text[])', [ids]);
  expect(present.length, 'acknowledged writes missing after the crashes').toBe(ids.length);
  const orphans = await query(
    `select m.id from acknowledgemessages m left join audit_log a on a.resource = 'acknowledgemessages' and a.record_id = m.id and a.action = 'create' where a.id is null and m.created_by <> 'system:seed'`,
  );
  expect(orphans, 'records without their audit row').toEqual([]);
  const ghosts = await query(
    `select a.record_id from audit_log a left join acknowledgemessages m on m.id = a.record_id where a.resource = 'acknowledgemessages' and a.action = 'create' and m.id is null`,
  );
  expect(ghosts, 'audit rows of records that were never committed').toEqual([]);
}

describe(`kill -9 at random points, ${ROUNDS} rounds`, () => {
  it('on PGlite: every acknowledged write survives, nothing is half-written, the lock and migrations recover', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-crash-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const writes = await crashRounds({}, dataDir, async (acknowledged) => {
      const db = await openPglite(path.join(dataDir, 'pglite'));
      try {
        await checkConsistency(async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows, acknowledged);
      } finally {
        await db.close();
      }
    });
    expect(writes).toBeGreaterThan(50);
  });

  it.skipIf(!pgAvailable)('on PostgreSQL: every acknowledged write survives, nothing is half-written, migrations recover', async () => {
    const database = await scratchDatabase('gondola_crash');
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-crash-pg-'));
    const writes = await crashRounds({ DATABASE_URL: database.url }, dataDir, async (acknowledged) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await checkConsistency(async (sql, params) => (await client.query(sql, params)).rows as Array<Record<string, unknown>>, acknowledged);
      } finally {
        await client.end();
      }
    });
    expect(writes).toBeGreaterThan(50);
  });
});

describe('PostgreSQL stopped with pg_ctl stop -m immediate under load', () => {
  it('answers 503 while the database is down and recovers by itself when it is back', async (context) => {
    const cluster = await privateCluster();
    if (typeof cluster === 'string') {
      if (PG_REQUIRED) throw new Error(cluster);
      context.skip();
      return;
    }
    cleanups.push(() => cluster.destroy());
    const server = await startServer({ ...QUIET, DATABASE_URL: cluster.url });
    cleanups.push(async () => void (await server.stop()));
    const { headers } = await apiAs(server);
    const statuses = { before: [] as number[], down: [] as number[], after: [] as number[] };
    let phase: keyof typeof statuses = 'before';
    let running = true;
    const load = Promise.all(
      Array.from({ length: 5 }, async () => {
        while (running) {
          const response = await fetch(`${server.url}/api/acknowledgemessages`, { headers, signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
          statuses[phase].push(response?.status ?? 0);
          await response?.body?.cancel();
          await sleep(20);
        }
      }),
    );
    await sleep(1500);
    phase = 'down';
    cluster.stopImmediately();
    await sleep(4000);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBeTruthy();
    phase = 'after';
    const restarted = Date.now();
    cluster.start();
    // The server is not restarted: its pool must find the database again on its own.
    let recoveredAfter = -1;
    while (Date.now() - restarted < 30_000) {
      const probe = await fetch(`${server.url}/api/acknowledgemessages`, { headers });
      await probe.body?.cancel();
      if (probe.status === 200) {
        recoveredAfter = Date.now() - restarted;
        break;
      }
      await sleep(200);
    }
    running = false;
    await load;
    recordCases('crash', statuses.before.length + statuses.down.length + statuses.after.length);
    console.info(
      `pg_ctl stop -m immediate: ${statuses.before.length} answers before, ${statuses.down.length} while down (${statuses.down.filter((s) => s === 503).length} × 503), API back ${recoveredAfter} ms after the restart`,
    );
    expect(statuses.before.length).toBeGreaterThan(10);
    expect(new Set(statuses.before)).toEqual(new Set([200]));
    // While it is down: 503 (the database went away), never a 500 or a hang.
    const downAnswers = statuses.down.filter((s) => s !== 200);
    expect(downAnswers.length).toBeGreaterThan(5);
    expect(
      downAnswers.filter((s) => s !== 503),
      `answers while down: ${JSON.stringify(statuses.down.slice(0, 40))}`,
    ).toEqual([]);
    expect(recoveredAfter, 'the API did not recover within 30 s').toBeGreaterThanOrEqual(0);
    expect(statuses.after.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(server.process.exitCode).toBeNull();
  });
});
