// One driver in a process of its own, so its CPU is all the driver's: the statement `total` times,
// `inFlight` at once, on `inFlight` connections, prepared, the rows taken as the API takes them
// (records rendered as JSON by PostgreSQL, read as text). Prints one JSON line.
// argv: driver ('pg' | 'pg-native' | 'postgres'), folder with the drivers, URL, statement file, total, inFlight.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [driver, folder, url, statementFile, totalArg, inFlightArg] = process.argv.slice(2);
const { text, values } = JSON.parse(fs.readFileSync(statementFile, 'utf8'));
const total = Number(totalArg);
const inFlight = Number(inFlightArg);
const require = createRequire(path.join(folder, 'package.json'));
const options = process.env.PGOPTIONS;

function open() {
  if (driver === 'postgres') {
    const postgres = require('postgres');
    const sql = postgres(url, { max: inFlight, prepare: true, onnotice: () => {} });
    return { query: () => sql.unsafe(text, values, { prepare: true }), end: () => sql.end() };
  }
  const pg = require('pg');
  const Pool = driver === 'pg-native' ? pg.native.Pool : pg.Pool;
  const pool = new Pool({ connectionString: url, max: inFlight, options });
  return { query: () => pool.query({ name: 'bench_page', text, values }).then((r) => r.rows), end: () => pool.end() };
}

const db = open();
let rows = 0;
const run = async (n) => {
  for (let i = 0; i < n; i++) rows = (await db.query()).length;
};
// Warm: connections open, statements prepared on each, JIT warm.
await Promise.all(Array.from({ length: inFlight }, () => run(50)));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await Promise.all(Array.from({ length: inFlight }, () => run(Math.ceil(total / inFlight))));
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
await db.end();
const done = Math.ceil(total / inFlight) * inFlight;
process.stdout.write(`${JSON.stringify({ driver, rows, queries: done, cpuMsPerQuery: (cpu.user + cpu.system) / 1000 / done, perSecond: (done / wall) * 1000 })}\n`);
