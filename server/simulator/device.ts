import mqtt, { type MqttClient } from 'mqtt';
import { Topics } from '../device-layer/topics.js';
import type { MediaKind } from '../../core/media-review.js';
import { simulatedRun, simulatedSession, windowOf } from './lane-activity.js';
import { deliverMedium, type MediaBehaviour } from './media.js';
import { panorama, slopePicture, terminalScreenshot } from './png.js';
import { addBounded } from '../../core/bounded-map.js';

export interface SimulatedDeviceSpec {
  id: string;
  type: string;
  /** Its own secret; without one it announces itself with the provisioning secret. */
  secret?: string;
  version?: string;
  /** The media it takes (photopoints and phototraps: pictures, recorders: videos). */
  mediaKind?: MediaKind;
  /** The lane it serves (trackers report runs, recorders sessions of it). */
  lane?: number;
  /** The photopoint it takes pictures at (a photopoint camera's setting). */
  photopointId?: string;
}

export interface DeviceBehaviour {
  url: string;
  topicRoot: string;
  provisioningSecret?: string;
  heartbeatMs: number;
  /** Probability (0–1) that a command fails or a heartbeat carries a fault. */
  faultRate: number;
  delayMs: [number, number];
  /** Never answers commands (a hung device). */
  silent?: boolean;
  /** Every request received; `repeated` when QoS 1 delivered one the device already had (it is not run again). */
  onRequest?(deviceId: string, requestId: string, command: string, repeated: boolean): void;
  onConfigured?(deviceId: string, config: Record<string, unknown>): void;
  /** Devices with a media kind deliver media (demo mode: continuously). */
  media?: MediaBehaviour;
  /** Start/finish units report a run, recorders a session, about this often (0 or absent: only when asked). */
  runsEveryMs?: number;
}

type Answer = { status: 'ok'; result: unknown } | { status: 'error'; error: { code: string; message: string } };

const seedOf = (id: string) => [...id].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 100_000, 7);

/**
 * One simulated field device: heartbeats (retained state with an offline last will), answers to
 * every command type with a realistic delay and result, occasional faults. An unconfigured one
 * announces itself and waits for the configuration that carries its secret.
 */
export class SimulatedDevice {
  private client?: MqttClient;
  private heartbeat?: ReturnType<typeof setInterval>;
  private mediaTimer?: ReturnType<typeof setTimeout>;
  private runTimer?: ReturnType<typeof setTimeout>;
  /** The start/finish configuration it last received: its runs fall into that window. */
  private startFinish?: Record<string, unknown>;
  private secret?: string;
  private readonly topics: Topics;
  private readonly started = Date.now();
  private fault?: { code: string; message: string; severity: number };
  private stopped = false;
  /** The configurations applied to it (`<kind>:<config id>` → version), reported with its state as a real tracker does. */
  readonly configs: Record<string, number> = {};
  /** Request ids already run: QoS 1 is at least once, so a device runs each request id once. */
  private readonly seen = new Set<string>();

  constructor(
    readonly spec: SimulatedDeviceSpec,
    private readonly behaviour: DeviceBehaviour,
  ) {
    this.topics = new Topics(behaviour.topicRoot);
  }

  async start() {
    if (this.spec.secret) await this.connectAsDevice(this.spec.secret);
    else await this.announce();
  }

  private async connectAsDevice(secret: string) {
    const { id } = this.spec;
    const client = await mqtt.connectAsync(this.behaviour.url, {
      protocolVersion: 4,
      clientId: id,
      username: id,
      password: secret,
      reconnectPeriod: 2000,
      connectTimeout: 15_000,
      clean: true,
      will: { topic: this.topics.state(id), payload: Buffer.from(JSON.stringify({ status: 'offline' })), qos: 1, retain: true },
    });
    this.client = client;
    client.on('error', () => {});
    client.on('connect', () => void this.publishState());
    client.on('message', (topic, payload) => void this.onMessage(topic, payload));
    await client.subscribeAsync(`${this.topics.device(id)}/cmd/req/+`, { qos: 1 });
    await this.publishState();
    this.heartbeat = setInterval(() => void this.publishState(), this.behaviour.heartbeatMs);
    this.heartbeat.unref?.();
    this.secret = secret;
    this.scheduleMedia();
    this.scheduleRuns();
  }

  /** The next run or session after the configured pause, ±50 %. */
  private scheduleRuns() {
    const every = this.behaviour.runsEveryMs;
    if (!every || this.stopped || (this.spec.type !== 'startFinish' && this.spec.type !== 'recorder')) return;
    this.runTimer = setTimeout(
      () =>
        void this.reportActivity()
          .catch(() => {})
          .finally(() => this.scheduleRuns()),
      every * (0.5 + Math.random()),
    );
    this.runTimer.unref?.();
  }

  /** One run (a start/finish unit) or one recorded session (a recorder) of its lane, reported now. */
  async reportActivity() {
    const lane = this.spec.lane ?? 1;
    const window = windowOf(this.startFinish);
    await this.report(this.spec.type === 'recorder' ? simulatedSession(this.spec.id, lane, window) : simulatedRun(this.spec.id, lane, window));
  }

