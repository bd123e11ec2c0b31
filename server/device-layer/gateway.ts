import mqtt, { type MqttClient } from 'mqtt';
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

/**
 * The server's MQTT connection (MQTT 3.1.1): it hears every device's state and answers and the
 * announcements, and publishes commands at QoS 1. It reconnects by itself; commands published while
 * it is down fail at once and are recorded so.
 */
export class DeviceGateway {
  private constructor(
    private readonly client: MqttClient,
    private readonly topics: Topics,
    private readonly inFlight: Set<Promise<void>>,
  ) {}

  static async connect(options: {
    url: string;
    username: string;
    password?: string;
    topics: Topics;
    handlers: GatewayHandlers;
    onError(error: Error, where: string): void;
  }): Promise<DeviceGateway> {
    const { topics, handlers } = options;
    const client = await mqtt.connectAsync(options.url, {
      protocolVersion: 4,
      clientId: `${options.username}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
      username: options.username,
      password: options.password,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      clean: true,
    });
    client.on('error', (error) => options.onError(error, 'connection'));
    // Handlers still running when the gateway closes are waited for: they write to the database,
    // which closes after the gateway (a shutdown otherwise logs "Cannot use a pool after calling end").
    const inFlight = new Set<Promise<void>>();
    client.on('message', (topic, payload) => {
      const run = (p: Promise<void>, where: string) => {
        const handled = p.catch((error: Error) => options.onError(error, where));
        inFlight.add(handled);
        void handled.finally(() => inFlight.delete(handled));
      };
      if (topic === topics.announce) return void run(handlers.announce(payload), 'announce');
      const parsed = topics.parse(topic);
      if (parsed?.kind === 'state') run(handlers.state(parsed.deviceId, payload), 'state');
      else if (parsed?.kind === 'media') run(handlers.media(parsed.deviceId, payload), 'media');
      else if (parsed?.kind === 'events') run(handlers.events(parsed.deviceId, payload), 'events');
      else if (parsed?.kind === 'response' && parsed.requestId) run(handlers.response(parsed.deviceId, parsed.requestId, payload), 'response');
    });
    await client.subscribeAsync({
      [`${topics.root}/devices/+/state`]: { qos: 1 },
      [`${topics.root}/devices/+/cmd/res/+`]: { qos: 1 },
      [`${topics.root}/devices/+/media`]: { qos: 1 },
      [`${topics.root}/devices/+/events`]: { qos: 1 },
      [topics.announce]: { qos: 1 },
    });
    return new DeviceGateway(client, topics, inFlight);
  }

  get connected() {
    return this.client.connected;
  }

  async sendCommand(deviceId: string, requestId: string, message: CommandMessage) {
    if (!this.client.connected) throw new Error('the MQTT broker is not reachable');
    await this.client.publishAsync(this.topics.request(deviceId, requestId), JSON.stringify(message), { qos: 1 });
  }

  /** The device's configuration, retained so it gets it whenever it (re)connects. */
  async sendConfig(deviceId: string, config: Record<string, unknown>) {
    await this.client.publishAsync(this.topics.config(deviceId), JSON.stringify(config), { qos: 1, retain: true });
  }

  /** Disconnects, then waits for the messages already taken in to be handled. */
  async close() {
    await this.client.endAsync(true);
    await Promise.all(this.inFlight);
  }
}
