import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../e2e/harness.js';
import { createDatabase } from '../support/test-db.js';

/** The PostgreSQL server the suites may create databases on (CI exports DATABASE_URL). */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';

export async function postgresReachable(url = POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database of its own on the shared server, dropped (connections and all) by `drop()`. */
export const scratchDatabase = (prefix: string) => createDatabase(POSTGRES_URL, `${prefix}_${randomBytes(4).toString('hex')}`);

function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
}

/**
 * A throw-away PostgreSQL cluster on a free port, so a suite can stop it the hard way
 * (`pg_ctl stop -m immediate`) without touching the machine's shared server. PostgreSQL refuses
 * to run as root, so the cluster belongs to the `postgres` account when the suite runs as root.
 */
export async function privateCluster(): Promise<{ url: string; stopImmediately(): void; start(): void; destroy(): void } | string> {
  const bin = postgresBin();
  if (!bin) return 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/pg_ctl)';
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['postgres']).status !== 0) return 'running as root without a postgres account';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-pg-'));
  const port = await freePort();
  const run = (args: string[]) => {
    const command = [path.join(bin, args[0]!), ...args.slice(1)];
    if (asRoot) execFileSync('su', ['postgres', '-c', command.map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' });
    else execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run(['initdb', '-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () => run(['pg_ctl', '-D', dir, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stopImmediately: () => run(['pg_ctl', '-D', dir, '-m', 'immediate', 'stop']),
    start,
    destroy() {
      try {
        run(['pg_ctl', '-D', dir, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
