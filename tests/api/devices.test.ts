import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLATION_TYPES_FOR_DEVICE } from '../../core/devices/fit.js';
import { brokerReachable, MOSQUITTO_URL, rawClient, startDeviceHarness, type DeviceHarness } from '../support/device-harness.js';

const mosquitto = await brokerReachable(MOSQUITTO_URL);
if (!mosquitto && process.env.CI) throw new Error(`Mosquitto is not reachable at ${MOSQUITTO_URL}; CI must run the device suite against it`);

const BROKERS = [
  { name: 'embedded broker', url: undefined, run: true },
  { name: 'Mosquitto', url: MOSQUITTO_URL, run: mosquitto },
];

describe.each(BROKERS)('devices on the $name', ({ url, run }) => {
  let h: DeviceHarness;
  let installationId: string;
  let foreignInstallationId: string;
  const commandCount = async () => Number((await h.testDb.db.query<{ n: number }>('select count(*)::int as n from device_commands')).rows[0]!.n);
  const device = (id: string) => h.app.inject({ method: 'GET', url: `/api/devices/${id}`, headers: h.as.admin }).then((r) => r.json() as Record<string, unknown>);
  const run_ = (id: string, body: Record<string, unknown>, who = 'admin') =>
    h.app.inject({ method: 'POST', url: `/api/devices/${id}/commands`, headers: h.as[who], payload: body });
  const openTracker = async (triggerId: string) =>
    (await h.testDb.db.query<{ state: string }>(`select state from problems where source = 'tracker' and trigger_id = $1`, [triggerId])).rows[0]?.state;

  beforeAll(async () => {
    if (!run) return;
    h = await startDeviceHarness({ brokerUrl: url });
    const { rows } = await h.testDb.db.query<{ id: string; customer_id: string }>(`select id, customer_id from installations where status = 'active' order by id`);
    installationId = rows.find((r) => r.customer_id === 'cust-silvretta')!.id;
    foreignInstallationId = rows.find((r) => !['cust-silvretta', 'cust-matterhorn'].includes(r.customer_id))!.id;
    // A component type whose commands time out after one second.
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/software-component-types',
          headers: h.as.admin,
          payload: { id: 'quick-type', name: 'Quick type', defaultTimeoutSeconds: 1 },
        })
      ).statusCode,
    ).toBe(201);
    const command = await h.app.inject({
      method: 'POST',
      url: '/api/component-commands',
      headers: h.as.admin,
      payload: {
        typeId: 'quick-type',
        name: 'ping',
        label: { en: 'Ping', de: 'Ping' },
        payloadTemplate: '{"action":"ping","count":{{count}}}',
        parameters: [{ name: 'count', type: 'integer', required: true }],
        capability: 'support.write',
      },
    });
    expect(command.statusCode, command.body).toBe(201);
  });
  afterAll(async () => h?.close());

  it.runIf(run)('sends a command to the device and records queued → sent → succeeded with the answer', async () => {
    const { id, secret } = await h.createDevice({ id: 'rt-cam-1', name: 'Round trip camera', type: 'camera', installationId });
    await h.startDevice(id, secret, 'camera');
    await h.waitFor(async () => (await device(id)).status === 'online', 'the device to come online');
    const response = await run_(id, { command: 'status', wait: 5000 });
    expect(response.statusCode, response.body).toBe(202);
    const record = response.json();
    expect(record).toMatchObject({ deviceId: id, installationId, command: 'status', status: 'succeeded', origin: 'device', requestedByName: 'Anna Admin' });
    expect(JSON.parse(record.result)).toMatchObject({ version: '2.8.3' });
    expect(record.sentAt).toBeTruthy();
    expect(record.durationMs).toBeGreaterThanOrEqual(0);
  });

  it.runIf(run)("times out a command the device never answers, after its type's timeout, and raises a tracker problem", async () => {
    const { id, secret } = await h.createDevice({ id: 'silent-rec-1', name: 'Silent recorder', type: 'recorder', installationId, componentTypeId: 'quick-type' });
    await h.startDevice(id, secret, 'recorder', { silent: true });
    await h.waitFor(async () => (await device(id)).status === 'online', 'the device to come online');
    const response = await run_(id, { command: 'ping', parameters: { count: 3 }, wait: 4000 });
    expect(response.json()).toMatchObject({ status: 'timedOut', error: 'timedOut', timeoutSeconds: 1 });
    expect(await openTracker(`device-command:${id}`)).toBe('problem');
  });

  it.runIf(run)('refuses unknown commands and bad parameters with the field named, storing nothing', async () => {
    const before = await commandCount();
    const unknown = await run_('rt-cam-1', { command: 'selfdestruct' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'command_not_executable', errors: { command: 'commandNotExecutable' } });
    const wrongType = await run_('silent-rec-1', { command: 'ping', parameters: { count: 'many' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ 'parameters.count': 'integer' });
    const missing = await run_('silent-rec-1', { command: 'ping' });
    expect(missing.json().errors).toEqual({ 'parameters.count': 'required' });
    const extra = await run_('rt-cam-1', { command: 'status', sudo: true });
    expect(extra.statusCode).toBe(400);
    expect(await commandCount()).toBe(before);
  });

  it.runIf(run)("checks each command's capability and the caller's customers", async () => {
    expect((await run_('rt-cam-1', { command: 'reboot' }, 'firstlevel')).statusCode).toBe(403);
    expect((await run_('rt-cam-1', { command: 'status' }, 'zerolevel')).statusCode).toBe(403);
    const { id } = await h.createDevice({ id: 'foreign-cam-1', name: 'Foreign camera', type: 'camera', installationId: foreignInstallationId });
    // Customer staff run no device commands at all (SECURITY.md), on their own devices or others'.
    expect((await run_(id, { command: 'status' }, 'customer')).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: `/api/devices/${id}`, headers: h.as.customer })).statusCode).toBe(404);
    const list = await h.app.inject({ method: 'GET', url: '/api/devices?range=[0,999]', headers: h.as.customer });
    expect(list.json().map((d: { id: string }) => d.id)).not.toContain(id);
  });

  it.runIf(run)('marks a device offline by its last will, opens a tracker problem, and resolves it when the device is back', async () => {
    const { id, secret } = await h.createDevice({ id: 'will-sf-1', name: 'Finish unit', type: 'startFinish', installationId });
    const first = await h.startDevice(id, secret, 'startFinish');
    await h.waitFor(async () => (await device(id)).status === 'online', 'online');
    first.kill();
    await h.waitFor(async () => (await device(id)).status === 'offline', 'the last will to mark it offline');
    await h.waitFor(async () => (await openTracker(`device-offline:${id}`)) === 'problem', 'a tracker problem');
    await h.startDevice(id, secret, 'startFinish');
    await h.waitFor(async () => (await openTracker(`device-offline:${id}`)) === 'resolved', 'the problem to be resolved');
    expect((await device(id)).status).toBe('online');
  });

  it.runIf(run)('shows an announced device as unconfigured; once assigned it gets its configuration and signs in with its own secret', async () => {
    const configured: Array<Record<string, unknown>> = [];
    const { SimulatedDevice } = await import('../../server/simulator/device.js');
    // A terminal has its place in a terminal installation, and in no other.
    const { rows: types } = await h.testDb.db.query<{ id: string; type: string }>(`select id, type from installations where status = 'active' order by id`);
    const terminalInstallation = types.find((t) => INSTALLATION_TYPES_FOR_DEVICE.terminal!.includes(t.type))!.id;
    const misfit = types.find((t) => !INSTALLATION_TYPES_FOR_DEVICE.terminal!.includes(t.type))!.id;
    const newcomer = new SimulatedDevice({ id: 'new-term-9', type: 'terminal', version: '8.1.0' }, h.behaviour({ onConfigured: (_, c) => configured.push(c) }));
    await newcomer.start();
    const unconfigured = await h.waitFor(async () => {
      const r = await h.app.inject({ method: 'GET', url: `/api/devices?filter=${encodeURIComponent(JSON.stringify({ installationId_null: true }))}`, headers: h.as.admin });
      return (r.json() as Array<{ id: string }>).find((d) => d.id === 'new-term-9');
    }, 'the announced device');
    expect(unconfigured).toMatchObject({ type: 'terminal', installationId: null, installedVersion: '8.1.0' });
    const wrongType = await h.app.inject({ method: 'POST', url: '/api/devices/new-term-9/assign', headers: h.as.admin, payload: { installationId: misfit } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ installationId: 'wrongType' });
    const planned = (await h.testDb.db.query<{ id: string }>(`select id from installations where status <> 'active' limit 1`)).rows[0]!.id;
    expect((await h.app.inject({ method: 'POST', url: '/api/devices/new-term-9/assign', headers: h.as.admin, payload: { installationId: planned } })).statusCode).toBe(400);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/devices/new-term-9/assign', headers: h.as.firstlevel, payload: { installationId: terminalInstallation } })).statusCode,
    ).toBe(403);
    const assigned = await h.app.inject({ method: 'POST', url: '/api/devices/new-term-9/assign', headers: h.as.admin, payload: { installationId: terminalInstallation } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ installationId: terminalInstallation, configurationSent: true });
    await h.waitFor(async () => configured.length > 0, 'the configuration to reach the device');
    expect(configured[0]).toMatchObject({ installationId: terminalInstallation, secret: expect.stringMatching(/^dev_/) });
    const again = await h.app.inject({ method: 'POST', url: '/api/devices/new-term-9/assign', headers: h.as.admin, payload: { installationId: terminalInstallation } });
    expect(again.statusCode).toBe(409);
    const history = await h.app.inject({ method: 'GET', url: '/api/devices/new-term-9/history', headers: h.as.admin });
    expect(history.json().map((e: { action: string; actorName: string }) => `${e.action}:${e.actorName}`)).toEqual(['update:Anna Admin', 'create:Device announcement']);
    const result = await h.waitFor(async () => {
      const r = await run_('new-term-9', { command: 'screenshot', wait: 3000 });
      const body = r.json();
      return body.status === 'succeeded' ? body : undefined;
    }, 'the assigned device to answer as itself');
    expect(JSON.parse(result.result).image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await newcomer.stop();
  });

  it.runIf(run)(
    'runs a bulk command on every chosen device once, with correct counts',
    async () => {
      const devices = [];
      for (let i = 1; i <= 40; i++) devices.push(await h.createDevice({ id: `bulk-photo-${i}`, name: `Photopoint ${i}`, type: 'photopoint', installationId, tags: ['bulk-test'] }));
      const requests: string[] = [];
      await Promise.all(devices.map((d) => h.startDevice(d.id, d.secret, 'photopoint', { onRequest: (id) => requests.push(id) })));
      const preview = await h.app.inject({
        method: 'POST',
        url: '/api/bulk-commands/preview',
        headers: h.as.admin,
        payload: { selection: { tag: 'bulk-test' }, command: 'status' },
      });
      expect(preview.json()).toMatchObject({ total: 40, supported: 40 });
      const started = await h.app.inject({
        method: 'POST',
        url: '/api/bulk-commands/run',
        headers: h.as.admin,
        payload: { command: 'status', selection: { tag: 'bulk-test' }, concurrency: 7 },
      });
      expect(started.statusCode, started.body).toBe(201);
      const bulkId = started.json().id;
      const done = await h.waitFor(
        async () => {
          const r = (await h.app.inject({ method: 'GET', url: `/api/bulk-commands/${bulkId}`, headers: h.as.admin })).json();
          return r.status === 'completed' ? r : undefined;
        },
        'the bulk command to complete',
        30_000,
      );
      expect(done).toMatchObject({ total: 40, succeeded: 40, failed: 0, cancelled: 0 });
      expect(requests.sort()).toEqual(devices.map((d) => d.id).sort());
      expect(
        (await h.app.inject({ method: 'POST', url: '/api/bulk-commands/run', headers: h.as.customer, payload: { command: 'status', selection: { tag: 'bulk-test' } } })).statusCode,
      ).toBe(403);
    },
    40_000,
  );

  it.runIf(run)(
    'pauses a bulk command at its error threshold; stop cancels what was not sent',
    async () => {
      const devices = [];
      for (let i = 1; i <= 12; i++) devices.push(await h.createDevice({ id: `flaky-cam-${i}`, name: `Flaky ${i}`, type: 'camera', installationId, tags: ['flaky'] }));
      await Promise.all(devices.map((d) => h.startDevice(d.id, d.secret, 'camera', { faultRate: 1 })));
      await h.waitFor(async () => (await device('flaky-cam-12')).status !== 'unknown', 'the devices to connect');
      const started = await h.app.inject({
        method: 'POST',
        url: '/api/bulk-commands/run',
        headers: h.as.admin,
        payload: { command: 'status', selection: { tag: 'flaky' }, concurrency: 2, errorThreshold: 3 },
      });
      const bulkId = started.json().id;
      const paused = await h.waitFor(
        async () => {
          const r = (await h.app.inject({ method: 'GET', url: `/api/bulk-commands/${bulkId}`, headers: h.as.admin })).json();
          return r.status === 'paused' ? r : undefined;
        },
        'the bulk command to pause',
        15_000,
      );
      expect(paused.failed).toBeGreaterThanOrEqual(3);
      expect(paused.failed).toBeLessThan(12);
      const stopped = await h.app.inject({ method: 'POST', url: `/api/bulk-commands/${bulkId}/stop`, headers: h.as.admin });
      expect(stopped.json()).toMatchObject({ status: 'stopped' });
      const final = stopped.json();
      await h.waitFor(async () => {
        const r = (await h.app.inject({ method: 'GET', url: `/api/bulk-commands/${bulkId}`, headers: h.as.admin })).json();
        return r.succeeded + r.failed + r.cancelled === 12 ? r : undefined;
      }, 'every child to be finished or cancelled');
      expect(final.cancelled).toBeGreaterThan(0);
    },
    30_000,
  );

  const bulkOf = async (bulkId: string) => (await h.app.inject({ method: 'GET', url: `/api/bulk-commands/${bulkId}`, headers: h.as.admin })).json();
  const childrenOf = async (bulkId: string) =>
    (
      await h.testDb.db.query<{ id: string; status: string; sent_at: Date | null; finished_at: Date | null }>(
        'select id, status, sent_at, finished_at from device_commands where bulk_id = $1 order by id',
        [bulkId],
      )
    ).rows;
  const startBulk = (payload: Record<string, unknown>) => h.app.inject({ method: 'POST', url: '/api/bulk-commands/run', headers: h.as.admin, payload });

  it.runIf(run)(
    'rolls out in stages: the first devices alone, the rest only after enough of them succeeded',
    async () => {
      const devices = [];
      for (let i = 1; i <= 8; i++) devices.push(await h.createDevice({ id: `stage-ok-${i}`, name: `Stage ${i}`, type: 'photopoint', installationId, tags: ['stage-ok'] }));
      await Promise.all(devices.map((d) => h.startDevice(d.id, d.secret, 'photopoint')));
      const started = await startBulk({ command: 'status', selection: { tag: 'stage-ok' }, concurrency: 8, stage: { first: 3, successPercent: 100 } });
      expect(started.statusCode, started.body).toBe(201);
      expect(started.json()).toMatchObject({ stageSize: 3, stageSuccessPercent: 100 });
      const bulkId = started.json().id as string;
      const done = await h.waitFor(async () => ((await bulkOf(bulkId)).status === 'completed' ? bulkOf(bulkId) : undefined), 'the staged rollout to complete', 20_000);
      expect(done).toMatchObject({ total: 8, succeeded: 8, stage: 'rest' });
      const children = await childrenOf(bulkId);
      const firstDone = Math.max(...children.slice(0, 3).map((c) => new Date(c.finished_at!).getTime()));
      const restSent = Math.min(...children.slice(3).map((c) => new Date(c.sent_at!).getTime()));
      expect(restSent).toBeGreaterThanOrEqual(firstDone);
    },
    30_000,
  );

  it.runIf(run)(
    'holds a staged rollout whose first devices fall short, until a person resumes or stops it',
    async () => {
      const devices = [];
      for (let i = 1; i <= 6; i++) devices.push(await h.createDevice({ id: `stage-bad-${i}`, name: `Bad ${i}`, type: 'camera', installationId, tags: ['stage-bad'] }));
      await Promise.all(devices.map((d) => h.startDevice(d.id, d.secret, 'camera', { faultRate: 1 })));
      await h.waitFor(async () => (await device('stage-bad-6')).status !== 'unknown', 'the devices to connect');
      const bulkId = (await startBulk({ command: 'status', selection: { tag: 'stage-bad' }, errorThreshold: 100, stage: { first: 2, successPercent: 50 } })).json().id as string;
      const held = await h.waitFor(async () => ((await bulkOf(bulkId)).status === 'staged' ? bulkOf(bulkId) : undefined), 'the rollout to wait after its first stage', 15_000);
      expect(held).toMatchObject({ failed: 2, succeeded: 0, stage: 'first' });
      expect((await childrenOf(bulkId)).filter((c) => c.status === 'queued')).toHaveLength(4);
      const stopped = await h.app.inject({ method: 'POST', url: `/api/bulk-commands/${bulkId}/stop`, headers: h.as.admin });
      expect(stopped.json()).toMatchObject({ status: 'stopped', cancelled: 4 });
    },
    30_000,
  );

  it.runIf(run)(
    'pauses by hand and resumes: nothing is sent while paused',
    async () => {
      const devices = [];
      for (let i = 1; i <= 10; i++) devices.push(await h.createDevice({ id: `hold-${i}`, name: `Hold ${i}`, type: 'photopoint', installationId, tags: ['hold'] }));
      await Promise.all(devices.map((d) => h.startDevice(d.id, d.secret, 'photopoint', { delayMs: [300, 400] })));
      const bulkId = (await startBulk({ command: 'status', selection: { tag: 'hold' }, concurrency: 1 })).json().id as string;
      const paused = await h.app.inject({ method: 'POST', url: `/api/bulk-commands/${bulkId}/pause`, headers: h.as.admin });
      expect(paused.json()).toMatchObject({ status: 'held' });
      await new Promise((r) => setTimeout(r, 1200));
      const sentWhilePaused = (await childrenOf(bulkId)).filter((c) => c.sent_at).length;
      expect(sentWhilePaused).toBeLessThanOrEqual(2);
      expect((await h.app.inject({ method: 'POST', url: `/api/bulk-commands/${bulkId}/pause`, headers: h.as.admin })).statusCode).toBe(409);
      expect((await h.app.inject({ method: 'POST', url: `/api/bulk-commands/${bulkId}/resume`, headers: h.as.admin })).json()).toMatchObject({ status: 'running' });
      const done = await h.waitFor(async () => ((await bulkOf(bulkId)).status === 'completed' ? bulkOf(bulkId) : undefined), 'the resumed command to complete', 20_000);
      expect(done).toMatchObject({ total: 10, succeeded: 10 });
    },
    40_000,
  );

  it.runIf(run)('previews targets by name, picked by installations and types, and never runs fleet-wide without "all"', async () => {
    const preview = await h.app.inject({
      method: 'POST',
      url: '/api/bulk-commands/preview',
      headers: h.as.admin,
      payload: { selection: { installationId: [installationId], type: ['photopoint', 'camera'] }, command: 'status' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.installations).toBe(1);
    expect(body.sample.length).toBe(Math.min(50, body.supported));
    expect(body.sample[0]).toMatchObject({ installationId, installationName: expect.any(String), name: expect.any(String) });
    const everything = await startBulk({ command: 'status', selection: {} });
    expect(everything.statusCode).toBe(400);
    expect(everything.json().errors).toHaveProperty('confirm');
    expect((await startBulk({ command: 'status', selection: {}, confirm: 'yes' })).statusCode).toBe(400);
  });
});

