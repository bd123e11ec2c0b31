import type { Duplex } from 'node:stream';
import mqtt, { MqttClient, type IClientOptions } from 'mqtt';
import type { CommandMessage } from './commands.js';
import type { Topics } from './topics.js';

export interface GatewayHandlers {
  state(deviceId: string, payload: Buffer): Promise<void>;
  response(deviceId: string, requestId: string, payload: Buffer): Promise<void>;
  announce(payload: Buffer): Promise<void>;
  /** A device announced a photo or video it is about to upload. */
  media(deviceId: string, payload: Buffer): Promise<void>;
  /** A tracker's run or a recorder's session. */
  events(deviceId: string, payload: Buffer): Promise<void>;
}

/** The broker as this replica sees it: readiness and the console show it, /metrics counts it. */
export interface BrokerState {
  status: 'connecting' | 'connected' | 'down';
  /** Since when it is so (ISO time). */
  since: string;
  /** Why it is down (the last connection error). */
  error?: string;
  /** Connections made since start (a reconnect counts). */
  connects: number;
}

export interface GatewayOptions {
  /** The broker's address (also what readiness and the logs name). */
  url: string;
  /** A broker in this process (the embedded one): each connection is a stream it hands over, not a socket to `url`. */
  connectInProcess?: () => Duplex;
  username: string;
  password?: string;
  topics: Topics;
  handlers: GatewayHandlers;
  /** The MQTT shared subscription group (external brokers). */
  sharedGroup?: string;
  /** Each device message handled, by kind (metrics). */
  onMessage?(kind: 'state' | 'response' | 'announce' | 'media' | 'events'): void;
  onError(error: Error, where: string): void;
}

/** Reconnecting waits twice as long after each failed try, from one second up to this. */
export const MAX_RECONNECT_MS = 30_000;
const FIRST_RECONNECT_MS = 1000;

/**
 * The server's MQTT connection (MQTT 3.1.1): it hears every device's state and answers and the
 * announcements, and publishes commands at QoS 1. It does not wait for the broker: a replica starts
 * while the broker is down, says so (`state`), and reconnects with back-off; commands published
 * while it is down fail at once and are recorded so.
 *
 * With `sharedGroup` (an external broker: Mosquitto, EMQX, HiveMQ) the replicas subscribe as one
 * MQTT shared subscription (`$share/<group>/…`), so the broker hands each device message to one
 * replica only. Shared subscriptions get no retained messages: a device's state arrives with its
 * next heartbeat instead, well inside the watchdog's timeout.
 */
export class DeviceGateway {
  private readonly inFlight = new Set<Promise<void>>();
  private current: BrokerState = { status: 'connecting', since: new Date().toISOString(), connects: 0 };
  private readonly stateListeners = new Set<(state: BrokerState) => void>();
  private readonly client: MqttClient;

