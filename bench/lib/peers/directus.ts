import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../tests/e2e/harness';

/**
 * Directus, the closest peer to Gondola (a schema-driven admin app and REST API over an existing SQL
 * database), installed from the npm registry into a folder of its own with the Node it needs (22,
 * from the registry's `node` package). Only the full bench uses it.
 *
 * 12.4.0, not the newest 12.4.1: the registry reachable here lacks 12.4.1's @directus/app@18.0.1.
 * Its one V8-bound addon (isolated-vm) is built against Node 22's headers, which the `node`
 * package carries; npm's own setting points node-gyp at the machine's Node 20.
 */
export const DIRECTUS_VERSION = '12.4.0';
const NODE_VERSION = '22';

export const peersDir = () => process.env.BENCH_PEERS_DIR ?? path.join(os.homedir(), '.cache', 'gondola-bench', 'peers');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  log(`${path.basename(command)} ${args.join(' ')} (in ${cwd})`);
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${(result.stderr || result.stdout).slice(-4000)}`);
}

/**
 * The folder with Directus and its Node, installed when missing (about 1 GB, 5–8 minutes): the
 * runtime, its headers and the app in folders of their own, so that installing the app cannot
 * prune the Node binary the `node` package's install script put in place.
 */
export function ensureDirectus(log: (line: string) => void) {
  const dir = path.join(peersDir(), `directus-${DIRECTUS_VERSION}`);
  const runtime = path.join(dir, 'runtime');
  const app = path.join(dir, 'app');
  const nodeBin = path.join(runtime, 'node_modules', '.bin', 'node');
  const cli = path.join(app, 'node_modules', 'directus', 'cli.js');
  const ready = path.join(dir, '.installed');
  if (fs.existsSync(ready)) return { dir: app, nodeBin, cli };
  // A cut-off install starts again from nothing.
  fs.rmSync(dir, { recursive: true, force: true });
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  for (const folder of [runtime, app]) {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify({ name: `gondola-bench-peer-${path.basename(folder)}`, private: true }, null, 2)}\n`);
  }
  run('npm', ['install', ...quiet, `node@${NODE_VERSION}`], runtime, process.env, log);
  // node-gyp wants a node folder with the build settings at its top; the package has them under include/node.
  const binaryPackage = `node-${process.platform}-${process.arch}`;
  const shipped = [path.join(runtime, 'node_modules', 'node', 'node_modules', binaryPackage), path.join(runtime, 'node_modules', binaryPackage)].find((d) =>
    fs.existsSync(path.join(d, 'include', 'node')),
  );
  if (!shipped) throw new Error(`the node@${NODE_VERSION} package brought no ${binaryPackage} folder with headers`);
  const headers = path.join(dir, 'headers');
  fs.cpSync(path.join(shipped, 'include'), path.join(headers, 'include'), { recursive: true });
  for (const gypi of ['common.gypi', 'config.gypi']) fs.copyFileSync(path.join(headers, 'include', 'node', gypi), path.join(headers, gypi));
  // npm and the install scripts run on Node 22, and node-gyp builds against its headers.
  const env = { ...process.env, PATH: `${path.dirname(nodeBin)}:${process.env.PATH}`, npm_config_nodedir: headers };
  run('npm', ['install', ...quiet, `directus@${DIRECTUS_VERSION}`], app, env, log);
  fs.writeFileSync(ready, `${new Date().toISOString()}\n`);
  return { dir: app, nodeBin, cli };
}

export interface RunningDirectus {
  url: string;
  headers: Record<string, string>;
  process: ChildProcess;
  stop(): Promise<void>;
}

const TOKEN = 'gondola-bench-directus-admin';

/**
 * Directus on `databaseUrl` (its system tables beside Gondola's; the bench's database is dropped
 * afterwards) with the admin's static token. Gondola's tables are read as they are: Directus serves
 * tables it does not manage to the admin. Cache and rate limiter off, as Gondola's bench server runs.
 */
export async function startDirectus(databaseUrl: string, log: (line: string) => void): Promise<RunningDirectus> {
  const { dir, nodeBin, cli } = ensureDirectus(log);
  const port = await freePort();
  const env = {
    PATH: `${path.dirname(nodeBin)}:${process.env.PATH}`,
    HOME: process.env.HOME,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    // Gondola's bench server has 10 connections to PostgreSQL as well.
    DB_POOL__MIN: '0',
    DB_POOL__MAX: '10',
    KEY: 'gondola-bench',
    SECRET: 'gondola-bench-secret-0123456789abcdef0123456789abcdef',
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'gondola-bench',
    ADMIN_TOKEN: TOKEN,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    STORAGE_LOCAL_ROOT: path.join(dir, 'uploads'),
    EXTENSIONS_PATH: path.join(dir, 'extensions'),
  };
  fs.mkdirSync(env.STORAGE_LOCAL_ROOT, { recursive: true });
  fs.mkdirSync(env.EXTENSIONS_PATH, { recursive: true });
  run(nodeBin, [cli, 'bootstrap'], dir, env, log);
  const child = spawn(nodeBin, [cli, 'start'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${TOKEN}` };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Directus exited ${child.exitCode}:\n${output}`);
    const answer = await fetch(`${url}/server/ping`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`Directus did not answer within 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return { url, headers, process: child, stop };
}

/** Directus's items API query for a bench scenario, asking for what Gondola's list answers too. */
export function directusQuery(resource: string, query: Record<string, string>): string {
  const params = new URLSearchParams();
  const table = resource.replace(/-/g, '_');
  const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  if (query.sort) {
    const [field, order] = JSON.parse(query.sort) as [string, string];
    params.set('sort', `${order === 'DESC' ? '-' : ''}${column(field)}`);
  }
  const [from, to] = query.range ? (JSON.parse(query.range) as [number, number]) : [0, 24];
  params.set('limit', String(to - from + 1));
  params.set('offset', String(from));
  const filter = query.filter ? (JSON.parse(query.filter) as Record<string, unknown>) : {};
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q') params.set('search', String(value));
    else if (Array.isArray(value)) params.set(`filter[${column(field)}][_in]`, value.join(','));
    else params.set(`filter[${column(field)}][_eq]`, String(value));
  }
  // A list screen needs its total, as Gondola's Content-Range gives it (Directus counts exactly).
  if (!Array.isArray(filter.id)) params.set('meta', 'filter_count');
  return `/items/${table}?${params.toString()}`;
}