  /** The next medium after the configured pause, ±50 %. */
  private scheduleMedia() {
    const media = this.behaviour.media;
    if (!media?.everyMs || !this.spec.mediaKind || this.stopped) return;
    this.mediaTimer = setTimeout(
      () =>
        // Until the server listens it has no address to upload to.
        void (media.uploadUrl ? this.deliverMedium() : Promise.resolve('')).catch(() => {}).finally(() => this.scheduleMedia()),
      media.everyMs * (0.5 + Math.random()),
    );
    this.mediaTimer.unref?.();
  }

  /** Takes a picture or records a clip and delivers it (announcement, then upload); answers the medium's id. */
  async deliverMedium(kind: MediaKind | undefined = this.spec.mediaKind): Promise<string> {
    if (!kind || !this.behaviour.media || !this.client || !this.secret) throw new Error(`${this.spec.id} does not deliver media`);
    return deliverMedium(
      this.client,
      this.topics,
      { id: this.spec.id, secret: this.secret, seed: seedOf(this.spec.id), photopointId: this.spec.photopointId },
      kind,
      this.behaviour.media,
    );
  }

  private async announce() {
    const { id } = this.spec;
    const client = await mqtt.connectAsync(this.behaviour.url, {
      protocolVersion: 4,
      clientId: id,
      username: id,
      password: this.behaviour.provisioningSecret,
      reconnectPeriod: 5000,
      clean: true,
    });
    this.client = client;
    client.on('error', () => {});
    client.on('message', (topic, payload) => {
      if (topic !== this.topics.config(id) || !payload.length) return;
      const config = JSON.parse(payload.toString()) as { secret?: string };
      this.behaviour.onConfigured?.(id, config);
      if (!config.secret) return;
      // Configured: sign in again as itself.
      void client.endAsync(true).then(() => (this.stopped ? undefined : this.connectAsDevice(config.secret!)));
    });
    await client.subscribeAsync(this.topics.config(id), { qos: 1 });
    const mac = Array.from({ length: 6 }, (_, i) => ((seedOf(id) >> i) & 0xff).toString(16).padStart(2, '0')).join(':');
    await client.publishAsync(
      this.topics.announce,
      JSON.stringify({ deviceId: id, type: this.spec.type, name: `New ${this.spec.type} ${id}`, mac, version: this.spec.version ?? '1.0.0' }),
      { qos: 1 },
    );
  }

  private async publishState() {
    if (!this.client?.connected) return;
    if (this.fault && Math.random() < 0.5) this.fault = undefined;
    else if (!this.fault && Math.random() < this.behaviour.faultRate / 10) this.fault = { code: 'disk.low', message: 'Disk space below 5 %', severity: 3 };
    const state = {
      status: this.fault ? 'degraded' : 'online',
      version: this.spec.version,
      uptimeS: Math.round((Date.now() - this.started) / 1000),
      temperatureC: 20 + (seedOf(this.spec.id) % 25),
      ...(this.fault ? { faults: [this.fault] } : {}),
      ...(Object.keys(this.configs).length ? { configs: this.configs } : {}),
    };
    await this.client.publishAsync(this.topics.state(this.spec.id), JSON.stringify(state), { qos: 0, retain: true }).catch(() => {});
  }

