import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { DEMO_USERS } from '../../server/idp/demo-users.js';
import type { AppConfig } from '../../server/config.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

let testDb: TestDatabase;
let app: FastifyInstance;
let config: AppConfig;
let tokens: Awaited<ReturnType<typeof tokenFactory>>;
let baseUrl: string;

beforeAll(async () => {
  testDb = await createTestDatabase({ demo: true });
  config = testConfig({ ENVIRONMENT: 'staging', JIRA_URL: 'https://jira.example.com/browse', ZABBIX_URL: 'https://zabbix.example.com' });
  app = await buildApp({ config, db: testDb.db, logger: false });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  tokens = await tokenFactory(config);
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const as = async (user: string) => bearer(await tokens.for(user));

/** Reads server-sent events until `count` change events arrived or the time is up. */
async function collectEvents(headers: Record<string, string>, count: number, during: () => Promise<unknown>, timeoutMs = 3000) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = response.body!.getReader();
  const events: unknown[] = [];
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += new TextDecoder().decode(value);
      for (const m of buffer.matchAll(/event: change\ndata: (.*)\n\n/g)) events.push(JSON.parse(m[1]!));
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
      if (events.length >= count) return;
    }
  })();
  await new Promise((r) => setTimeout(r, 100));
  await during();
  await Promise.race([reading, new Promise((r) => setTimeout(r, timeoutMs))]);
  controller.abort();
  return events;
}

