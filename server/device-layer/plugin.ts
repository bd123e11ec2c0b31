import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { every } from '../jobs/every.js';
import { startJobs, type Jobs } from '../jobs/jobs.js';
import type { MediaKind } from '../../core/media-review.js';
import { demoClip } from '../seed/demo/media-files.js';
import { Fleet } from '../simulator/fleet.js';
import type { MediaBehaviour } from '../simulator/media.js';
import { connectHost, createEmbeddedBroker, type EmbeddedBroker, type UnopenedBroker } from './broker.js';
import { BulkCommands } from './bulk.js';
import { CommandService } from './commands.js';
import { DeviceGateway } from './gateway.js';
import { DeviceRegistry } from './registry.js';
import { Topics } from './topics.js';
import { TrackerProblems } from './tracker-problems.js';

export interface DeviceLayer {
  topics: Topics;
  /** Where devices connect: the embedded broker's URL, or MQTT_URL. */
  brokerUrl: string;
  /** The embedded broker's real address (its port may differ from MQTT_PORT when that was taken). */
  broker?: { host: string; port: number };
  provisioningSecret?: string;
  registry: DeviceRegistry;
  /** The device side's `tracker` problems (offline, faults, failed commands, configuration drift). */
  problems: TrackerProblems;
  commands: CommandService;
  bulk: BulkCommands;
  gateway: DeviceGateway;
  /** The background job queue (pg-boss) the layer started; other modules queue their jobs on it. */
  jobs: Jobs;
  /** The small simulator of demo mode, when it runs. */
  simulator?: Fleet;
  /** Who hears a device's media announcements (the media review intake registers itself here). */
  onMedia(listener: MediaListener): void;
  /** Who hears the runs and sessions devices report (the tracker module). */
  onEvents(listener: MediaListener): void;
}

export type MediaListener = (deviceId: string, payload: Buffer) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    devices?: DeviceLayer;
  }
}

const WATCHDOG_MS = 5000;
const SWEEP_MS = 1000;
const FLUSH_MS = 2000;

/**
 * The device layer of DESIGN §6: the embedded broker (demo and tests) or an external one, the
 * server's MQTT gateway, the registry, commands, bulk jobs and the watchdog, and in demo mode a
 * small simulator. Closed in reverse order when the app closes.
 */
