import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { startZabbixDouble } from '../support/zabbix-double.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

const TOKEN = 'zabbix-graph-token';
const now = Math.floor(Date.now() / 1000);

describe("an installation's monitoring graph from Zabbix", () => {
  let zabbix: Awaited<ReturnType<typeof startZabbixDouble>>;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let unconfigured: FastifyInstance;
  const as: Record<string, Record<string, string>> = {};
  let installationId: string;
  let foreignInstallation: string;

  beforeAll(async () => {
    zabbix = await startZabbixDouble({ version: '7.0.5', token: TOKEN });
    zabbix.addGraph({
      graphid: '1001',
      name: 'Terminal load',
      hostid: '2002',
      items: [
        {
          itemid: '31',
          name: 'CPU load',
          value_type: '0',
          units: '%',
          color: '1A7C11',
          history: [0, 1, 2].map((i) => ({ clock: now - 3600 * (3 - i), value: String(10 + i * 5) })),
        },
        { itemid: '32', name: 'Free memory', value_type: '3', units: 'B', color: 'F63100', history: [{ clock: now - 1800, value: '5120000' }] },
        { itemid: '33', name: 'Agent version', value_type: '1', units: '', color: '2774A4', history: [{ clock: now - 1800, value: '7.0.5' }] },
      ],
    });
    testDb = await createTestDatabase({ demo: true });
    const config = testConfig({ ZABBIX_URL: zabbix.url, ZABBIX_API_TOKEN: TOKEN });
    app = await buildApp({ config, db: testDb.db, logger: false });
    const plain = testConfig();
    unconfigured = await buildApp({ config: plain, db: testDb.db, logger: false });
    as.plain = bearer(await (await tokenFactory(plain)).for('admin'));
    const tokens = await tokenFactory(config);
    for (const user of ['admin', 'customer']) as[user] = bearer(await tokens.for(user));
    const { rows } = await testDb.db.query<{ id: string }>(`select id from installations where customer_id = 'cust-silvretta' order by id limit 1`);
    installationId = rows[0]!.id;
    const foreign = await testDb.db.query<{ id: string }>(`select id from installations where customer_id <> 'cust-silvretta' order by id limit 1`);
    foreignInstallation = foreign.rows[0]!.id;
  });
  afterAll(async () => {
    await app?.close();
    await unconfigured?.close();
    await testDb?.dispose();
    await zabbix?.close();
  });

  const graph = (target: FastifyInstance, installation: string, who = 'admin', path = '1001/2002?hours=6') =>
    target.inject({ url: `/api/installations/${installation}/monitoring-graph/${path}`, headers: as[who] });

  it('draws the numeric items of the graph over the hours asked for, asking graph.get and then history.get per item', async () => {
    const response = await graph(app, installationId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.name).toBe('Terminal load');
    expect(body.series.map((s: { name: string }) => s.name)).toEqual(['CPU load', 'Free memory']);
    expect(body.series[0]).toMatchObject({ unit: '%', color: '#1A7C11' });
    expect(body.series[0].points.map((p: { value: number }) => p.value)).toEqual([10, 15, 20]);
    const methods = zabbix.calls.map((c) => c.method).filter((m) => m !== 'apiinfo.version');
    expect(methods).toEqual(['graph.get', 'history.get', 'history.get']);
    expect(zabbix.calls.find((c) => c.method === 'history.get')!.params).toMatchObject({ itemids: ['31'], history: 0, sortfield: 'clock' });
  });

  it('says when Zabbix has no such graph of the host, and checks the ids', async () => {
    expect((await graph(app, installationId, 'admin', '1001/9999')).statusCode).toBe(404);
    expect((await graph(app, installationId, 'admin', 'abc/2002')).statusCode).toBe(400);
  });

  it("keeps a customer user to their own installations' graphs", async () => {
    expect((await graph(app, installationId, 'customer')).statusCode).toBe(200);
    expect((await graph(app, foreignInstallation, 'customer')).statusCode).toBe(404);
  });

  it('answers "not connected" without Zabbix settings, as a state rather than an error', async () => {
    const response = await graph(unconfigured, installationId, 'plain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ configured: false, series: [] });
  });
});