/** Opens a stream with `query` and reads its `ready` and the changes that follow it within `forMs`. */
async function openStream(headers: Record<string, string>, query: string, forMs = 500) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events${query}`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += new TextDecoder().decode(value);
    }
  })().catch(() => undefined);
  await new Promise((r) => setTimeout(r, forMs));
  controller.abort();
  await reading;
  const blocks = [...text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({ event: m[1], data: JSON.parse(m[2]!) as unknown }));
  return { first: blocks[0], changes: blocks.filter((b) => b.event === 'change').map((b) => b.data) };
}

describe('settings (spec §1)', () => {
  it("returns the environment and the external tools' URLs", async () => {
    const response = await app.inject({ url: '/api/settings', headers: await as('zerolevel') });
    expect(response.json()).toEqual({
      environment: 'staging',
      gekkoUrl: null,
      jiraUrl: 'https://jira.example.com/browse',
      confluenceUrl: null,
      zabbixUrl: 'https://zabbix.example.com',
    });
    expect((await app.inject('/api/settings')).statusCode).toBe(401);
  });

  it('describes the application to staff only: customer staff learn no versions, ports or provider', async () => {
    const answer = await app.inject({ url: '/api/application-info', headers: await as('customer') });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain(process.version);
  });

  it('describes the application: version, database, migrations, identity provider, broker', async () => {
    const info = (await app.inject({ url: '/api/application-info', headers: await as('firstlevel') })).json();
    expect(info).toMatchObject({
      version: '1.3.123',
      environment: 'staging',
      database: { kind: testDb.db.kind, migrations: { state: 'applied', pending: [] } },
      identityProvider: { issuer: config.oidc.issuer, embedded: true },
      broker: { embedded: true },
    });
  });
});

describe('application settings', () => {
  it('lets only admins switch monitoring mode, with the version, audited, and announced to every console', async () => {
    const settings = (await app.inject({ url: '/api/application-settings', headers: await as('zerolevel') })).json() as Array<{ key: string; value: boolean; version: number }>;
    expect(settings.map((s) => s.key)).toEqual(['maintenanceMode', 'monitoringMode']);
    const current = settings.find((s) => s.key === 'monitoringMode')!;
    expect(current.value).toBe(true);

    const denied = await app.inject({
      method: 'PUT',
      url: '/api/application-settings/monitoringMode',
      headers: await as('secondlevel'),
      payload: { value: false, version: current.version },
    });
    expect(denied.statusCode).toBe(403);

    const watcher = await as('zerolevel');
    const events = await collectEvents(watcher, 1, async () => {
      const changed = await app.inject({
        method: 'PUT',
        url: '/api/application-settings/monitoringMode',
        headers: await as('admin'),
        payload: { value: false, version: current.version },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ key: 'monitoringMode', value: false, version: current.version + 1, updatedBy: 'Anna Admin' });
    });
    expect(events).toEqual([{ resource: 'application-settings', id: 'monitoringMode', kind: 'updated' }]);

    const stale = await app.inject({
      method: 'PUT',
      url: '/api/application-settings/monitoringMode',
      headers: await as('admin'),
      payload: { value: true, version: current.version },
    });
    expect(stale.statusCode).toBe(409);
    const audit = await testDb.db.query(`select actor, action, changes from audit_log where resource = 'application-settings' and record_id = 'monitoringMode'`);
    expect(audit.rows).toEqual([{ actor: 'demo-admin', action: 'update', changes: { value: { before: true, after: false } } }]);

    const bad = await app.inject({ method: 'PUT', url: '/api/application-settings/launchMissiles', headers: await as('admin'), payload: { value: true, version: 1 } });
    expect(bad.statusCode).toBe(400);
    const badBody = await app.inject({ method: 'PUT', url: '/api/application-settings/maintenanceMode', headers: await as('admin'), payload: { value: 'yes', version: 1 } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toMatch(/value/);
  });
});

describe('live events', () => {
  it("announce record changes, and customer users hear only of their customers' records", async () => {
    const customer = await as('customer');
    const admin = await as('admin');
    const seen = await collectEvents(customer, 1, async () => {
      const foreign = (await app.inject({ url: '/api/resorts/1004', headers: admin })).json();
      await app.inject({ method: 'PUT', url: '/api/resorts/1004', headers: admin, payload: { ...foreign, province: 'Ötztal-Tirol' } });
      const own = (await app.inject({ url: '/api/resorts/1001', headers: admin })).json();
      await app.inject({ method: 'PUT', url: '/api/resorts/1001', headers: admin, payload: { ...own, province: 'Paznaun' } });
    });
    expect(seen).toEqual([{ resource: 'resorts', id: '1001', kind: 'updated' }]);
  });

  it("tell customer users of a note on their installation only when it is shared with them, never an internal note's id", async () => {
    const admin = await as('admin');
    const { rows } = await testDb.db.query<{ id: string }>('select id from installations where customer_id = any($1::text[]) order by id limit 1', [
      DEMO_USERS.find((u) => u.username === 'customer')!.customerIds,
    ]);
    const installationId = rows[0]!.id;
    const ids: Record<string, string> = {};
    const seen = await collectEvents(await as('customer'), 1, async () => {
      for (const shared of [false, true]) {
        const note = await app.inject({
          method: 'POST',
          url: '/api/notes',
          headers: admin,
          payload: { text: shared ? 'Shared with the resort' : 'Internal: the customer owes us', category: 'information', installationId, sharedWithCustomer: shared },
        });
        expect(note.statusCode, note.body).toBe(201);
        ids[String(shared)] = note.json().id;
      }
    });
    expect(seen).toEqual([{ resource: 'notes', id: ids.true, kind: 'created' }]);
  });

  it("tell of someone's own absence only them and those who may read everyone's, not the other staff", async () => {
    const owner = await as('firstlevel');
    const create = () =>
      app.inject({ method: 'POST', url: '/api/absences', headers: owner, payload: { type: 'vacation', startsOn: '2027-02-01', endsOn: '2027-02-03', note: 'private' } });
    const colleague = await collectEvents(await as('zerolevel'), 1, async () => expect((await create()).statusCode).toBe(201), 1500);
    const self = await collectEvents(owner, 1, async () => expect((await create()).statusCode).toBe(201));
    expect(colleague.filter((e) => (e as { resource: string }).resource === 'absences')).toEqual([]);
    expect(self.some((e) => (e as { resource: string }).resource === 'absences')).toBe(true);
  });

  it('refuse a stream without a token', async () => {
    const response = await fetch(`${baseUrl}/api/events`);
    expect(response.status).toBe(401);
  });

  it('replay to a stream that asks what it missed the changes of that window its user may hear, right after its ready', async () => {
    const admin = await as('admin');
    const started = performance.now();
    for (const id of ['1004', '1001']) {
      const resort = (await app.inject({ url: `/api/resorts/${id}`, headers: admin })).json();
      expect((await app.inject({ method: 'PUT', url: `/api/resorts/${id}`, headers: admin, payload: { ...resort, province: `Replayed ${id}` } })).statusCode).toBe(200);
    }
    await app.events.heardOwn();
    // With the console's slack (the request takes a while to reach the server on a loaded machine):
    // the window may reach back to earlier tests' changes too, but ends with these, oldest first.
    const sinceStarted = () => `?replay=${Math.ceil(performance.now() - started) + 1_000}`;
    const staff = await openStream(admin, sinceStarted());
    expect(staff.first).toEqual({ event: 'ready', data: { complete: true, replayed: staff.changes.length } });
    expect(staff.changes.slice(-2)).toEqual([
      { resource: 'resorts', id: '1004', kind: 'updated' },
      { resource: 'resorts', id: '1001', kind: 'updated' },
    ]);
    const customer = await openStream(await as('customer'), sinceStarted());
    expect(customer.changes.at(-1)).toEqual({ resource: 'resorts', id: '1001', kind: 'updated' });
    expect(customer.changes).not.toContainEqual({ resource: 'resorts', id: '1004', kind: 'updated' });
    // A stream that asks nothing is told only what happens from now on.
    const fresh = await openStream(admin, '');
    expect(fresh.first).toEqual({ event: 'ready', data: { complete: true, replayed: 0 } });
    expect(fresh.changes).toEqual([]);
  });

  it('say so when the window asked reaches back before what the server holds, and refuse a window that is no count of milliseconds', async () => {
    const admin = await as('admin');
    const tenYears = 10 * 365 * 24 * 3_600_000;
    expect((await openStream(admin, `?replay=${tenYears}`, 200)).first).toEqual({ event: 'ready', data: { complete: false, replayed: expect.any(Number) } });
    const bad = await app.inject({ url: '/api/events?replay=soon', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/replay/);
  });
});
