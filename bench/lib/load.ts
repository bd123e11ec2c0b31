import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sessionOptions } from '../../server/db/postgres-database';

export interface LoadResult {
  /** Completed requests (or transactions) per second. */
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  /** The load generator's CPU time, when it ran as a child process (wrk). */
  clientCpuMs?: number;
}

/** wrk, where installed (Debian's `wrk`; `.ci/run` installs it). */
export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file));

/**
 * HTTP load: `connections` keep-alive clients for `seconds`. wrk when installed — a C client as
 * light as pgbench, with the same thread count, so the two loads take the same share of the
 * machine's two cores; autocannon (in this Node process, several times the CPU per request)
 * otherwise.
 */
export async function httpLoad(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  if (WRK) return wrkLoad(WRK, url, headers, connections, seconds);
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

// wrk's summary as one JSON line (latencies in µs).
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nWRK_JSON {"requests":%d,"us":%d,"p50":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;

/** CPU time of this process's finished children (cutime + cstime of /proc/self/stat), in ms. */
function childrenCpuMs(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // USER_HZ is 100 on Linux
}

async function wrkLoad(wrk: string, url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-wrk-'));
  const script = path.join(dir, 'report.lua');
  fs.writeFileSync(script, WRK_REPORT);
  const args = ['-c', String(connections), '-t', String(Math.min(connections, 2)), '-d', `${seconds}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const cpu0 = childrenCpuMs();
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
    });
    const line = output.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no summary: ${output}`);
    const r = JSON.parse(line.slice('WRK_JSON '.length)) as { requests: number; us: number; p50: number; p99: number; errors: number };
    return { rate: r.requests / (r.us / 1e6), p50: r.p50 / 1000, p99: r.p99 / 1000, errors: r.errors, clientCpuMs: childrenCpuMs() - cpu0 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A statement with `$n` placeholders as pgbench runs it: `:pn` variables, passed with -D, prepared. */
export interface PgbenchStatement {
  text: string;
  values: unknown[];
}

/**
 * pgbench reads `:name` anywhere in a statement as one of its variables, string literals included
 * (the JSON rendering formats times as 'HH24:MI'); such a literal is written as the same string with
 * the colons escaped (E'…\x3A…'), which PostgreSQL reads exactly as the original.
 */
const escapeColons = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, (literal) => (literal.includes(':') ? `E${literal.replace(/\\/g, '\\\\').replace(/:/g, '\\x3A')}` : literal));

const asText = (value: unknown): string =>
  Array.isArray(value) ? `{${value.map((v) => `"${String(v).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}` : value instanceof Date ? value.toISOString() : String(value);

/** The same statements through `pgbench -M prepared` at `clients` connections: the database's own limit. */
export async function pgbench(databaseUrl: string, transaction: PgbenchStatement[], clients: number, seconds: number): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-pgbench-'));
  const defines: string[] = [];
  const script = transaction
    .map((statement, s) => {
      for (const [i, value] of statement.values.entries()) defines.push('-D', `s${s}p${i + 1}=${asText(value)}`);
      // pgbench wants one statement per line.
      return `${escapeColons(statement.text)
        .replace(/\$(\d+)/g, (_, n: string) => `:s${s}p${n}`)
        .replace(/\s*\n\s*/g, ' ')};`;
    })
    .join('\n');
  fs.writeFileSync(path.join(dir, 'list.sql'), `${script}\n`);
  const latencyLog = path.join(dir, 'log');
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, 2)),
    '-T',
    String(seconds),
    '-f',
    path.join(dir, 'list.sql'),
    '-l',
    '--log-prefix',
    latencyLog,
    ...defines,
    databaseUrl,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    // The server's own connection settings (plans made for the values), so the SQL runs alike.
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGOPTIONS: sessionOptions() } });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr.on('data', (c: Buffer) => (text += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench exited ${code}:\n${text}`))));
  });
  // Per-transaction latencies (µs, third column) from pgbench's own log files.
  const latencies = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('log'))
    .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  fs.rmSync(dir, { recursive: true, force: true });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${output}`);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { rate: tps, p50: at(50), p99: at(99), errors: failed };
}
