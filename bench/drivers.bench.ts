import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CustomerScopeCache } from '../server/auth/customer-scope-cache';
import { parseListQuery } from '../server/crud/list-query';
import { listShapeOf } from '../server/crud/list-statements';
import { ResourceRepository } from '../server/crud/repository';
import { tableModel } from '../server/crud/table-model';
import { openPostgres, sessionOptions } from '../server/db/postgres-database';
import { RESOURCES } from '../resources';
import { createPostgresDatabase, seedBenchData } from './lib/bench-data';
import { ROOT } from './lib/build';
import { peersDir } from './lib/peers/directus';
import type { Bench, Figure } from './lib/result';
import { median, round } from './lib/stats';

const DRIVERS = ['pg', 'pg-native', 'postgres'] as const;
type Driver = (typeof DRIVERS)[number];
const LABEL: Record<Driver, string> = { pg: 'pg (today)', 'pg-native': 'pg with its native binding (libpq)', postgres: 'postgres.js (pipelining)' };
/** Another driver must save this share of the client CPU before switching is worth it (issue 31). */
const SWITCH_AT = 0.3;

/** The drivers in a folder of their own; pg at the project's version. pg-native builds against libpq (libpq-dev). */
function ensureDrivers(log: (line: string) => void) {
  const dir = path.join(peersDir(), 'drivers');
  const pgVersion = (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/pg/package.json'), 'utf8')) as { version: string }).version;
  const stamp = path.join(dir, `.installed-pg-${pgVersion}`);
  if (fs.existsSync(stamp)) return dir;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'gondola-bench-drivers', private: true }, null, 2)}\n`);
  log(`installing pg@${pgVersion}, pg-native@3 and postgres@3 into ${dir}`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `pg@${pgVersion}`, 'pg-native@3', 'postgres@3'], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`installing the drivers failed (pg-native needs libpq-dev: apt-get install -y libpq-dev):\n${(result.stderr || result.stdout).slice(-3000)}`);
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  return dir;
}

interface Measured {
  driver: Driver;
  rows: number;
  cpuMsPerQuery: number;
  perSecond: number;
}

const measure = (driver: Driver, dir: string, url: string, statementFile: string, total: number, inFlight: number): Measured =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'lib/drivers/measure.mjs'), driver, dir, url, statementFile, String(total), String(inFlight)], {
      encoding: 'utf8',
      env: { ...process.env, PGOPTIONS: sessionOptions() },
    }),
  ) as Measured;

/**
 * The driver's share of the floor: the client CPU per 25-row JSON page (the installations list the
 * list-api bench opens first, built by the repository's own code) for each driver in a process of
 * its own, 10 queries in flight, the drivers interleaved over five rounds.
 */
export const drivers: Bench = {
  name: 'drivers',
  quick: false,
  async run({ databaseUrl, log }) {
    const dir = ensureDrivers(log);
    const db = await createPostgresDatabase(databaseUrl, 'gondola_bench_drivers');
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-drivers-'));
    try {
      await seedBenchData({ kind: 'postgres', url: db.url }, log);
      const model = tableModel(RESOURCES.find((r) => r.name === 'installations')!);
      const statementDb = await openPostgres({ url: db.url, poolSize: 1 });
      const admin = { subject: 'bench', email: 'admin@gondola.example', name: 'Bench', roles: ['admin', 'scope_staff'], scope: 'staff' as const, customerIds: [] };
      const query = parseListQuery(model, { sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, 24]), filter: JSON.stringify({ status: 'active' }) });
      const sql = await new ResourceRepository(statementDb, new Map([[model.def.name, model]]), new CustomerScopeCache()).listStatements(model, query, admin, listShapeOf(model));
      await statementDb.close();
      const statementFile = path.join(work, 'statement.json');
      fs.writeFileSync(statementFile, JSON.stringify({ text: sql.page, values: sql.values }));
      const results = new Map<Driver, Measured[]>(DRIVERS.map((d) => [d, []]));
      for (let round = 0; round < 5; round++) for (const driver of DRIVERS) results.get(driver)!.push(measure(driver, dir, db.url, statementFile, 4000, 10));
      const cpuOf = (d: Driver) => median(results.get(d)!.map((r) => r.cpuMsPerQuery));
      const today = cpuOf('pg');
      const figures: Figure[] = [];
      for (const driver of DRIVERS) {
        const runs = results.get(driver)!;
        const saving = 1 - cpuOf(driver) / today;
        log(`${driver}: ${round(cpuOf(driver), 3)} ms CPU per page, ${round(median(runs.map((r) => r.perSecond)), 0)} pages/s`);
        figures.push({
          bench: 'drivers',
          name: `${LABEL[driver]}: client CPU per 25-row JSON page`,
          value: round(cpuOf(driver), 3),
          unit: 'ms',
          ...(driver !== 'pg' && { reference: { name: 'pg', value: round(today, 3), unit: 'ms' } }),
          note: `${runs[0]!.rows} rows; ${round(median(runs.map((r) => r.perSecond)), 0)} pages/s at 10 in flight; ${driver === 'pg' ? 'the driver Gondola uses' : `${round(saving * 100, 0)} % less CPU than pg (a switch needs ≥ ${SWITCH_AT * 100} %)`}; median of ${runs.length} × 4000 queries`,
        });
      }
      return figures;
    } finally {
      await db.drop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
};