  private async onMessage(topic: string, payload: Buffer) {
    const parsed = this.topics.parse(topic);
    if (parsed?.kind !== 'request' || !parsed.requestId) return;
    let message: { command?: string; payload?: { action?: string } & Record<string, unknown> };
    try {
      message = JSON.parse(payload.toString());
    } catch {
      return;
    }
    const repeated = this.seen.has(parsed.requestId);
    this.behaviour.onRequest?.(this.spec.id, parsed.requestId, message.command ?? '', repeated);
    if (repeated || this.behaviour.silent) return;
    addBounded(this.seen, parsed.requestId, 1000);
    const [min, max] = this.behaviour.delayMs;
    await new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));
    const answer = this.answer(message.payload ?? {});
    await this.client?.publishAsync(this.topics.response(this.spec.id, parsed.requestId), JSON.stringify(answer), { qos: 1 }).catch(() => {});
    if (message.payload?.action === 'reboot') void this.reboot();
    // A configuration it now runs shows in its state at once, not with the next heartbeat.
    if (message.payload?.action === 'applyConfig' && answer.status === 'ok') await this.publishState();
  }

  private answer(payload: { action?: string } & Record<string, unknown>): Answer {
    const seed = seedOf(this.spec.id);
    if (Math.random() < this.behaviour.faultRate) return { status: 'error', error: { code: 'deviceFault', message: 'Simulated device fault' } };
    switch (payload.action) {
      case 'status':
        return {
          status: 'ok',
          result: { uptimeS: Math.round((Date.now() - this.started) / 1000), version: this.spec.version, temperatureC: 20 + (seed % 25), diskFreeGb: 12 + (seed % 50) },
        };
      case 'reboot':
        return { status: 'ok', result: { rebootingInS: 1 } };
      case 'screenshot':
        return { status: 'ok', result: { image: `data:image/png;base64,${terminalScreenshot(seed).toString('base64')}`, width: 320, height: 200 } };
      case 'panorama':
        return {
          status: 'ok',
          result: { image: `data:image/png;base64,${panorama(seed + Date.now() / 60_000).toString('base64')}`, width: 480, height: 160, capturedAt: new Date().toISOString() },
        };
      case 'snapshot': {
        // The camera answers in the resolution asked for, within what such a camera can do.
        const size = (value: unknown, fallback: number) => Math.min(3840, Math.max(160, Math.round(Number(value) || fallback)));
        const width = size(payload.width, 1280);
        const height = size(payload.height, 720);
        return {
          status: 'ok',
          result: { image: `data:image/png;base64,${slopePicture(seed, width, height).toString('base64')}`, width, height, capturedAt: new Date().toISOString() },
        };
      }
      case 'videoDirector': {
        const version = Number(payload.version);
        if (!Number.isInteger(version) || typeof payload.configuration !== 'object' || !payload.configuration)
          return { status: 'error', error: { code: 'invalidResponse', message: 'No configuration to apply' } };
        return { status: 'ok', result: { configId: payload.configId, appliedVersion: version, appliedAt: new Date().toISOString() } };
      }
      case 'ipscan': {
        const base = 10 + (seed % 200);
        const hosts = Array.from({ length: 4 + (seed % 5) }, (_, i) => ({
          ip: `10.${base}.0.${10 + i}`,
          mac: `00:1b:${(i + 16).toString(16)}:${(seed % 256).toString(16).padStart(2, '0')}:00:${(i * 7).toString(16).padStart(2, '0')}`,
          name: ['camera', 'recorder', 'photocell', 'switch', 'gate', 'printer', 'ups', 'antenna'][i % 8],
          reachable: i % 6 !== 5,
        }));
        return { status: 'ok', result: { lane: payload.lane ?? 0, hosts } };
      }
      case 'ptReinit':
        return seed % 9 === 0
          ? { status: 'error', error: { code: 'ptReinitFailed', message: 'PT head did not reach its home position' } }
          : { status: 'ok', result: { position: { pan: 0, tilt: 0 } } };
      case 'move': {
        const pan = Number(payload.pan);
        const tilt = Number(payload.tilt);
        if (!Number.isFinite(pan) || Math.abs(pan) > 180 || !Number.isFinite(tilt) || Math.abs(tilt) > 90)
          return { status: 'error', error: { code: 'cameraMoveFailed', message: 'Position out of range' } };
        return { status: 'ok', result: { pan, tilt, zoom: Number(payload.zoom ?? 1) } };
      }
      case 'applyConfig': {
        const version = Number(payload.version);
        if (
          !Number.isInteger(version) ||
          typeof payload.kind !== 'string' ||
          typeof payload.configId !== 'string' ||
          typeof payload.configuration !== 'object' ||
          !payload.configuration
        )
          return { status: 'error', error: { code: 'invalidResponse', message: 'No configuration to apply' } };
        this.configs[`${payload.kind}:${payload.configId}`] = version;
        if (payload.kind === 'startfinish') this.startFinish = payload.configuration as Record<string, unknown>;
        return { status: 'ok', result: { kind: payload.kind, configId: payload.configId, appliedVersion: version, appliedAt: new Date().toISOString() } };
      }
      case 'actioncamStatus':
        return { status: 'ok', result: { batteryPercent: 40 + (seed % 60), recording: seed % 2 === 0, storageFreeGb: 8 + (seed % 56) } };
      case undefined:
        return { status: 'error', error: { code: 'commandNotExecutable', message: 'No action' } };
      default:
        return { status: 'ok', result: { action: payload.action, done: true } };
    }
  }

  private async reboot() {
    const client = this.client;
    if (!client) return;
    await client.publishAsync(this.topics.state(this.spec.id), JSON.stringify({ status: 'offline' }), { qos: 1, retain: true }).catch(() => {});
    await new Promise((r) => setTimeout(r, 1500));
    if (!this.stopped) await this.publishState();
  }

  /** Reports a run or a session (`devices/{id}/events`, QoS 1), as trackers and recorders do. */
  async report(event: Record<string, unknown>) {
    if (!this.client?.connected) throw new Error(`${this.spec.id} is not connected`);
    await this.client.publishAsync(this.topics.events(this.spec.id), JSON.stringify(event), { qos: 1 });
  }

  /** Pretends another version of a configuration runs on it (a device changed by hand in the field). */
  async reportConfig(key: string, version: number) {
    this.configs[key] = version;
    await this.publishState();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.mediaTimer);
    clearTimeout(this.runTimer);
    await this.client?.endAsync(true).catch(() => {});
  }

  /** Drops the connection without a goodbye, so the broker sends the last will. */
  kill() {
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.mediaTimer);
    clearTimeout(this.runTimer);
    this.client?.stream.destroy();
    this.client?.end(true);
  }
}
