// `npm run simulate -- --devices N [--fault-rate R] [--url mqtt://…] [--log file]`: plays N devices
// of the database named by DATABASE_URL (their ids and secrets) against the broker, or the devices
// listed in `--devices-file` (JSON: [{id, type, secret, version?}], e.g. as created through the API),
// plus `--unconfigured K` new devices that announce themselves with MQTT_PROVISIONING_SECRET.
// `--log` appends one JSON line per command request a device receives.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Fleet } from '../server/simulator/fleet.js';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '50' },
    'devices-file': { type: 'string' },
    unconfigured: { type: 'string', default: '0' },
    'fault-rate': { type: 'string', default: '0.02' },
    url: { type: 'string', default: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883' },
    'topic-root': { type: 'string', default: process.env.MQTT_TOPIC_ROOT ?? 'gondola/v1' },
    heartbeat: { type: 'string', default: '15000' },
    'delay-ms': { type: 'string', default: '100-800' },
    log: { type: 'string' },
  },
});
const fail = (message: string): never => {
  process.stderr.write(`simulate: ${message}\n`);
  process.exit(2);
};
const devicesFile = values['devices-file'];
const count = devicesFile ? 0 : Number(values.devices);
const faultRate = Number(values['fault-rate']);
const delay = /^(\d+)-(\d+)$/.exec(values['delay-ms']);
if (!Number.isInteger(count) || count < 0) fail('--devices expects a whole number');
if (!(faultRate >= 0 && faultRate <= 1)) fail('--fault-rate expects a number from 0 to 1');
if (!delay || Number(delay[1]) > Number(delay[2])) fail('--delay-ms expects MIN-MAX in milliseconds, e.g. 100-800');
const databaseUrl = process.env.DATABASE_URL;
if (count > 0 && !databaseUrl) {
  process.stderr.write('simulate: set DATABASE_URL to the PostgreSQL database whose devices to play (PGlite belongs to the server; demo mode runs its own simulator)\n');
  process.exit(2);
}
type Spec = { id: string; type: string; secret?: string; version?: string };
const specs: Spec[] = [];
if (devicesFile) {
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(devicesFile, 'utf8'));
  } catch (error) {
    fail(`--devices-file ${devicesFile}: ${(error as Error).message}`);
  }
  const valid = (d: unknown): d is Spec =>
    typeof d === 'object' && d !== null && typeof (d as Spec).id === 'string' && typeof (d as Spec).type === 'string' && typeof (d as Spec).secret === 'string';
  if (!Array.isArray(listed) || !listed.every(valid)) fail(`--devices-file ${devicesFile}: expects a JSON array of {id, type, secret}`);
  specs.push(...(listed as Spec[]));
}
if (count > 0) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; type: string; secret: string; installed_version: string | null }>(
    'select id, type, secret, installed_version from devices where secret is not null order by id limit $1',
    [count],
  );
  await client.end();
  specs.push(...rows.map((r) => ({ id: r.id, type: r.type, secret: r.secret, version: r.installed_version ?? undefined })));
}
for (let i = 1; i <= Number(values.unconfigured); i++)
  specs.push({ id: `sim-new-${process.pid}-${i}`, type: ['camera', 'terminal', 'photopoint', 'recorder'][i % 4]!, version: '1.0.0' });
const log = values.log ? fs.createWriteStream(values.log, { flags: 'a' }) : undefined;
const fleet = new Fleet({
  url: values.url,
  topicRoot: values['topic-root'],
  provisioningSecret: process.env.MQTT_PROVISIONING_SECRET,
  heartbeatMs: Number(values.heartbeat),
  faultRate,
  delayMs: [Number(delay![1]), Number(delay![2])],
  onRequest: (deviceId, requestId, command, repeated) => log?.write(`${JSON.stringify({ at: new Date().toISOString(), deviceId, requestId, command, repeated })}\n`),
});
await fleet.start(specs);
process.stdout.write(`simulating ${specs.length} devices on ${values.url} (fault rate ${faultRate}); Ctrl+C stops\n`);
const stop = async () => {
  await fleet.stop();
  log?.end();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