export async function startDeviceLayer(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  if (!config.devices.enabled) {
    app.readiness.add('broker', () => ({ status: 'OFF', data: { reason: 'DEVICE_GATEWAY=false' } }));
    return;
  }
  const topics = new Topics(config.devices.topicRoot);
  const publish = app.events.publish.bind(app.events);
  const log = app.log.child({ module: 'devices' });
  const problems = new TrackerProblems(db, publish);
  const registry = new DeviceRegistry(db, publish, problems, log);
  // Any change of a device (an edit, an assignment) invalidates what the registry has cached of it.
  const system = { subject: 'system:devices', email: '', name: '', roles: [], scope: 'staff' as const, customerIds: [] };
  const unsubscribe = app.events.subscribe(system, (event) => {
    if (event.resource === 'devices') registry.forget(event.id);
  });
  const watchCommand = (id: string, changed: () => void) =>
    app.events.subscribe(system, (event) => {
      if (event.resource === 'device-commands' && event.id === id) changed();
    });

  const { unopened, password, provisioningSecret } = await embeddedBrokerOf(app, topics, registry, log);
  // The embedded broker's address is its configured one until its port opens (a free one when that is taken).
  let url = config.mqtt.embedded ? `mqtt://${connectHost(config.host)}:${config.mqtt.port}` : config.mqtt.url;

  let commands: CommandService | undefined;
  let mediaListener: MediaListener | undefined;
  let eventsListener: MediaListener | undefined;
  const messages = app.metrics.counter({ name: 'gondola_mqtt_messages_total', help: 'Device messages this replica handled, by kind', labelNames: ['kind'] });
  const onError = (error: Error, where: string) => log.warn({ where, error: error.message }, 'device message not handled');
  const gateway = DeviceGateway.start({
    url,
    connectInProcess: unopened?.connectInProcess,
    username: config.devices.username,
    password,
    topics,
    sharedGroup: config.mqtt.embedded ? undefined : config.mqtt.sharedGroup,
    onError,
    onMessage: (kind) => messages.inc({ kind }),
    handlers: {
      state: (id, payload) => registry.onState(id, payload),
      response: (id, requestId, payload) => commands!.onResponse(id, requestId, payload),
      announce: async (payload) => void (await registry.onAnnounce(payload)),
      media: async (id, payload) => {
        if (mediaListener) await mediaListener(id, payload);
        else log.warn({ deviceId: id }, 'a media announcement arrived before the media intake was ready');
      },
      events: async (id, payload) => {
        if (eventsListener) await eventsListener(id, payload);
        else log.warn({ deviceId: id }, 'a device event arrived before the tracker module was ready');
      },
    },
  });
  // A replica starts without its broker and serves everything that is not a device (issue 47);
  // the embedded broker opens its port once the gateway has subscribed in process, so every device finds it listening.
  gateway.onState((state) => {
    if (state.status === 'connected') log.info({ broker: url, connects: state.connects, inProcess: !!unopened }, 'MQTT broker connected');
    else if (state.status === 'down') log.warn({ broker: url, error: state.error }, 'MQTT broker unreachable: devices are not heard until it is back (reconnecting with back-off)');
  });
  observeGateway(app, gateway, () => url);
  const broker = await brokerReady(gateway, unopened);
  if (broker) {
    url = broker.url;
    log.info({ host: broker.host, port: broker.port }, `embedded MQTT broker listening on ${broker.host}:${broker.port}`);
  }
  commands = new CommandService(db, (id, requestId, message) => gateway.sendCommand(id, requestId, message), problems, publish, log, watchCommand);
  let jobs: Jobs | undefined;
  try {
    jobs = await startJobs(db, log);
  } catch (error) {
    await gateway.close();
    await broker?.close();
    throw error;
  }
  const bulk = new BulkCommands(db, commands, jobs, publish, log);
  await bulk.start();

  const repeat = (ms: number, task: () => Promise<unknown>, what: string) => every(ms, task, (error) => log.warn({ task: what, error: error.message }, 'device task failed'));
  const timers = [
    repeat(SWEEP_MS, () => commands!.sweep(), 'command timeouts'),
    repeat(FLUSH_MS, () => registry.flush(), 'heartbeats'),
    repeat(WATCHDOG_MS, () => registry.sweepSilent(config.devices.heartbeatTimeoutS), 'watchdog'),
  ];

  const layer: DeviceLayer = {
    topics,
    brokerUrl: url,
    broker: broker && { host: broker.host, port: broker.port },
    provisioningSecret,
    registry,
    problems,
    commands,
    bulk,
    gateway,
    jobs,
    onMedia: (listener) => (mediaListener = listener),
    onEvents: (listener) => (eventsListener = listener),
  };
  // The demo devices connect while the server is already answering (about half a second of
  // start-up otherwise); they show up online as they arrive, as real devices would.
  // The simulated devices upload their media over HTTP, as real ones do: to this server once it listens.
  const media: MediaBehaviour = { uploadUrl: '', everyMs: config.devices.simulatorMediaEveryS * 1000, clip: demoClip };
  if (config.devices.simulatorDevices > 0) {
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') media.uploadUrl = `http://${connectHost(address.address)}:${address.port}`;
    });
  }
  const simulatorStarted =
    config.devices.simulatorDevices > 0
      ? startDemoSimulator(app, layer, config.devices.simulatorDevices, config.devices.simulatorFaultRate, media).then(
          (fleet) => (layer.simulator = fleet),
          (error: Error) => log.warn({ error: error.message }, 'demo simulator did not start'),
        )
      : undefined;
  app.decorate('devices', layer);

  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    unsubscribe();
    bulk.stop();
    await simulatorStarted;
    await layer.simulator?.stop();
    await jobs.stop();
    // The last states in (the simulated devices' goodbyes) are handled before the heartbeats are written.
    await gateway.close();
    await registry.flush().catch(() => {});
    await broker?.close();
  });
}

/** In demo mode and the tests, the broker of this process, not yet listening, and the accounts the server and new devices sign in with. */
async function embeddedBrokerOf(app: FastifyInstance, topics: Topics, registry: DeviceRegistry, log: FastifyBaseLogger) {
  const { config } = app;
  let password = config.devices.password;
  let provisioningSecret = config.devices.provisioningSecret;
  if (!config.mqtt.embedded) return { password, provisioningSecret, unopened: undefined };
  password ??= randomBytes(24).toString('base64url');
  provisioningSecret ??= randomBytes(24).toString('base64url');
  const unopened = await createEmbeddedBroker({
    host: config.host,
    port: config.mqtt.port,
    portExplicit: config.mqtt.portExplicit,
    topics,
    server: { username: config.devices.username, password },
    provisioningSecret,
    lookup: (id) => registry.lookup(id),
    onDenied: (what) => log.warn({ what }, 'MQTT access denied'),
  });
  return { password, provisioningSecret, unopened };
}

