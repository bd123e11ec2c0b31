import net from 'node:net';
import { type Duplex, duplexPair } from 'node:stream';
import type { AuthenticateError, Client } from 'aedes';
import { sameSecret } from '../http/same-secret.js';
import { DEVICE_ID, type Topics } from './topics.js';

type Role = { kind: 'server' } | { kind: 'device'; id: string } | { kind: 'provisioning'; id: string };

export interface BrokerOptions {
  port: number;
  /** A port the operator chose must be free; the default one gives way to a free port. */
  portExplicit: boolean;
  host?: string;
  topics: Topics;
  server: { username: string; password: string };
  provisioningSecret?: string;
  /** A known device's secret and whether it belongs to an installation; undefined when unknown. */
  lookup(deviceId: string): Promise<{ secret: string | null; configured: boolean } | undefined>;
  onDenied?(what: string): void;
}

export interface EmbeddedBroker {
  /** The address it listens on (HOST) and the port it got: the configured one, or a free one. */
  host: string;
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * The broker before it listens: the server's own client connects in process and subscribes first,
 * then the port opens to the devices. Listening first put the server's CONNECT behind a thousand
 * devices reconnecting to a restarted replica (each signing in with a database lookup), and on two
 * busy cores it waited past its 10 s timeout: the replica refused to start.
 */
export interface UnopenedBroker {
  /** A connection from this process (the server's own client), not through the listener. */
  connectInProcess(): Duplex;
  listen(): Promise<EmbeddedBroker>;
  close(): Promise<void>;
}

const same = (given: Buffer | undefined, expected: string | null | undefined) => !!given && sameSecret(given, expected);

function refused(): AuthenticateError {
  const error = new Error('Bad user name or password') as AuthenticateError;
  error.returnCode = 4;
  return error;
}

/** Where a client on this machine (the demo's devices, the tests) reaches a broker bound to `host` (a wildcard means loopback). */
export function connectHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the broker and opens its port (the tests' broker; the server opens it after connecting its own client). */
export async function startEmbeddedBroker(options: BrokerOptions): Promise<EmbeddedBroker> {
  return (await createEmbeddedBroker(options)).listen();
}

/**
 * The embedded MQTT 3.1.1 broker of demo mode and the tests (aedes refuses MQTT 5). Devices sign
 * in with their id and secret and may use only their own topics; an unknown device may sign in
 * with the provisioning secret only to announce itself and wait for its configuration.
 * docs/OPERATIONS.md gives Mosquitto the same rules.
 */
export async function createEmbeddedBroker(options: BrokerOptions): Promise<UnopenedBroker> {
  const { topics } = options;
  const roles = new WeakMap<Client, Role>();
  const denied = (what: string) => options.onDenied?.(what);
  const underRoot = (topic: string) => topic === topics.announce || topic.startsWith(`${topics.root}/`);

  // Loaded only where the replica runs its own broker; beside an external one it never is.
  const { Aedes } = await import('aedes');
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      if (username === options.server.username) {
        if (same(password, options.server.password)) {
          roles.set(client, { kind: 'server' });
          return done(null, true);
        }
        denied(`server account from ${client.id}`);
        return done(refused(), false);
      }
      // One session per device: its client id is its device id, so nobody takes over another's session.
      if (!username || !DEVICE_ID.test(username) || client.id !== username) {
        denied(`client ${client.id} as ${username ?? '(none)'}`);
        return done(refused(), false);
      }
      options.lookup(username).then(
        (known) => {
          const secret = known?.secret;
          const will = (client as Client & { _will?: { topic?: string } })._will;
          if (secret && same(password, secret)) {
            if (will && will.topic !== topics.state(username)) {
              denied(`device ${username} with a last will on ${will.topic}`);
              return done(refused(), false);
            }
            roles.set(client, { kind: 'device', id: username });
            return done(null, true);
          }
          // Until it is assigned to an installation, a device may (re)connect to announce itself.
          if (!known?.configured && options.provisioningSecret && same(password, options.provisioningSecret) && !will) {
            roles.set(client, { kind: 'provisioning', id: username });
            return done(null, true);
          }
          denied(`device ${username}: wrong secret`);
          done(refused(), false);
        },
        () => {
          const error = new Error('Server unavailable') as AuthenticateError;
          error.returnCode = 3;
          done(error, false);
        },
      );
    },
    authorizePublish(client, packet, callback) {
      if (!client) return callback(null);
      const role = roles.get(client);
      const topic = packet.topic;
      let allowed = false;
      if (role?.kind === 'server') allowed = underRoot(topic);
      else if (role?.kind === 'device') {
        const parsed = topics.parse(topic);
        allowed = !!parsed && parsed.deviceId === role.id && (parsed.kind === 'state' || parsed.kind === 'response' || parsed.kind === 'media' || parsed.kind === 'events');
      } else if (role?.kind === 'provisioning') allowed = topic === topics.announce;
      if (allowed) return callback(null);
      denied(`${client.id} publishing on ${topic}`);
      callback(new Error(`not allowed to publish on ${topic}`));
    },
    authorizeSubscribe(client, subscription, callback) {
      const role = roles.get(client);
      const topic = subscription.topic;
      let allowed = false;
      if (role?.kind === 'server') allowed = underRoot(topic) || topic === `${topics.root}/#`;
      else if (role?.kind === 'device')
        allowed = topic === `${topics.device(role.id)}/cmd/req/+` || topic === `${topics.device(role.id)}/cmd/req/#` || topic === topics.config(role.id);
      else if (role?.kind === 'provisioning') allowed = topic === topics.config(role.id);
      if (allowed) return callback(null, subscription);
      denied(`${client.id} subscribing to ${topic}`);
      // MQTT 3.1.1: the subscription is refused (SUBACK 0x80), the connection stays.
      callback(null, null);
    },
  });

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    broker.handle(socket);
  });
  const host = options.host ?? '0.0.0.0';
  const connectInProcess = () => {
    const [client, brokerEnd] = duplexPair();
    broker.handle(brokerEnd);
    return client;
  };
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => broker.close(() => resolve()));
  };
  const listenOn = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        reject(error);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve((server.address() as net.AddressInfo).port);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, host);
    });
  const listen = async (): Promise<EmbeddedBroker> => {
    let port: number;
    try {
      port = await listenOn(options.port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.portExplicit) {
        await close();
        throw new Error(
          `The embedded MQTT broker cannot listen on port ${options.port}: ${(error as Error).message}. Set MQTT_PORT to a free port, or MQTT_URL to use an external broker.`,
        );
      }
      port = await listenOn(0);
    }
    return { host, port, url: `mqtt://${connectHost(host)}:${port}`, close };
  };
  return { connectInProcess, listen, close };
}
