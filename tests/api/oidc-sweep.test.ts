import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbAdapterFactory, sweepExpiredOidcPayloads } from '../../server/idp/db-adapter.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.dispose();
});

describe("the embedded provider's stored sessions and grants", () => {
  it('are swept once expired, and only then', async () => {
    const Session = dbAdapterFactory(testDb.db);
    const sessions = new Session('Session');
    await sessions.upsert('live', { accountId: 'admin' }, 3600);
    await sessions.upsert('expired', { accountId: 'admin' }, 60);
    await testDb.db.query("update oidc_payloads set expires_at = now() - interval '1 minute' where id = 'expired'");
    expect(await sweepExpiredOidcPayloads(testDb.db)).toBe(1);
    expect(await sessions.find('live')).toMatchObject({ accountId: 'admin' });
    expect(await sessions.find('expired')).toBeUndefined();
    expect(await sweepExpiredOidcPayloads(testDb.db)).toBe(0);
  });
});
