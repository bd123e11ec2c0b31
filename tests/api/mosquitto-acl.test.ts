import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceGateway } from '../../server/device-layer/gateway.js';
import { Topics } from '../../server/device-layer/topics.js';
import { freePort } from '../e2e/harness.js';
import { rawClient } from '../support/device-harness.js';

// The ACL that docs/OPERATIONS.md tells operators to install, run in a Mosquitto of our own on a
// free port (the shared one on 1883 allows anonymous clients and has no ACL).

const ROOT = path.resolve(import.meta.dirname, '../..');
const mosquittoBinary = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto'].find((p) => fs.existsSync(p));
if (!mosquittoBinary && process.env.CI) throw new Error('mosquitto is not installed; CI must check the documented ACL against it');

const users = { 'gondola-server': 'server-secret-0123456789', 'cam-a': 'dev_secret_a_0123456789', 'cam-b': 'dev_secret_b_0123456789' };
const topics = new Topics('gondola/v1');

describe.runIf(mosquittoBinary)('Mosquitto with the ACL of deploy/mosquitto', () => {
  let broker: ChildProcess;
  let url: string;
  let dir: string;
  const clients: MqttClient[] = [];
  const connect = async (user: keyof typeof users) => {
    const client = await rawClient(url, { clientId: `${user}-${clients.length}`, username: user, password: users[user] });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-mosquitto-'));
    // Started as root, Mosquitto drops to its own user, which must still read these files.
    fs.chmodSync(dir, 0o755);
    const passwd = path.join(dir, 'passwd');
    fs.writeFileSync(passwd, '');
    for (const [user, secret] of Object.entries(users)) {
      const made = spawnSync('mosquitto_passwd', ['-b', passwd, user, secret]);
      if (made.status !== 0) throw new Error(`mosquitto_passwd: ${made.stderr.toString()}`);
    }
    fs.copyFileSync(path.join(ROOT, 'deploy/mosquitto/gondola.acl'), path.join(dir, 'acl'));
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'mosquitto.conf'),
      [`listener ${port} 127.0.0.1`, 'allow_anonymous false', `password_file ${passwd}`, `acl_file ${path.join(dir, 'acl')}`, ''].join('\n'),
    );
    for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o644);
    broker = spawn(mosquittoBinary!, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
    url = `mqtt://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await connect('cam-a');
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }, 20_000);

  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => {});
    broker?.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses anonymous clients and wrong secrets', async () => {
    await expect(rawClient(url, { clientId: 'nobody' })).rejects.toThrow();
    await expect(rawClient(url, { clientId: 'cam-a-x', username: 'cam-a', password: users['cam-b'] })).rejects.toThrow();
  });

  it('lets a device answer and report on its own topics, heard by the server', async () => {
    const server = await connect('gondola-server');
    const heard: string[] = [];
    server.on('message', (topic) => heard.push(topic));
    await server.subscribeAsync(`${topics.root}/#`, { qos: 1 });
    const a = await connect('cam-a');
    await a.publishAsync(topics.state('cam-a'), '{"status":"online"}', { qos: 1 });
    await a.publishAsync(topics.response('cam-a', 'r1'), '{"status":"ok"}', { qos: 1 });
    await expect.poll(() => heard).toEqual(expect.arrayContaining([topics.state('cam-a'), topics.response('cam-a', 'r1')]));
  });

  it('lets two replicas share the device topics (MQTT shared subscription) and hear each message once, tracker events too', async () => {
    const handled: string[] = [];
    const replicas = [0, 1].map(() =>
      DeviceGateway.start({
        url,
        username: 'gondola-server',
        password: users['gondola-server'],
        topics,
        sharedGroup: 'gondola',
        onError: () => {},
        handlers: {
          state: async (id) => void handled.push(`state ${id}`),
          response: async (id, requestId) => void handled.push(`response ${id} ${requestId}`),
          announce: async () => {},
          media: async () => {},
          events: async (id) => void handled.push(`events ${id}`),
        },
      }),
    );
    try {
      // A subscription the ACL refused would leave a gateway "down", saying which.
      await Promise.all(replicas.map((r) => r.whenConnected(10_000)));
      const a = await connect('cam-a');
      await a.publishAsync(topics.state('cam-a'), '{"status":"online"}', { qos: 1 });
      await a.publishAsync(topics.response('cam-a', 'r9'), '{"status":"ok"}', { qos: 1 });
      await a.publishAsync(topics.events('cam-a'), '{"kind":"run","id":"run-1"}', { qos: 1 });
      await expect.poll(() => handled.length).toBe(3);
      await new Promise((r) => setTimeout(r, 300));
      expect(handled.sort()).toEqual(['events cam-a', 'response cam-a r9', 'state cam-a']);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });

  it("does not let a device write on, or read, another device's topics", async () => {
    const server = await connect('gondola-server');
    const heard: string[] = [];
    server.on('message', (topic) => heard.push(topic));
    await server.subscribeAsync(`${topics.root}/devices/cam-b/#`, { qos: 1 });
    const intruder = await connect('cam-a');
    const overheard: string[] = [];
    intruder.on('message', (topic) => overheard.push(topic));
    // Mosquitto grants the wildcard subscription but delivers only what the ACL lets it read.
    await intruder.subscribeAsync(`${topics.root}/devices/cam-b/cmd/req/+`, { qos: 1 }).catch(() => {});
    await intruder.publishAsync(topics.state('cam-b'), '{"status":"offline"}', { qos: 1 });
    await intruder.publishAsync(topics.response('cam-b', 'r2'), '{"status":"ok"}', { qos: 1 });
    await server.publishAsync(topics.request('cam-b', 'r3'), '{"command":"status"}', { qos: 1 });
    // The server's own request to cam-b arrives (the control); nothing the intruder sent does.
    await expect.poll(() => heard).toContain(topics.request('cam-b', 'r3'));
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([topics.request('cam-b', 'r3')]);
    expect(overheard).toEqual([]);
  });
});
