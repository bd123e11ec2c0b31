import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { EXACT_COUNT_LIMIT } from '../../server/crud/list-statements.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = testConfig();
  app = await buildApp({ config, db: testDb.db, logger: false });
  admin = bearer(await (await tokenFactory(config)).for('admin'));
  await testDb.db.query(`insert into problems (id, source, trigger_id, name, severity, state, started_at)
    values ('small', 'zabbix', 't-small', 'Small', 'high', 'open', now()), ('large', 'zabbix', 't-large', 'Large', 'high', 'open', now())`);
  // Two problems' events: one just at the exact-count limit, one well past it.
  await testDb.db.query(`insert into problem_events (problem_id, at, kind, message)
    select 'small', now() - make_interval(secs => g), 'note', 'event ' || g from generate_series(1, ${EXACT_COUNT_LIMIT}) g`);
  await testDb.db.query(`insert into problem_events (problem_id, at, kind, message)
    select 'large', now() - make_interval(secs => g), 'note', 'event ' || g from generate_series(1, 30000) g`);
  await testDb.db.query('analyze problem_events');
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const list = (filter: object) =>
  app.inject({
    url: `/api/problem-events?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["at","DESC"]')}&range=${encodeURIComponent('[0,24]')}`,
    headers: admin,
  });
const total = (contentRange: unknown) => Number(String(contentRange).split('/')[1]);

describe('list totals', () => {
  it(`counts exactly up to ${EXACT_COUNT_LIMIT} matches`, async () => {
    const response = await list({ problemId: 'small' });
    expect(response.statusCode).toBe(200);
    expect(total(response.headers['content-range'])).toBe(EXACT_COUNT_LIMIT);
    expect(response.headers['x-total-estimated']).toBeUndefined();
  });

  it('estimates the total past the limit, says so in a header, and still returns the right page', async () => {
    const response = await list({ problemId: 'large' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-estimated']).toBe('true');
    expect(String(response.headers['access-control-expose-headers'])).toContain('X-Total-Estimated');
    const estimate = total(response.headers['content-range']);
    expect(estimate).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The planner's figure after ANALYZE: close to the 30,000 rows, not exact.
    expect(estimate).toBeGreaterThan(20_000);
    expect(estimate).toBeLessThan(45_000);
    expect(response.json()).toHaveLength(25);
    expect(response.json()[0].message).toBe('event 1');
  });

  it('estimates an unfiltered total over both problems', async () => {
    const response = await list({});
    expect(response.headers['x-total-estimated']).toBe('true');
    expect(total(response.headers['content-range'])).toBeGreaterThan(30_000);
  });
});
