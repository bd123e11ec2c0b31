import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { openPostgres } from '../../server/db/postgres-database.js';
import { startJobs } from '../../server/jobs/jobs.js';
import { runOnServer } from '../support/database-templates.js';
import { TEST_DATABASE_URL } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';

// Issue 47: two replicas starting together on an empty database crashed one (`deadlock detected`
// in pg-boss's createQueue, 3 of 5 tries): queue creation ran outside the set-up lock. Each round
// starts three replicas at once on an empty schema — migrations, job queue, device layer, outbox.
const ROUNDS = 10;
const REPLICAS = 3;

async function startReplica(url: string, schema: string, replica: number): Promise<{ db: Database; app: FastifyInstance }> {
  const db = await openPostgres({ url, poolSize: 5, schema });
  try {
    await migrate(db);
    const config = testConfig({
      REPLICA_ID: `gondola-${replica}`,
      DEVICE_GATEWAY: 'true',
      MQTT_PORT: '0',
      MQTT_TOPIC_ROOT: `gondola-test/${schema}`,
      SIMULATOR_DEVICES: '0',
    });
    return { db, app: await buildApp({ config, db, logger: false }) };
  } catch (error) {
    await db.close();
    throw error;
  }
}

describe.skipIf(!TEST_DATABASE_URL)('replicas starting together on an empty database (PostgreSQL)', () => {
  it('create their job queues at the same moment without a deadlock', { timeout: 120_000 }, async () => {
    const url = TEST_DATABASE_URL!;
    const failures: string[] = [];
    const log = { error: () => {} };
    const queues = Array.from({ length: 6 }, (_, i) => `queue-${i}`);
    for (let round = 1; round <= ROUNDS; round++) {
      const schema = `queues_${round}_${randomBytes(3).toString('hex')}`;
      await runOnServer(url, `create schema ${schema}`);
      const handles = await Promise.all(Array.from({ length: REPLICAS }, () => openPostgres({ url, poolSize: 8, schema })));
      const runners = await Promise.all(handles.map((db) => startJobs(db, log)));
      // Every runner makes every queue at once: creating one is DDL on pg-boss's shared job table.
      const made = await Promise.allSettled(runners.flatMap((jobs) => queues.map((queue) => jobs.send(queue, { round }))));
      for (const result of made) if (result.status === 'rejected') failures.push(`round ${round}: ${(result.reason as Error).message}`);
      for (const jobs of runners) await jobs.stop();
      for (const db of handles) await db.close();
      await runOnServer(url, `drop schema if exists ${schema} cascade`, `drop schema if exists ${schema}_jobs cascade`);
    }
    expect(failures).toEqual([]);
  });

  it(`start, all ${REPLICAS} of them, in each of ${ROUNDS} rounds`, { timeout: 240_000 }, async () => {
    const url = TEST_DATABASE_URL!;
    const failures: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const schema = `start_${round}_${randomBytes(3).toString('hex')}`;
      await runOnServer(url, `create schema ${schema}`);
      const started = await Promise.allSettled(Array.from({ length: REPLICAS }, (_, i) => startReplica(url, schema, i + 1)));
      for (const [i, result] of started.entries()) if (result.status === 'rejected') failures.push(`round ${round}, replica ${i + 1}: ${(result.reason as Error).message}`);
      // Every replica that started answers ready, with its job queue made.
      for (const result of started) {
        if (result.status !== 'fulfilled') continue;
        expect((await result.value.app.inject('/health/ready')).statusCode).toBe(200);
      }
      for (const result of started) {
        if (result.status !== 'fulfilled') continue;
        await result.value.app.close();
        await result.value.db.close();
      }
      await runOnServer(url, `drop schema if exists ${schema} cascade`, `drop schema if exists ${schema}_jobs cascade`);
    }
    expect(failures).toEqual([]);
  });
});
