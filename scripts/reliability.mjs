#!/usr/bin/env node
// `npm run test:reliability`: the attack, fuzz, isolation, concurrency, crash, load, header and
// audit suites (tests/reliability), then a table of what each ran. Loopback only; bounded in time.
// With DATABASE_URL set (CI) the in-process suites run on that PostgreSQL server and PostgreSQL
// is required; without it they run on PGlite and the PostgreSQL-only parts say they were skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuilds } from './lib/build-freshness.mjs';
import { jsonReporterArgs } from './lib/vitest-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const casesFile = path.join(results, 'reliability', 'cases.jsonl');
fs.rmSync(casesFile, { force: true });
fs.rmSync(path.join(results, 'vitest-reliability.json'), { force: true });
fs.rmSync(path.join(results, 'reliability', 'scale-out.md'), { force: true });

const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
if (process.env.DATABASE_URL) {
  env.TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  env.RELIABILITY_REQUIRE_PG = '1';
}
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

// The crash and load suites run the built server, as production does.
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
for (const target of staleBuilds(root)) {
  const status = run(target === 'spa' ? [vite, 'build', '--logLevel', 'warn'] : [vite, 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn']);
  if (status !== 0) process.exit(status);
}

const started = Date.now();
const status = run([
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--config',
  'vitest.reliability.config.ts',
  ...jsonReporterArgs(root, 'reliability'),
  ...process.argv.slice(2),
]);

// suite | tests | cases | failures | seconds
const report = fs.existsSync(path.join(results, 'vitest-reliability.json'))
  ? JSON.parse(fs.readFileSync(path.join(results, 'vitest-reliability.json'), 'utf8'))
  : { testResults: [] };
const cases = new Map();
if (fs.existsSync(casesFile)) {
  for (const line of fs.readFileSync(casesFile, 'utf8').split('\n').filter(Boolean)) {
    const { suite, cases: n } = JSON.parse(line);
    cases.set(suite, (cases.get(suite) ?? 0) + n);
  }
}
const rows = report.testResults.map((file) => {
  const suite = path.basename(file.name).replace(/\.rel\.ts$/, '');
  const tests = file.assertionResults ?? [];
  const failed = tests.filter((t) => t.status === 'failed').length + (file.status === 'failed' && !tests.some((t) => t.status === 'failed') ? 1 : 0);
  const skipped = tests.filter((t) => t.status === 'skipped' || t.status === 'pending').length;
  const seconds = ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000;
  return [suite, String(tests.length - skipped) + (skipped ? ` (+${skipped} skipped)` : ''), String(cases.get(suite) ?? 0), String(failed), seconds.toFixed(0)];
});
const header = ['suite', 'tests', 'cases run', 'failures', 'seconds'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const table = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
const totalFailures = rows.reduce((n, r) => n + Number(r[3]), 0);
process.stdout.write(
  `\nReliability and security suites (${((Date.now() - started) / 1000).toFixed(0)} s, ${env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} for the in-process suites):\n${table.join('\n')}\n`,
);
fs.writeFileSync(path.join(results, 'reliability', 'summary.md'), `${table.join('\n')}\n`);
// The scale-out suite's figures (replicas, requests, failures, lost writes, delays, takeover, restore).
const scaleOut = path.join(results, 'reliability', 'scale-out.md');
if (fs.existsSync(scaleOut)) process.stdout.write(`\nScale-out (production replicas behind HAProxy):\n${fs.readFileSync(scaleOut, 'utf8')}`);
process.exit(status !== 0 ? status : totalFailures ? 1 : 0);