/**
 * Until the gateway has subscribed: an external broker gets a few seconds, so a normal start is
 * subscribed before it is ready, then the replica goes on without it (the gateway keeps
 * reconnecting); the embedded broker, this process's own, must take it, and only then opens its port.
 */
async function brokerReady(gateway: DeviceGateway, unopened: UnopenedBroker | undefined): Promise<EmbeddedBroker | undefined> {
  try {
    await gateway.whenConnected(unopened ? 10_000 : 3_000);
  } catch (error) {
    if (!unopened) return undefined;
    await gateway.close();
    await unopened.close();
    throw error;
  }
  return unopened?.listen().catch(async (error: Error) => {
    await gateway.close();
    throw error;
  });
}

/** The broker in readiness (down: degraded, not unready: the console serves all that is not a device) and in /metrics. */
function observeGateway(app: FastifyInstance, gateway: DeviceGateway, url: () => string) {
  const shown = () => {
    const where = new URL(url());
    where.username = '';
    where.password = '';
    return where.href;
  };
  app.readiness.add('broker', () => {
    const state = gateway.state;
    return { status: state.status === 'connected' ? 'UP' : 'DOWN', data: { url: shown(), since: state.since, ...(state.error && { error: state.error }) } };
  });
  app.metrics.gauge({
    name: 'gondola_mqtt_connected',
    help: '1 while this replica is connected to the device broker',
    collect: (gauge) => void gauge.set(gateway.connected ? 1 : 0),
  });
  const connects = app.metrics.counter({ name: 'gondola_mqtt_connects_total', help: 'Connections to the device broker made (a reconnect counts)' });
  gateway.onState((state) => {
    if (state.status === 'connected') connects.inc();
  });
}

const NEWCOMERS = [
  { id: 'sim-new-cam-1', type: 'camera', version: '2.8.3' },
  { id: 'sim-new-terminal-1', type: 'terminal', version: '8.1.0' },
  { id: 'sim-new-photo-1', type: 'photopoint', version: '5.2.0' },
];

/** Which media a demo device delivers: recorders record videos, photopoints take photopoint pictures, phototraps photos. */
function mediaKindOf(deviceType: string, installationType: string): MediaKind | undefined {
  if (deviceType === 'recorder') return 'video';
  if (deviceType !== 'photopoint') return undefined;
  return installationType === 'phototrap' ? 'photo' : installationType === 'photopoint' ? 'photopoint' : undefined;
}

/** Demo mode plays the seeded devices, plus a few new ones announcing themselves. */
async function startDemoSimulator(app: FastifyInstance, layer: DeviceLayer, count: number, faultRate: number, media: MediaBehaviour): Promise<Fleet> {
  const { rows } = await app.db.query<{
    id: string;
    type: string;
    secret: string;
    installed_version: string | null;
    installation_type: string;
    lane_number: number | null;
    photopoint_id: string | null;
  }>(
    // A photopoint camera is set up with the photopoint it serves: the first of its resort's.
    `select d.id, d.type, d.secret, d.installed_version, i.type as installation_type, d.lane_number,
       (select p.id from photopoints p where p.resort_id = i.resort_id order by p.name, p.id limit 1) as photopoint_id
     from devices d join installations i on i.id = d.installation_id where d.secret is not null order by d.id limit $1`,
    [count],
  );
  const fleet = new Fleet({
    url: layer.brokerUrl,
    topicRoot: layer.topics.root,
    provisioningSecret: layer.provisioningSecret,
    heartbeatMs: 15_000,
    faultRate,
    delayMs: [150, 900],
    media,
    runsEveryMs: app.config.devices.simulatorRunsEveryS * 1000,
  });
  const specs = rows.map((r) => ({
    id: r.id,
    type: r.type,
    secret: r.secret,
    version: r.installed_version ?? undefined,
    mediaKind: mediaKindOf(r.type, r.installation_type),
    lane: r.lane_number ?? 1,
    photopointId: r.photopoint_id ?? undefined,
  }));
  const assigned = await app.db.query<{ id: string }>('select id from devices where installation_id is not null and id = any($1::text[])', [NEWCOMERS.map((n) => n.id)]);
  const newcomers = NEWCOMERS.filter((n) => !assigned.rows.some((r) => r.id === n.id));
  return fleet.start([...specs, ...newcomers]);
}
