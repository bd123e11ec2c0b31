import { randomBytes } from 'node:crypto';
import net from 'node:net';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createEmbeddedBroker, startEmbeddedBroker, type EmbeddedBroker } from '../../server/device-layer/broker.js';
import { DeviceGateway, type GatewayHandlers } from '../../server/device-layer/gateway.js';
import { Topics } from '../../server/device-layer/topics.js';
import { freePort } from '../e2e/harness.js';
import { brokerReachable, MOSQUITTO_URL } from '../support/device-harness.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

// Issue 47: a replica starts while the broker is down, says so, and reconnects; replicas behind
// one external broker handle each device message once (MQTT shared subscriptions).
const mosquitto = await brokerReachable(MOSQUITTO_URL);
if (!mosquitto && process.env.CI) throw new Error(`Mosquitto is not reachable at ${MOSQUITTO_URL}; CI must run the shared-subscription test against it`);

const SERVER = { username: 'gondola-server', password: randomBytes(12).toString('hex') };

function counting() {
  const seen: string[] = [];
  const handlers: GatewayHandlers = {
    state: async (id) => void seen.push(id),
    response: async () => {},
    announce: async () => {},
    media: async () => {},
    events: async () => {},
  };
  return { seen, handlers };
}

async function until(what: string, check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the embedded broker and the server in one process', () => {
  it('connects and subscribes the server in process before its port opens to devices, and hears a device that connects once it has', async () => {
    const port = await freePort();
    const topics = new Topics(`gondola-test/${randomBytes(4).toString('hex')}`);
    const { seen, handlers } = counting();
    const unopened = await createEmbeddedBroker({ port, portExplicit: true, host: '127.0.0.1', topics, server: SERVER, lookup: async () => undefined });
    const gateway = DeviceGateway.start({ url: `mqtt://127.0.0.1:${port}`, connectInProcess: unopened.connectInProcess, ...SERVER, topics, handlers, onError: () => {} });
    try {
      await gateway.whenConnected(5_000);
      expect(gateway.state).toMatchObject({ status: 'connected', connects: 1 });
      // Nothing listens yet: a device reconnecting to a restarting replica cannot queue before the server.
      await expect(mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { clientId: 'early', protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 2_000 })).rejects.toThrow(
        /ECONNREFUSED/,
      );

      const broker = await unopened.listen();
      expect(broker.port).toBe(port);
      const device = await mqtt.connectAsync(broker.url, { ...SERVER, clientId: 'publisher', protocolVersion: 4 });
      await device.publishAsync(topics.state('cam-1'), JSON.stringify({ status: 'online' }), { qos: 1 });
      await until('the state to be handled', () => seen.length === 1);
      await device.endAsync();
    } finally {
      await gateway.close();
      await unopened.close();
    }
    // Closed with the broker, the in-process connection did not come back.
    expect(gateway.connected).toBe(false);
  });
});

