import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { met, type Bench, type Figure } from './lib/result';
import { writeReport } from './lib/report';

// The resource files are handed over before any bench module (and so resources/index.ts) loads.
await import('./lib/resources-preload');
const { removeSeededTemplates } = await import('./lib/seeded');
const BENCHES: Bench[] = [
  (await import('./first-load.bench')).firstLoad,
  (await import('./list-api.bench')).listApi,
  (await import('./bulk-commands.bench')).bulkCommands,
  (await import('./live-updates.bench')).liveUpdates,
  (await import('./startup.bench')).startup,
  (await import('./replica-memory.bench')).replicaMemory,
  (await import('./video-director.bench')).videoDirector,
  (await import('./media-review.bench')).mediaReview,
  (await import('./calendar-month.bench')).calendarMonth,
  (await import('./reports.bench')).reports,
  (await import('./navigation.bench')).navigation,
  (await import('./react-admin-peer.bench')).reactAdminPeer,
  (await import('./drivers.bench')).drivers,
];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const databaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';

const started = Date.now();
const figures: Figure[] = [];
const failures: string[] = [];
for (const bench of BENCHES) {
  if (only ? !only.includes(bench.name) : quick && !bench.quick) continue;
  process.stdout.write(`\n▶ ${bench.name}${quick ? ' (quick)' : ''}\n`);
  const t0 = Date.now();
  try {
    figures.push(...(await bench.run({ quick, databaseUrl, log: (line) => process.stdout.write(`  ${line}\n`) })));
  } catch (error) {
    failures.push(`${bench.name}: ${(error as Error).stack ?? error}`);
    process.stderr.write(`✖ ${bench.name} failed: ${(error as Error).stack ?? error}\n`);
  }
  process.stdout.write(`  (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
}

await removeSeededTemplates();
// The benches' browser contexts share one Chromium, which would keep this process alive.
await (await import('../tests/e2e/harness')).closeBrowsers();

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const date = new Date().toISOString();
const seconds = Math.round((Date.now() - started) / 1000);
const resultsDir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
let table: string;
if (quick) {
  // CI's quick subset keeps a file of its own.
  const report = { date, quick, machine, seconds, figures, failures };
  fs.writeFileSync(path.join(resultsDir, 'latest-quick.json'), `${JSON.stringify(report, null, 2)}\n`);
  table = writeReport(report, resultsDir, 'latest-quick', false);
} else {
  // latest.json holds each bench's latest full run: `--only` replaces the benches it ran.
  const file = path.join(resultsDir, 'latest.json');
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { benches?: Record<string, { date: string; figures: Figure[] }> }) : {};
  const benches = { ...(previous.benches ?? {}) };
  for (const bench of BENCHES)
    if (!only || only.includes(bench.name))
      benches[bench.name] = { date, figures: figures.filter((f) => f.bench.startsWith(bench.name) || (bench.name === 'list-api' && f.bench === 'problem-detail')) };
  const merged = { machine, benches };
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  const dates = Object.values(benches)
    .map((b) => b.date)
    .sort();
  table = writeReport({ date: dates.at(-1) ?? date, quick: false, machine, seconds, figures: Object.values(benches).flatMap((b) => b.figures) }, resultsDir, 'latest', true);
}
process.stdout.write(`\n${table}\n`);

const missed = figures.filter((f) => !met(f));
const breached = missed.filter((f) => f.budget);
for (const f of missed)
  process.stderr.write(`✖ target missed: ${f.bench} · ${f.name}: ${f.value} ${f.unit} (target ${f.target?.max !== undefined ? `≤ ${f.target.max}` : `≥ ${f.target?.min}`})\n`);
// The quick subset fails on a budget breach of the issue's items 1 and 2; the full run on any miss.
if (failures.length || (quick ? breached.length : missed.length)) process.exit(1);
process.stdout.write(missed.length ? `✔ budgets met; ${missed.length} reported target(s) missed, not gated in --quick (${seconds} s)\n` : `✔ all targets met (${seconds} s)\n`);
