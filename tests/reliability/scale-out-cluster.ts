import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config.js';
import { freePort, startServer } from '../e2e/harness.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { bearer, tokenFactory } from '../support/tokens.js';
import { scratchDatabase } from './postgres-servers.js';
import { ltsNode } from '../support/lts-node.js';

// The production shape on one machine, every part a process of its own: PostgreSQL (a database on
// the local server), Mosquitto with deploy/'s ACL, an S3-protocol store, the identity provider at
// its own issuer URL, Gondola replicas in production mode, and HAProxy with deploy/'s configuration.

const ROOT = path.resolve(import.meta.dirname, '../..');
export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
export const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto'].find((p) => fs.existsSync(p));
export const STAFF_DOMAIN = 'gondola.example';
const SERVER_PASSWORD = 'scale-out-server-secret-0123456789';
/** Replica-side drain, as deploy/haproxy/haproxy.cfg asks: above its detection (inter 500 ms × fall 3, plus a check in flight). */
const DRAIN_MS = Number(process.env.SCALE_OUT_DRAIN_MS ?? 3000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<string>;
}

function run(name: string, command: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): Proc {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 4_000_000) output = output.slice(-2_000_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return { name, child, output: () => output, exited };
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number, proc?: Proc) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited while waiting for ${what}:\n${proc.output().slice(-3000)}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${proc ? `:\n${proc.output().slice(-3000)}` : ''}`);
    await sleep(100);
  }
}

const answers = async (url: string) => (await fetch(url)).ok;

export interface Replica {
  id: string;
  port: number;
  url: string;
  proc?: Proc;
  /** Another app directory (a newer release beside the old ones). */
  appDir?: string;
}

/** Mosquitto on a free port with deploy/mosquitto's ACL and a password file the suite extends. */
async function startMosquitto(dir: string) {
  const passwd = path.join(dir, 'mosquitto.passwd');
  const users = new Map<string, string>([['gondola-server', SERVER_PASSWORD]]);
  const writeUsers = () => {
    fs.writeFileSync(passwd, `${[...users].map(([u, p]) => `${u}:${p}`).join('\n')}\n`, { mode: 0o644 });
    const hashed = spawnSync('mosquitto_passwd', ['-U', passwd]);
    if (hashed.status !== 0) throw new Error(`mosquitto_passwd: ${hashed.stderr.toString()}`);
    fs.chmodSync(passwd, 0o644);
  };
  writeUsers();
  const acl = path.join(dir, 'mosquitto.acl');
  fs.copyFileSync(path.join(ROOT, 'deploy/mosquitto/gondola.acl'), acl);
  fs.chmodSync(acl, 0o644);
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(conf, [`listener ${port} 127.0.0.1`, 'allow_anonymous false', `password_file ${passwd}`, `acl_file ${acl}`, ''].join('\n'), { mode: 0o644 });
  const proc = run('mosquitto', MOSQUITTO!, ['-c', conf]);
  await sleep(300);
  if (proc.child.exitCode !== null) throw new Error(`mosquitto did not start:\n${proc.output()}`);
  return {
    proc,
    port,
    /** Device accounts (id and secret), as an operator provisions them; the broker reloads them. */
    addUsers(devices: Array<{ id: string; secret: string }>) {
      for (const d of devices) users.set(d.id, d.secret);
      writeUsers();
      proc.child.kill('SIGHUP');
    },
  };
}

/** deploy/haproxy/haproxy.cfg with this machine's ports in place of the bind and server lines. */
function haproxyConfig(proxyPort: number, replicas: Replica[]): string {
  const template = fs.readFileSync(path.join(ROOT, 'deploy/haproxy/haproxy.cfg'), 'utf8');
  const lines = template.split('\n').filter((l) => !/^\s*server gondola-/.test(l));
  const servers = replicas.map((r) => `  server ${r.id} 127.0.0.1:${r.port} check`);
  const withBind = lines.map((l) => (/^\s*bind :8080$/.test(l) ? `  bind 127.0.0.1:${proxyPort}` : l));
  if (withBind.join('\n') === lines.join('\n')) throw new Error('deploy/haproxy/haproxy.cfg: no "bind :8080" line to replace');
  const backend = withBind.findIndex((l) => l.startsWith('backend gondola'));
  let end = withBind.length;
  while (end > backend && !withBind[end - 1]!.trim()) end--;
  return [...withBind.slice(0, end), ...servers, ''].join('\n');
}

export interface Cluster {
  proxyUrl: string;
  idpUrl: string;
  databaseUrl: string;
  replicas: Replica[];
  mqttUrl: string;
  work: string;
  /** Headers with a demo user's access token, signed by the identity provider's key. */
  as(username: string): Promise<Record<string, string>>;
  startReplica(replica: Replica, env?: Record<string, string>): Promise<void>;
  /** SIGTERM (rolling) or SIGKILL; resolves when the process is gone. */
  stopReplica(replica: Replica, signal: NodeJS.Signals): Promise<string>;
  /** Until HAProxy sends requests to it again (its health check saw it ready twice). */
  inRotation(replica: Replica): Promise<void>;
  addDeviceAccounts(devices: Array<{ id: string; secret: string }>): void;
  /** What HAProxy said (servers going up and down, with the reason). */
  proxyOutput(): string;
  replicaEnv(replica: Replica, databaseUrl?: string): Record<string, string>;
  stop(): Promise<void>;
}

export async function startCluster(replicaCount: number, spare: number): Promise<Cluster> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-scale-'));
  fs.chmodSync(work, 0o755);
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => fs.rmSync(work, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  try {
    const database = await scratchDatabase('gondola_scale');
    cleanups.push(() => database.drop());
    const mosquitto = await startMosquitto(work);
    cleanups.push(() => mosquitto.proc.child.kill('SIGKILL'));
    const s3: S3TestServer = await startS3Server('gondola-scale');
    cleanups.push(() => s3.stop());

    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const idpPort = await freePort();
    const idpUrl = `http://127.0.0.1:${idpPort}`;
    const idpDir = path.join(work, 'idp');
    const idp = run('identity provider', process.execPath, [path.join(ROOT, 'dist/idp.js')], {
      PORT: String(idpPort),
      HOST: '127.0.0.1',
      IDP_PUBLIC_URL: idpUrl,
      CONSOLE_URL: proxyUrl,
      DATA_DIR: idpDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_PER_MIN: '0',
    });
    cleanups.push(() => idp.child.kill('SIGKILL'));
    await until('the identity provider', () => answers(`${idpUrl}/oidc/.well-known/openid-configuration`), 60_000, idp);

    // The demo data (installations, devices, users' customers) is written once by a demo node on
    // the same database, as an operator would import data; production replicas refuse demo data.
    const seeder = await startServer({ DATABASE_URL: database.url, SIMULATOR_DEVICES: '0', DEVICE_GATEWAY: 'false', LOG_LEVEL: 'warn' });
    await seeder.stop('SIGTERM');

    // Production refuses a Node.js line that is not a supported LTS (server/node-support.ts).
    const node = ltsNode();
    const replicas: Replica[] = [];
    for (let i = 1; i <= replicaCount + spare; i++) {
      const port = await freePort();
      replicas.push({ id: `gondola-${i}`, port, url: `http://127.0.0.1:${port}` });
    }
    const replicaEnv = (replica: Replica, databaseUrl = database.url): Record<string, string> => ({
      NODE_ENV: 'production',
      PORT: String(replica.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: proxyUrl,
      REPLICA_ID: replica.id,
      DATA_DIR: path.join(work, replica.id),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
      OIDC_ISSUER: `${idpUrl}/oidc`,
      MQTT_URL: `mqtt://127.0.0.1:${mosquitto.port}`,
      MQTT_USERNAME: 'gondola-server',
      MQTT_PASSWORD: SERVER_PASSWORD,
      STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
      VAULT_KEY: `scale-1:${Buffer.alloc(32, 7).toString('base64')}`,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Nothing is sent in these runs; the mail server only has to be named, as production demands.
      // No SMS provider: these replicas run with SMS off, as an operator without one does.
      SMTP_URL: 'smtp://127.0.0.1:9',
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'info',
      DEMO_DATA: '',
      RATE_LIMIT_API_PER_MIN: '0',
      RATE_LIMIT_STREAMS_PER_USER: '0',
      RATE_LIMIT_AUTH_FAILURES_PER_MIN: '0',
      DEVICE_HEARTBEAT_TIMEOUT_S: '600',
    });
    const startReplica = async (replica: Replica, env: Record<string, string> = {}) => {
      const appDir = replica.appDir ?? ROOT;
      const proc = run(replica.id, node, [path.join(appDir, 'dist/server.js')], { ...replicaEnv(replica), ...env }, appDir);
      replica.proc = proc;
      await until(`${replica.id} to be ready`, () => answers(`${replica.url}/api/ready`), 90_000, proc);
    };
    const stopReplica = async (replica: Replica, signal: NodeJS.Signals) => {
      const proc = replica.proc;
      if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return 'not running';
      proc.child.kill(signal);
      return proc.exited;
    };
    cleanups.push(async () => {
      for (const r of replicas) await stopReplica(r, 'SIGKILL');
    });
    await Promise.all(replicas.slice(0, replicaCount).map((r) => startReplica(r)));

    const haproxyDir = path.join(work, 'haproxy');
    fs.mkdirSync(haproxyDir);
    const cfg = path.join(haproxyDir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig(proxyPort, replicas));
    const checked = spawnSync(HAPROXY!, ['-c', '-q', '-f', cfg]);
    if (checked.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${checked.stderr.toString()}${checked.stdout.toString()}`);
    const proxy = run('haproxy', HAPROXY!, ['-db', '-f', cfg]);
    cleanups.push(() => proxy.child.kill('SIGKILL'));
    await until('HAProxy to send requests to the replicas', () => answers(`${proxyUrl}/api/ready`), 30_000, proxy);

    const tokens = await tokenFactory(loadConfig({ DATA_DIR: idpDir, PUBLIC_URL: idpUrl }));
    const inRotation = async (replica: Replica) => {
      // HAProxy marks a server up after two good checks (rise 2, inter 500 ms); then round-robin
      // reaches it within a few requests.
      await until(
        `${replica.id} back in HAProxy's rotation`,
        async () => {
          for (let i = 0; i < replicas.length * 2; i++) {
            const response = await fetch(`${proxyUrl}/api/health`);
            if (response.headers.get('x-gondola-replica') === replica.id) return true;
          }
          return false;
        },
        20_000,
      );
    };
    return {
      proxyUrl,
      idpUrl,
      databaseUrl: database.url,
      replicas,
      mqttUrl: `mqtt://127.0.0.1:${mosquitto.port}`,
      work,
      as: async (username) => ({ ...bearer(await tokens.for(username)), 'content-type': 'application/json' }),
      startReplica,
      stopReplica,
      inRotation,
      addDeviceAccounts: (devices) => mosquitto.addUsers(devices),
      proxyOutput: () => proxy.output(),
      replicaEnv,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