describe('the embedded broker keeps devices to their own topics', () => {
  let h: DeviceHarness;
  beforeAll(async () => {
    h = await startDeviceHarness();
  });
  afterAll(async () => h?.close());

  it("refuses a wrong secret, another device's client id and MQTT 5", async () => {
    const installationId = (await h.testDb.db.query<{ id: string }>(`select id from installations where status = 'active' limit 1`)).rows[0]!.id;
    const a = await h.createDevice({ id: 'acl-a', name: 'A', type: 'camera', installationId });
    await expect(rawClient(h.app.devices!.brokerUrl, { clientId: 'acl-a', username: 'acl-a', password: 'wrong' })).rejects.toThrow();
    await expect(rawClient(h.app.devices!.brokerUrl, { clientId: 'acl-b', username: 'acl-a', password: a.secret })).rejects.toThrow();
    await expect(rawClient(h.app.devices!.brokerUrl, { clientId: 'acl-a', username: 'acl-a', password: a.secret, protocolVersion: 5 })).rejects.toThrow();
  });

  it("does not let a device publish on or subscribe to another device's topics", async () => {
    const installationId = (await h.testDb.db.query<{ id: string }>(`select id from installations where status = 'active' limit 1`)).rows[0]!.id;
    const a = await h.createDevice({ id: 'acl-c', name: 'C', type: 'camera', installationId });
    const b = await h.createDevice({ id: 'acl-d', name: 'D', type: 'camera', installationId });
    await h.startDevice(b.id, b.secret, 'camera');
    await h.waitFor(async () => (await h.testDb.db.query<{ status: string }>('select status from devices where id = $1', [b.id])).rows[0]!.status === 'online', 'b online');
    const topics = h.app.devices!.topics;
    const intruder = await rawClient(h.app.devices!.brokerUrl, { clientId: a.id, username: a.id, password: a.secret });
    // MQTT 3.1.1 answers a refused subscription with SUBACK 0x80, which the client reports as an error.
    await expect(intruder.subscribeAsync(`${topics.device(b.id)}/cmd/req/+`, { qos: 1 })).rejects.toThrow();
    const closed = new Promise<void>((resolve) => intruder.once('close', () => resolve()));
    intruder.publish(topics.state(b.id), JSON.stringify({ status: 'offline' }), { qos: 1, retain: true });
    await closed;
    await new Promise((r) => setTimeout(r, 300));
    expect((await h.testDb.db.query<{ status: string }>('select status from devices where id = $1', [b.id])).rows[0]!.status).toBe('online');
    await intruder.endAsync(true);
  });
});
