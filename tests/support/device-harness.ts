import net from 'node:net';
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { SimulatedDevice, type DeviceBehaviour } from '../../server/simulator/device.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { testConfig } from './test-config.js';
import { bearer, tokenFactory } from './tokens.js';

/** Mosquitto on this machine (CI has it); the suites that need it say so when it is missing. */
export const MOSQUITTO_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

export async function brokerReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 1883) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export interface DeviceHarness {
  app: FastifyInstance;
  testDb: TestDatabase;
  as: Record<string, Record<string, string>>;
  behaviour(extra?: Partial<DeviceBehaviour>): DeviceBehaviour;
  /** Creates a device through the API (as admin) and answers its id and secret. */
  createDevice(body: Record<string, unknown>): Promise<{ id: string; secret: string }>;
  startDevice(id: string, secret: string, type: string, extra?: Partial<DeviceBehaviour>): Promise<SimulatedDevice>;
  waitFor<T>(check: () => Promise<T | undefined | false>, what: string, ms?: number): Promise<T>;
  close(): Promise<void>;
}

/**
 * An app with the device layer on the embedded broker (free port) or on an external one, each run
 * under a topic root of its own so runs sharing a broker never hear each other.
 */
export async function startDeviceHarness(options: { brokerUrl?: string; env?: Record<string, string>; users?: string[] } = {}): Promise<DeviceHarness> {
  const testDb = await createTestDatabase({ demo: true });
  const topicRoot = `gondola-test/${randomBytes(4).toString('hex')}`;
  const provisioningSecret = randomBytes(16).toString('hex');
  const config = testConfig({
    DEVICE_GATEWAY: 'true',
    MQTT_TOPIC_ROOT: topicRoot,
    MQTT_PROVISIONING_SECRET: provisioningSecret,
    ...(options.brokerUrl ? { MQTT_URL: options.brokerUrl } : { MQTT_PORT: '0' }),
    ...options.env,
  });
  const app = await buildApp({ config, db: testDb.db, logger: false });
  const tokens = await tokenFactory(config);
  const as: Record<string, Record<string, string>> = {};
  for (const user of options.users ?? ['admin', 'firstlevel', 'secondlevel', 'zerolevel', 'customer']) as[user] = bearer(await tokens.for(user));
  const started: SimulatedDevice[] = [];
  const behaviour = (extra: Partial<DeviceBehaviour> = {}): DeviceBehaviour => ({
    url: app.devices!.brokerUrl,
    topicRoot,
    provisioningSecret,
    heartbeatMs: 500,
    faultRate: 0,
    delayMs: [5, 20],
    ...extra,
  });
  const harness: DeviceHarness = {
    app,
    testDb,
    as,
    behaviour,
    async createDevice(body) {
      const response = await app.inject({ method: 'POST', url: '/api/devices', headers: as.admin, payload: body });
      if (response.statusCode !== 201) throw new Error(`device not created: ${response.body}`);
      const record = response.json() as { id: string; secret: string };
      return { id: record.id, secret: record.secret };
    },
    async startDevice(id, secret, type, extra) {
      const device = new SimulatedDevice({ id, type, secret, version: '2.8.3' }, behaviour(extra));
      await device.start();
      started.push(device);
      return device;
    },
    async waitFor(check, what, ms = 8000) {
      const until = Date.now() + ms;
      for (;;) {
        const value = await check();
        if (value !== undefined && value !== false) return value as never;
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await Promise.all(started.map((d) => d.stop()));
      await app.close();
      await testDb.dispose();
    },
  };
  return harness;
}

/** A raw MQTT 3.1.1 client, for what no well-behaved device would do. */
export function rawClient(url: string, options: mqtt.IClientOptions) {
  return mqtt.connectAsync(url, { protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 5000, ...options });
}
