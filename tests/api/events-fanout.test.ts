import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { EventBus, type LiveEvent } from '../../server/events/event-bus.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/test-db.js';

const staff = { subject: 's', email: '', name: 'S', roles: ['admin'], scope: 'staff' as const, customerIds: [] };
const customer = { subject: 'c', email: '', name: 'C', roles: ['firstlevel'], scope: 'customer' as const, customerIds: ['cust-a'] };

describe.runIf(TEST_DATABASE_URL)('live events between replicas (PostgreSQL LISTEN/NOTIFY)', () => {
  let testDb: TestDatabase;
  let second: Database;
  const [a, b] = [new EventBus(), new EventBus()];
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
    second = await testDb.reopen();
    await a.connect(testDb.db.messages!);
    await b.connect(second.messages!);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await second.close();
    await testDb.dispose();
  });

  it('delivers an event published on one replica to the streams of every replica, once, with its customer filter', async () => {
    const seenOnB: LiveEvent[] = [];
    const seenOnA: LiveEvent[] = [];
    const customerOnB: LiveEvent[] = [];
    const stop = [b.subscribe(staff, (e) => seenOnB.push(e)), a.subscribe(staff, (e) => seenOnA.push(e)), b.subscribe(customer, (e) => customerOnB.push(e))];
    a.publish({ resource: 'problems', id: 'p1', kind: 'created', customerIds: ['cust-b'] });
    a.publish({ resource: 'problems', id: 'p2', kind: 'updated', customerIds: ['cust-a'] });
    await expect.poll(() => seenOnB.length, { timeout: 5000 }).toBe(2);
    await expect.poll(() => seenOnA.length, { timeout: 5000 }).toBe(2);
    expect(seenOnB.map((e) => e.id)).toEqual(['p1', 'p2']);
    expect(customerOnB.map((e) => e.id)).toEqual(['p2']);
    for (const s of stop) s();
  });

  it('tells when the replica has heard back every announcement it sent, the same one twice included', async () => {
    const heard: string[] = [];
    const stop = a.onEvent((e) => heard.push(e.id));
    for (const id of ['p3', 'p3', 'p4']) a.publish({ resource: 'problems', id, kind: 'updated' });
    await a.heardOwn();
    expect(heard).toEqual(['p3', 'p3', 'p4']);
    stop();
  });
});

describe('live events without a transport (PGlite, one process)', () => {
  it("reach this process's streams directly", () => {
    const bus = new EventBus();
    const seen: string[] = [];
    bus.subscribe(staff, (e) => seen.push(e.id));
    bus.publish({ resource: 'notes', id: 'n1', kind: 'created' });
    expect(seen).toEqual(['n1']);
  });
});