describe('the embedded broker on a port that is taken', () => {
  it('refuses to start on the port the operator chose, naming it, and gives way to a free one when the port is only the default', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const topics = new Topics(`gondola-test/${randomBytes(4).toString('hex')}`);
    const options = { port, host: '127.0.0.1', topics, server: SERVER, lookup: async () => undefined };
    try {
      await expect(startEmbeddedBroker({ ...options, portExplicit: true })).rejects.toThrow(`The embedded MQTT broker cannot listen on port ${port}`);
      const broker = await startEmbeddedBroker({ ...options, portExplicit: false });
      expect(broker.port).not.toBe(port);
      await broker.close();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('the gateway without its broker', () => {
  let broker: EmbeddedBroker | undefined;
  afterAll(async () => broker?.close());

  it('starts while the broker is down, says so, and connects and subscribes once the broker is back', async () => {
    const port = await freePort();
    const topics = new Topics(`gondola-test/${randomBytes(4).toString('hex')}`);
    const { seen, handlers } = counting();
    const errors: string[] = [];
    const gateway = DeviceGateway.start({ url: `mqtt://127.0.0.1:${port}`, ...SERVER, topics, handlers, onError: (e) => errors.push(e.message) });
    try {
      await until('the gateway to say the broker is down', () => gateway.state.status === 'down');
      expect(gateway.state).toMatchObject({ status: 'down', connects: 0 });
      expect(gateway.state.error).toMatch(/ECONNREFUSED/);
      await expect(gateway.sendCommand('cam-1', 'r1', { command: 'reboot' } as never)).rejects.toThrow('the MQTT broker is not reachable');

      broker = await startEmbeddedBroker({ port, portExplicit: true, host: '127.0.0.1', topics, server: SERVER, lookup: async () => undefined });
      // Back-off: one second, then two, four … up to 30; the broker came back within the first tries.
      await gateway.whenConnected(20_000);
      expect(gateway.state).toMatchObject({ status: 'connected', connects: 1 });
      expect(gateway.state.error).toBeUndefined();

      const device = await mqtt.connectAsync(broker.url, { ...SERVER, clientId: 'publisher', protocolVersion: 4 });
      await device.publishAsync(topics.state('cam-1'), JSON.stringify({ status: 'online' }), { qos: 1 });
      await until('the state to be handled', () => seen.length === 1);
      await device.endAsync();
      // A refused connection while the broker was down is the state's news, not a warning per try.
      expect(errors.filter((e) => /ECONNREFUSED/.test(e))).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});

describe.skipIf(!mosquitto)('replicas behind one broker (Mosquitto)', () => {
  it('handle each device message once between them, through a shared subscription', async () => {
    const topics = new Topics(`gondola-test/${randomBytes(4).toString('hex')}`);
    const group = `gondola-${randomBytes(3).toString('hex')}`;
    const replicas = [counting(), counting()];
    const gateways = replicas.map(({ handlers }) =>
      DeviceGateway.start({ url: MOSQUITTO_URL, username: 'gondola-server', topics, handlers, sharedGroup: group, onError: () => {} }),
    );
    try {
      await Promise.all(gateways.map((g) => g.whenConnected(10_000)));
      const device = await mqtt.connectAsync(MOSQUITTO_URL, { clientId: `publisher-${group}`, protocolVersion: 4 });
      const messages = 200;
      for (let i = 0; i < messages; i++) await device.publishAsync(topics.state(`cam-${i}`), JSON.stringify({ status: 'online' }), { qos: 1 });
      await device.endAsync();
      const handled = () => replicas[0]!.seen.length + replicas[1]!.seen.length;
      await until(`${messages} messages handled`, () => handled() >= messages);
      // Nothing arrives twice, late or otherwise.
      await new Promise((r) => setTimeout(r, 300));
      expect(handled()).toBe(messages);
      expect(new Set([...replicas[0]!.seen, ...replicas[1]!.seen]).size).toBe(messages);
      // Mosquitto hands them round: both replicas did work.
      expect(replicas[0]!.seen.length).toBeGreaterThan(0);
      expect(replicas[1]!.seen.length).toBeGreaterThan(0);
    } finally {
      await Promise.all(gateways.map((g) => g.close()));
    }
  });
});

describe('a replica whose external broker is down', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb?.dispose());

  it('starts, serves the console, names the broker down in readiness (DEGRADED, not unready), and is whole again once the broker is back', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const started = Date.now();
    const topicRoot = `gondola-test/${randomBytes(4).toString('hex')}`;
    const app = await buildApp({
      // The broker that comes back here is the embedded one (aedes), which has no shared subscriptions.
      config: testConfig({
        DEVICE_GATEWAY: 'true',
        MQTT_URL: `mqtt://127.0.0.1:${port}`,
        MQTT_TOPIC_ROOT: topicRoot,
        MQTT_PASSWORD: SERVER.password,
        MQTT_SHARED_SUBSCRIPTIONS: 'false',
      }),
      db: testDb.db,
      logger: false,
    });
    let broker: EmbeddedBroker | undefined;
    try {
      // It gave the broker a few seconds, then went on without it.
      expect(Date.now() - started).toBeLessThan(15_000);
      const ready = await app.inject('/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'DEGRADED',
        checks: expect.arrayContaining([
          expect.objectContaining({ name: 'broker', status: 'DOWN', required: false, data: expect.objectContaining({ url: `mqtt://127.0.0.1:${port}` }) }),
        ]),
      });
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body).toMatch(/gondola_mqtt_connected\{replica="[^"]+"\} 0/);
      // The console's home says so to staff.
      expect((await app.inject({ url: '/api/triage', headers: bearer(await (await tokenFactory(app.config)).for('admin')) })).json()).toMatchObject({
        deviceBroker: { status: 'down' },
      });

      // The broker comes back: the replica reconnects by itself (back-off, at most 30 s between tries).
      broker = await startEmbeddedBroker({ port, portExplicit: true, host: '127.0.0.1', topics: new Topics(topicRoot), server: SERVER, lookup: async () => undefined });
      const brokerState = async () =>
        ((await app.inject('/health/ready')).json() as { checks: Array<{ name: string; status: string }> }).checks.find((c) => c.name === 'broker')?.status;
      const deadline = Date.now() + 40_000;
      while ((await brokerState()) !== 'UP') {
        if (Date.now() > deadline) throw new Error(`the replica did not reconnect within 40 s: ${(await app.inject('/health/ready')).body}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await app.inject('/health/ready')).json()).toMatchObject({ status: 'UP' });
    } finally {
      await app.close();
      await broker?.close();
    }
  });
});
