import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Database } from '../../server/db/database.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

// Issue 47: behind a balancer, two replicas each kept their own budget (150 bad tokens through
// HAProxy: 120 × 401, 30 × 429 at 60 a minute). They now spend one, shared through PostgreSQL.
const LIMIT = 10;

/** Budgets are per clock minute: a test that straddled its end would start on a fresh budget. */
async function awayFromMinuteEnd(needMs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 50));
}

describe.skipIf(!TEST_DATABASE_URL)('rate limits shared by two replicas (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let second: Database;
  let replicas: FastifyInstance[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    second = await testDb.reopen();
    const env = { RATE_LIMIT_AUTH_FAILURES_PER_MIN: String(LIMIT), RATE_LIMIT_API_PER_MIN: String(LIMIT) };
    replicas = [
      await buildApp({ config: testConfig({ ...env, REPLICA_ID: 'gondola-1' }), db: testDb.db, logger: false }),
      await buildApp({ config: testConfig({ ...env, REPLICA_ID: 'gondola-2' }), db: second, logger: false }),
    ];
  });
  afterAll(async () => {
    for (const app of replicas ?? []) await app.close();
    await second?.close();
    await testDb?.dispose();
  });

  it('refuses bad tokens past one budget across both replicas, however the burst is spread', async () => {
    await awayFromMinuteEnd(5_000);
    // A guesser's burst, all at once and spread over both replicas: each failure is placed in the
    // shared count before it is answered, so exactly the budget is told 401, not one budget each.
    const statuses = await Promise.all(
      Array.from({ length: 4 * LIMIT }, async (_, i) => {
        const response = await replicas[i % 2]!.inject({ url: '/api/resorts', headers: { authorization: `Bearer not-a-token-${i}` }, remoteAddress: '198.51.100.7' });
        return response.statusCode;
      }),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * LIMIT);
  });

  it('counts a user’s requests against one budget on whichever replica they land', async () => {
    const headers = bearer(await (await tokenFactory(replicas[0]!.config)).for('zerolevel'));
    await awayFromMinuteEnd(8_000);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) {
      statuses.push((await replicas[i % 2]!.inject({ url: '/api/resorts?range=[0,0]', headers })).statusCode);
      // Counts of every request go in batches (every 200 ms); a user's pace is slower than the batch.
      if (i % 2 === 1) await new Promise((r) => setTimeout(r, 250));
    }
    const served = statuses.filter((s) => s === 200).length;
    expect(served).toBeGreaterThanOrEqual(LIMIT);
    expect(served).toBeLessThanOrEqual(LIMIT + 2);
  });
});
