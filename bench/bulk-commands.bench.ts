import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiAs, freePort, inParallel, NO_RATE_LIMITS, startServer } from '../tests/e2e/harness';
import { brokerReachable, MOSQUITTO_URL } from '../tests/support/device-harness';
import { type SimulatedDevices, startSimulatedDevices } from '../tests/support/simulator-process';
import { ensureBuild } from './lib/build';
import { createPostgresDatabase } from './lib/bench-data';
import { rssMbOf } from './lib/proc';
import type { Bench, Figure } from './lib/result';
import { round } from './lib/stats';

const DEVICES = 10_000;
const CONCURRENCY = 500;

/** One variant: the server with `env`, 10,000 devices played by the simulator (a process of its own), one bulk `status`. */
async function bulkRun(name: string, env: Record<string, string>, log: (line: string) => void): Promise<Figure[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-bulk-'));
  const topicRoot = `gondola-bench/${process.pid}-${Date.now().toString(36)}`;
  const fullEnv: Record<string, string> = {
    ...env,
    LOG_LEVEL: 'warn',
    MQTT_TOPIC_ROOT: topicRoot,
    SIMULATOR_DEVICES: '0',
    DEVICE_GATEWAY: 'true',
    DEVICE_HEARTBEAT_TIMEOUT_S: '600',
  };
  const server = await startServer({ ...fullEnv, ...NO_RATE_LIMITS });
  let simulator: SimulatedDevices | undefined;
  try {
    const { api } = await apiAs(server);
    const [installation] = await api<Array<{ id: string }>>('GET', '/installations?range=[0,0]');
    const tag = `bench-${Date.now().toString(36)}`;
    const devices: Array<{ id: string; type: string; secret: string }> = [];
    const t0 = Date.now();
    await inParallel(
      Array.from({ length: DEVICES }, (_, i) => `bb-${String(i).padStart(5, '0')}`),
      16,
      async (id) => {
        const created = await api<{ id: string; secret: string }>('POST', '/devices', {
          id,
          name: `Bench ${id}`,
          type: 'photopoint',
          installationId: installation!.id,
          tags: [tag],
        });
        devices.push({ id: created.id, type: 'photopoint', secret: created.secret });
      },
    );
    log(`${name}: ${DEVICES} devices created in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const devicesFile = path.join(work, 'devices.json');
    fs.writeFileSync(devicesFile, JSON.stringify(devices));
    const mqttUrl = fullEnv.MQTT_URL ?? `mqtt://127.0.0.1:${fullEnv.MQTT_PORT}`;
    // Each device authenticates against the registry: 10,000 CONNECTs take minutes.
    simulator = await startSimulatedDevices({ devicesFile, count: DEVICES, url: mqttUrl, topicRoot, heartbeatMs: 600_000, startTimeoutMs: 600_000 });
    await new Promise((r) => setTimeout(r, 2000)); // the last devices' subscriptions settle
    const idleRss = rssMbOf(server.process.pid!);
    let peakRss = idleRss;
    const started = performance.now();
    const { id: bulkId } = await api<{ id: string }>('POST', '/bulk-commands/run', { command: 'status', selection: { tag }, concurrency: CONCURRENCY, errorThreshold: DEVICES });
    type Bulk = { status: string; total: number; succeeded: number; failed: number };
    let bulk: Bulk;
    for (;;) {
      peakRss = Math.max(peakRss, rssMbOf(server.process.pid!));
      bulk = await api<Bulk>('GET', `/bulk-commands/${bulkId}`);
      if (bulk.status === 'completed' || bulk.status === 'stopped') break;
      if (performance.now() - started > 300_000) throw new Error(`${name}: bulk not done after 300 s (${JSON.stringify(bulk)})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    log(`${name}: ${bulk.succeeded} succeeded, ${bulk.failed} failed in ${seconds.toFixed(1)} s; RSS ${round(idleRss, 0)} → peak ${round(peakRss, 0)} MB`);
    if (bulk.succeeded + bulk.failed !== DEVICES) throw new Error(`${name}: ${bulk.succeeded + bulk.failed} of ${DEVICES} results`);
    // The floor: with CONCURRENCY in flight and devices answering after 50–400 ms (225 on average).
    const floor = round((DEVICES / CONCURRENCY) * 0.225, 1);
    return [
      {
        bench: 'bulk-commands',
        name: `${name}: bulk status to ${DEVICES} devices, until every result is recorded`,
        value: round(seconds, 1),
        unit: 's',
        reference: { name: `device answer time × ${DEVICES}/${CONCURRENCY}`, value: floor, unit: 's' },
        target: { max: 20 },
        note: `${round(DEVICES / seconds, 0)} commands/s; ${bulk.failed} failed; concurrency ${CONCURRENCY}`,
      },
      {
        bench: 'bulk-commands',
        name: `${name}: server peak memory during the bulk`,
        value: round(peakRss, 0),
        unit: 'MB',
        reference: { name: 'before the bulk', value: round(idleRss, 0), unit: 'MB' },
      },
    ];
  } finally {
    await simulator?.stop();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export const bulkCommands: Bench = {
  name: 'bulk-commands',
  quick: false,
  async run({ databaseUrl, log }) {
    ensureBuild();
    const figures = await bulkRun('PGlite + embedded broker', { MQTT_PORT: String(await freePort()) }, log);
    if (await brokerReachable(MOSQUITTO_URL)) {
      const db = await createPostgresDatabase(databaseUrl, 'gondola_bench_bulk');
      try {
        figures.push(...(await bulkRun('PostgreSQL + Mosquitto', { DATABASE_URL: db.url, MQTT_URL: MOSQUITTO_URL }, log)));
      } finally {
        await db.drop();
      }
    } else log('Mosquitto not reachable: the Mosquitto variant is skipped');
    return figures;
  },
};