  private constructor(private readonly options: GatewayOptions) {
    const connection: IClientOptions = {
      protocolVersion: 4,
      clientId: `${options.username}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
      username: options.username,
      password: options.password,
      reconnectPeriod: FIRST_RECONNECT_MS,
      connectTimeout: 10_000,
      clean: true,
      // Subscribed again on each connect below (a clean session starts without subscriptions).
      resubscribe: false,
    };
    this.client = options.connectInProcess ? new MqttClient(options.connectInProcess, connection) : mqtt.connect(options.url, connection);
    this.client.on('connect', () => {
      this.client.options.reconnectPeriod = FIRST_RECONNECT_MS;
      this.subscribe().then(
        () => this.set({ status: 'connected', connects: this.current.connects + 1 }),
        (error: Error) => {
          // Connected but deaf (an ACL without the server's topics): as good as down, and said so.
          this.set({ status: 'down', error: error.message });
          options.onError(error, 'subscribe');
        },
      );
    });
    this.client.on('error', (error) => {
      this.set({ status: 'down', error: error.message });
      // Refused while the broker is down: readiness and the state say so, not a warning per try.
      if ((error as { code?: unknown }).code !== 'ECONNREFUSED') options.onError(error, 'connection');
    });
    this.client.on('close', () => {
      if (this.current.status !== 'down') this.set({ status: 'down', error: this.current.error ?? (this.current.status === 'connected' ? 'connection closed' : 'no answer') });
      // The next try waits twice as long, up to MAX_RECONNECT_MS.
      this.client.options.reconnectPeriod = Math.min(MAX_RECONNECT_MS, (this.client.options.reconnectPeriod ?? FIRST_RECONNECT_MS) * 2);
    });
    this.client.on('message', (topic, payload) => this.dispatch(topic, payload));
  }

  /** Starts connecting and returns at once; `state` and `onState` tell how it goes. */
  static start(options: GatewayOptions): DeviceGateway {
    return new DeviceGateway(options);
  }

  get state(): BrokerState {
    return { ...this.current };
  }

  get connected() {
    return this.client.connected;
  }

  onState(listener: (state: BrokerState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Until connected (tests, the demo's simulator), or throws after `timeoutMs`. */
  async whenConnected(timeoutMs: number): Promise<void> {
    if (this.current.status === 'connected') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`the MQTT broker at ${this.options.url} did not answer within ${timeoutMs} ms (${this.current.error ?? this.current.status})`));
      }, timeoutMs);
      const off = this.onState((state) => {
        if (state.status !== 'connected') return;
        clearTimeout(timer);
        off();
        resolve();
      });
    });
  }

  private set(change: Partial<BrokerState>) {
    const statusChanged = change.status !== undefined && change.status !== this.current.status;
    this.current = { ...this.current, ...change, ...(statusChanged && { since: new Date().toISOString() }) };
    if (change.status === 'connected') delete this.current.error;
    if (statusChanged) for (const listener of this.stateListeners) listener(this.state);
  }

  private async subscribe() {
    const { topics, sharedGroup } = this.options;
    const shared = (topic: string) => (sharedGroup ? `$share/${sharedGroup}/${topic}` : topic);
    const granted = await this.client.subscribeAsync({
      [shared(`${topics.root}/devices/+/state`)]: { qos: 1 },
      [shared(`${topics.root}/devices/+/cmd/res/+`)]: { qos: 1 },
      [shared(`${topics.root}/devices/+/media`)]: { qos: 1 },
      [shared(`${topics.root}/devices/+/events`)]: { qos: 1 },
      [shared(topics.announce)]: { qos: 1 },
    });
    const refused = granted.filter((g) => g.qos === 128).map((g) => g.topic);
    if (refused.length) throw new Error(`the broker refused the subscriptions ${refused.join(', ')}`);
  }

  private dispatch(topic: string, payload: Buffer) {
    const { topics, handlers, onError } = this.options;
    // Handlers still running when the gateway closes are waited for: they write to the database,
    // which closes after the gateway (a shutdown otherwise logs "Cannot use a pool after calling end").
    const run = (p: Promise<void>, where: 'state' | 'response' | 'announce' | 'media' | 'events') => {
      this.options.onMessage?.(where);
      const handled = p.catch((error: Error) => onError(error, where));
      this.inFlight.add(handled);
      void handled.finally(() => this.inFlight.delete(handled));
    };
    if (topic === topics.announce) return void run(handlers.announce(payload), 'announce');
    const parsed = topics.parse(topic);
    if (parsed?.kind === 'state') run(handlers.state(parsed.deviceId, payload), 'state');
    else if (parsed?.kind === 'media') run(handlers.media(parsed.deviceId, payload), 'media');
    else if (parsed?.kind === 'events') run(handlers.events(parsed.deviceId, payload), 'events');
    else if (parsed?.kind === 'response' && parsed.requestId) run(handlers.response(parsed.deviceId, parsed.requestId, payload), 'response');
  }

  async sendCommand(deviceId: string, requestId: string, message: CommandMessage) {
    if (!this.client.connected) throw new Error('the MQTT broker is not reachable');
    await this.client.publishAsync(this.options.topics.request(deviceId, requestId), JSON.stringify(message), { qos: 1 });
  }

  /** The device's configuration, retained so it gets it whenever it (re)connects. */
  async sendConfig(deviceId: string, config: Record<string, unknown>) {
    if (!this.client.connected) throw new Error('the MQTT broker is not reachable');
    await this.client.publishAsync(this.options.topics.config(deviceId), JSON.stringify(config), { qos: 1, retain: true });
  }

  /** Disconnects, then waits for the messages already taken in to be handled. */
  async close() {
    this.stateListeners.clear();
    await this.client.endAsync(true);
    await Promise.all(this.inFlight);
  }
}
